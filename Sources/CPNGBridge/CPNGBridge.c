/*
 * CPNGBridge.c — every libpng read call in contrastscan.
 *
 * Each public function arms setjmp(png_jmpbuf(png)) before touching libpng;
 * the error callback records the message and longjmps back here, so no libpng
 * longjmp ever crosses a Swift frame. All memory is released in
 * cs_png_decoder_destroy, on every path.
 *
 * Bytes come from CPNGSource.c (memory or a file descriptor) and pass through
 * the chunk walk (CPNGChunkWalk.c) on their way to libpng. When decoding stops,
 * on an error or after the last row the caller wants, the rest of the file is
 * walked too, and a problem the walk finds wins: errors are those a full walk
 * before decoding would give.
 */
#include "CPNGDecoder.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- callbacks ---------------------------------------------------------- */

static void cs_error_fn(png_structp png, png_const_charp message) {
    cs_png_decoder *d = (cs_png_decoder *)png_get_error_ptr(png);
    if (d != NULL && d->message[0] == '\0') {
        snprintf(d->message, sizeof d->message, "%s", message ? message : "unknown libpng error");
    }
    png_longjmp(png, 1);
}

static void cs_warning_append(cs_png_decoder *d, const char *message) {
    if (d == NULL || message == NULL) return;
    if (d->warning_count >= CS_MAX_WARNINGS) return; /* keep the first few; the rest repeat */
    snprintf(d->warnings[d->warning_count], sizeof d->warnings[0], "%s", message);
    d->warning_count += 1;
}

/* libpng's own warnings are marked as such; this file's are not. */
static void cs_warning_fn(png_structp png, png_const_charp message) {
    char text[CS_WARNINGS_CAPACITY];
    snprintf(text, sizeof text, "libpng: %s", message ? message : "unknown warning");
    cs_warning_append((cs_png_decoder *)png_get_error_ptr(png), text);
}

static void cs_read_fn(png_structp png, png_bytep out, png_size_t count) {
    cs_png_decoder *d = (cs_png_decoder *)png_get_io_ptr(png);
    if (cs_past_deadline(d)) {
        d->kind = CS_PNG_ERR_TIMEOUT;
        png_error(png, CS_TIMEOUT_MESSAGE);
    }
    size_t got = cs_source_read(d, out, count);
    if (d->walk.kind != CS_PNG_OK) {
        /* A damaged chunk: stop before libpng uses it. */
        d->kind = d->walk.kind;
        png_error(png, d->walk.message);
    }
    if (d->io_errno != 0) {
        d->kind = CS_PNG_ERR_IO;
        png_error(png, strerror(d->io_errno));
    }
    if (got < count) {
        d->truncated = 1;
        if (d->walk.chunk_count > 0 || d->walk.header_fill == 8) {
            char text[64];
            snprintf(text, sizeof text, "file ends inside the %s chunk", d->walk.name);
            png_error(png, text);
        }
        png_error(png, "file ends inside the first chunk");
    }
}

/* libpng 1.6.39 predates cICP (PNG third edition): it arrives as an unknown chunk. */
static int cs_user_chunk_fn(png_structp png, png_unknown_chunkp chunk) {
    cs_png_decoder *d = (cs_png_decoder *)png_get_user_chunk_ptr(png);
    if (memcmp(chunk->name, "cICP", 4) == 0) {
        if (chunk->size != 4) {
            cs_warning_append(d, "cICP chunk has the wrong length; ignored");
            return 1;
        }
        if (!d->has_cicp) {
            memcpy(d->cicp, chunk->data, 4);
            d->has_cicp = 1;
        }
        return 1;
    }
    if (memcmp(chunk->name, "sRGB", 4) == 0) {
        /* Read here, not by libpng: libpng drops an iCCP chunk that comes after an
         * sRGB chunk ("iCCP: too many profiles") and an sRGB after an iCCP, so which
         * one the image kept would depend on chunk order. Both are reported and
         * PNG's precedence (iCCP first) is applied above this layer. */
        if (chunk->size != 1 || chunk->data[0] > 3) {
            cs_warning_append(d, "sRGB chunk is invalid (expected one byte, a rendering intent 0 to 3); ignored");
            return 1;
        }
        if (!d->has_srgb) {
            d->has_srgb = 1;
            d->srgb_intent = chunk->data[0];
        }
        return 1;
    }
    return 0; /* let libpng apply its default handling (errors on unknown critical chunks) */
}

/* ---- errors ------------------------------------------------------------- */

static int contains(const char *haystack, const char *needle) {
    return strstr(haystack, needle) != NULL;
}

static cs_png_error_kind classify(cs_png_decoder *d) {
    if (d->kind != CS_PNG_OK) return d->kind;
    if (d->truncated) return CS_PNG_ERR_TRUNCATED;
    const char *m = d->message;
    if (contains(m, "CRC")) return CS_PNG_ERR_CRC;
    if (contains(m, "out of memory") || contains(m, "Out of memory")) return CS_PNG_ERR_MEMORY;
    if (contains(m, "exceeds user limit") || contains(m, "too large") || contains(m, "limit")) {
        return CS_PNG_ERR_LIMIT;
    }
    if (contains(m, "IHDR") || contains(m, "Invalid bit depth") || contains(m, "Invalid color type") ||
        contains(m, "Image width") || contains(m, "Image height") || contains(m, "image size")) {
        return CS_PNG_ERR_HEADER;
    }
    return CS_PNG_ERR_CORRUPT;
}

static cs_png_error_kind fail(cs_png_decoder *d, cs_png_error_kind kind, const char *message) {
    d->kind = kind;
    d->failed = kind;
    snprintf(d->message, sizeof d->message, "%s", message);
    return kind;
}

/*
 * Decoding stopped with `kind`. The rest of the file is walked: a problem the
 * walk finds comes earlier in the file than anything libpng could have said
 * (or a walk over the whole file before decoding would have found it first),
 * so it wins. The decoder answers every later call with the result.
 */
static cs_png_error_kind settle(cs_png_decoder *d, cs_png_error_kind kind) {
    cs_png_error_kind walked = cs_source_walk_rest(d);
    if (walked != CS_PNG_OK) kind = walked; /* cs_source_walk_rest set the message */
    d->kind = kind;
    d->failed = kind;
    return kind;
}

/* ---- lifecycle ---------------------------------------------------------- */

static cs_png_decoder *create(cs_png_limits limits) {
    cs_png_decoder *d = (cs_png_decoder *)calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->fd = -1;
    if (limits.max_pixels == 0) limits.max_pixels = 100000000ull;
    if (limits.max_dimension == 0) limits.max_dimension = 1000000u;
    if (limits.max_chunk_bytes == 0) limits.max_chunk_bytes = 16u * 1024u * 1024u;
    if (limits.max_cached_chunks == 0) limits.max_cached_chunks = 1000u;
    d->limits = limits;
    if (limits.time_limit_ns != 0) {
        uint64_t now = cs_monotonic_ns();
        d->deadline_ns = limits.time_limit_ns > UINT64_MAX - now ? UINT64_MAX : now + limits.time_limit_ns;
    }
    cs_walk_init(&d->walk, limits.max_dimension,
                 limits.max_chunk_bytes > UINT32_MAX ? UINT32_MAX : (uint32_t)limits.max_chunk_bytes, d->deadline_ns);
    return d;
}

cs_png_decoder *cs_png_decoder_create(const void *bytes, size_t length, cs_png_limits limits) {
    cs_png_decoder *d = create(limits);
    if (d == NULL) return NULL;
    d->bytes = (const unsigned char *)bytes;
    d->length = bytes ? length : 0;
    return d;
}

cs_png_decoder *cs_png_decoder_create_fd(int fd, size_t read_size, cs_png_limits limits) {
    cs_png_decoder *d = create(limits);
    if (d == NULL) return NULL;
    d->fd = fd;
    d->read_size = read_size == 0 ? 64u * 1024u : read_size;
    d->capacity = d->read_size < CS_HEAD_CAPACITY ? CS_HEAD_CAPACITY : d->read_size;
    d->buffer = (unsigned char *)malloc(d->capacity);
    if (d->buffer == NULL) {
        free(d);
        return NULL;
    }
    return d;
}

void cs_png_decoder_destroy(cs_png_decoder *d) {
    if (d == NULL) return;
    if (d->png != NULL) png_destroy_read_struct(&d->png, &d->info, NULL);
    cs_source_free(d);
    free(d->full);
    free(d->scratch);
    free(d);
}

const char *cs_png_error_message(const cs_png_decoder *d) { return d ? d->message : ""; }

const char *cs_png_warnings(cs_png_decoder *d) {
    if (d == NULL) return "";
    /* The walk's first: a walk before decoding would have given them first. */
    size_t used = 0;
    int count = 0;
    d->joined[0] = '\0';
    for (int source = 0; source < 2; source++) {
        int n = source == 0 ? d->walk.warning_count : d->warning_count;
        for (int i = 0; i < n && count < CS_MAX_WARNINGS; i++, count++) {
            const char *text = source == 0 ? d->walk.warnings[i] : d->warnings[i];
            snprintf(d->joined + used, sizeof d->joined - used, "%s%s", used ? "; " : "", text);
            used = strlen(d->joined);
        }
    }
    return d->joined;
}

size_t cs_png_head(const cs_png_decoder *d, const void **bytes) {
    if (d == NULL) {
        if (bytes) *bytes = NULL;
        return 0;
    }
    if (bytes) *bytes = d->head;
    return d->head_length;
}

/* ---- reading ------------------------------------------------------------ */

static int host_is_little_endian(void) {
    const uint16_t probe = 1;
    return *(const uint8_t *)&probe == 1;
}

/* Copies PLTE (and tRNS alpha) into the RGBA table expand_palette_row reads. */
static void load_palette(cs_png_decoder *d) {
    png_colorp palette = NULL;
    int entries = 0;
    png_get_PLTE(d->png, d->info, &palette, &entries);
    if (palette == NULL || entries < 0) entries = 0;
    if (entries > 256) entries = 256;
    png_bytep alpha = NULL;
    int alphas = 0;
    if (png_get_tRNS(d->png, d->info, &alpha, &alphas, NULL) == 0 || alpha == NULL || alphas < 0) alphas = 0;
    for (int i = 0; i < entries; i++) {
        d->palette[i][0] = palette[i].red;
        d->palette[i][1] = palette[i].green;
        d->palette[i][2] = palette[i].blue;
        d->palette[i][3] = i < alphas ? alpha[i] : 255;
    }
    d->palette_entries = entries;
    d->expand_palette = 1;
}

/* Turns the `width` index bytes at the start of `row` into RGB or RGBA in
 * place (from the right, so no index is overwritten before it is read). An
 * index past the end of the palette is an error, as the PNG spec says:
 * libpng would make it opaque black, a colour the file never gave. */
static void expand_palette_row(cs_png_decoder *d, unsigned char *row) {
    const uint32_t width = d->header.width;
    const size_t channels = (size_t)d->header.channels;
    for (uint32_t x = 0; x < width; x++) {
        if (row[x] >= d->palette_entries) {
            char text[160];
            snprintf(text, sizeof text, "pixel index %d is past the end of the %d-entry palette (PLTE too short)",
                     (int)row[x], d->palette_entries);
            d->kind = CS_PNG_ERR_CORRUPT;
            png_error(d->png, text);
        }
    }
    for (uint32_t x = width; x-- > 0;) {
        memcpy(row + channels * (size_t)x, d->palette[row[x]], channels);
    }
}

/* Reads the chunks before the image data and sets up the transforms; runs
 * under the setjmp armed by cs_png_read_info. */
static cs_png_error_kind read_info_unguarded(cs_png_decoder *d, cs_png_info *out) {
    png_set_read_fn(d->png, d, cs_read_fn);
    png_set_user_limits(d->png, d->limits.max_dimension, d->limits.max_dimension);
    png_set_chunk_cache_max(d->png, d->limits.max_cached_chunks);
    png_set_chunk_malloc_max(d->png, (png_alloc_size_t)d->limits.max_chunk_bytes);
    /* zlib's Adler-32 costs time on every image byte; chunk CRCs still catch corruption. */
    png_set_option(d->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_set_read_user_chunk_fn(d->png, d, cs_user_chunk_fn);
    /* Critical chunks' CRCs are checked by the chunk walk; ancillary ones keep libpng's check. */
    png_set_crc_action(d->png, PNG_CRC_QUIET_USE, PNG_CRC_DEFAULT);
    png_set_keep_unknown_chunks(d->png, PNG_HANDLE_CHUNK_IF_SAFE, NULL, 0);
    /* The sRGB chunk goes to cs_user_chunk_fn, whatever its place relative to iCCP. */
    static const png_byte srgb_name[] = {'s', 'R', 'G', 'B', '\0'};
    png_set_keep_unknown_chunks(d->png, PNG_HANDLE_CHUNK_ALWAYS, srgb_name, 1);

    png_read_info(d->png, d->info);

    png_uint_32 width = 0, height = 0;
    int bit_depth = 0, color_type = 0, interlace = 0;
    png_get_IHDR(d->png, d->info, &width, &height, &bit_depth, &color_type, &interlace, NULL, NULL);

    out->width = width;
    out->height = height;
    out->bit_depth = bit_depth;
    out->color_type = color_type;
    out->interlaced = interlace == PNG_INTERLACE_ADAM7;

    uint64_t pixels = (uint64_t)width * (uint64_t)height;
    if (pixels > d->limits.max_pixels) {
        char text[CS_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "image is %ux%u = %llu pixels, over the limit of %llu pixels",
                 (unsigned)width, (unsigned)height, (unsigned long long)pixels,
                 (unsigned long long)d->limits.max_pixels);
        d->kind = CS_PNG_ERR_LIMIT;
        png_error(d->png, text);
    }

    /* Colour chunks, in the order PNG's precedence rules read them. */
    png_charp icc_name = NULL;
    int compression = 0;
    png_bytep icc_data = NULL;
    png_uint_32 icc_length = 0;
    if (png_get_iCCP(d->png, d->info, &icc_name, &compression, &icc_data, &icc_length) & PNG_INFO_iCCP) {
        out->has_iccp = 1;
        snprintf(out->iccp_name, sizeof out->iccp_name, "%s", icc_name ? icc_name : "");
        out->iccp_data = icc_data;
        out->iccp_length = icc_length;
    }
    /* libpng drops a profile it cannot use, with a warning: say it was there. */
    out->iccp_dropped = d->walk.saw_iccp && !out->has_iccp;
    if (d->has_srgb) {
        out->has_srgb = 1;
        out->srgb_intent = d->srgb_intent;
    }
    png_fixed_point gamma = 0;
    /* libpng fills gAMA and cHRM in from an sRGB chunk; report only stored ones. */
    if (d->walk.saw_gama && (png_get_gAMA_fixed(d->png, d->info, &gamma) & PNG_INFO_gAMA)) {
        out->has_gama = 1;
        out->gama = (uint32_t)gamma;
    }
    png_fixed_point c[8];
    if (d->walk.saw_chrm &&
        png_get_cHRM_fixed(d->png, d->info, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7]) & PNG_INFO_cHRM) {
        out->has_chrm = 1;
        for (int i = 0; i < 8; i++) out->chrm[i] = (uint32_t)c[i];
    }
    if (d->has_cicp) {
        out->has_cicp = 1;
        memcpy(out->cicp, d->cicp, 4);
    }

    /* Transforms: RGB, or RGBA when the file has alpha, at 8 or 16 bits per
     * channel. Opaque images get no alpha byte: a quarter less to hold. */
    int has_trns = png_get_valid(d->png, d->info, PNG_INFO_tRNS) != 0;
    out->has_alpha = has_trns || (color_type & PNG_COLOR_MASK_ALPHA) != 0;
    out->channels = out->has_alpha ? 4 : 3;
    out->output_depth = bit_depth == 16 ? 16 : 8;
    d->header = *out;
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        /* Palette images are expanded by expand_palette_row, not by libpng
         * (see there). */
        load_palette(d);
        if (bit_depth < 8) png_set_packing(d->png);
    } else {
        if (has_trns) png_set_tRNS_to_alpha(d->png);
        if ((color_type & PNG_COLOR_MASK_COLOR) == 0) {
            if (bit_depth < 8) png_set_expand_gray_1_2_4_to_8(d->png);
            png_set_gray_to_rgb(d->png);
        }
        if (bit_depth == 16 && host_is_little_endian()) png_set_swap(d->png);
    }
    (void)png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);

    out->row_bytes = (size_t)width * (size_t)out->channels * (size_t)(out->output_depth / 8);
    /* libpng returns one index byte per pixel for palette images. */
    size_t expected = d->expand_palette ? (size_t)width : out->row_bytes;
    if (png_get_rowbytes(d->png, d->info) != expected) {
        d->kind = CS_PNG_ERR_CORRUPT;
        png_error(d->png, "unexpected row layout after transforms");
    }
    d->header = *out;
    return CS_PNG_OK;
}

cs_png_error_kind cs_png_read_info(cs_png_decoder *d, cs_png_info *out) {
    if (d == NULL || out == NULL) return CS_PNG_ERR_USAGE;
    if (d->failed) return d->failed;
    if (d->info_read) return fail(d, CS_PNG_ERR_USAGE, "cs_png_read_info called twice");
    memset(out, 0, sizeof *out);

    cs_source_peek_head(d);
    if (d->io_errno != 0) return fail(d, CS_PNG_ERR_IO, strerror(d->io_errno));
    if (d->head_length < 8 || png_sig_cmp(d->head, 0, 8) != 0) {
        /* Only a prefix of a real signature is a truncated PNG; anything else is not a PNG. */
        if (d->head_length > 0 && d->head_length < 8 && png_sig_cmp(d->head, 0, d->head_length) == 0) {
            return fail(d, CS_PNG_ERR_TRUNCATED, "file ends inside the PNG signature");
        }
        return fail(d, CS_PNG_ERR_SIGNATURE, d->head_length == 0 ? "empty file" : "bad signature");
    }

    d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, d, cs_error_fn, cs_warning_fn);
    if (d->png == NULL) return fail(d, CS_PNG_ERR_MEMORY, "libpng could not allocate its read state");
    d->info = png_create_info_struct(d->png);
    if (d->info == NULL) return fail(d, CS_PNG_ERR_MEMORY, "libpng could not allocate its info state");

    if (setjmp(png_jmpbuf(d->png))) {
        return settle(d, classify(d));
    }
    read_info_unguarded(d, out);
    d->info_read = 1;
    return CS_PNG_OK;
}

/* Stops decoding, through png_error, once the time limit has passed. */
static void check_deadline(cs_png_decoder *d) {
    if (cs_past_deadline(d)) {
        d->kind = CS_PNG_ERR_TIMEOUT;
        png_error(d->png, CS_TIMEOUT_MESSAGE);
    }
}

/* Adam7 revisits every row in each pass, so no row is complete before the
 * last one: the whole image is decoded and held. Runs under setjmp. */
static void decode_interlaced(cs_png_decoder *d) {
    const cs_png_info *h = &d->header;
    d->full = (unsigned char *)malloc(h->row_bytes * h->height);
    if (d->full == NULL) {
        d->kind = CS_PNG_ERR_MEMORY;
        png_error(d->png, "out of memory for an interlaced image");
    }
    /* png_read_image, one row at a time so the time limit is checked. */
    int passes = png_set_interlace_handling(d->png);
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < h->height; y++) {
            check_deadline(d);
            png_read_row(d->png, d->full + (size_t)y * h->row_bytes, NULL);
        }
    }
    if (d->expand_palette) {
        for (uint32_t y = 0; y < h->height; y++) expand_palette_row(d, d->full + (size_t)y * h->row_bytes);
    }
}

/* Decodes the next row into `out`; runs under the setjmp armed by cs_png_read_row. */
static void read_row_unguarded(cs_png_decoder *d, unsigned char *out) {
    const cs_png_info *h = &d->header;
    if (h->interlaced) {
        if (d->full == NULL) decode_interlaced(d);
        memcpy(out, d->full + (size_t)d->next_row * h->row_bytes, h->row_bytes);
        return;
    }
    check_deadline(d);
    png_read_row(d->png, out, NULL);
    /* Every row decoded is checked, kept or not; rows after the last one read are not. */
    if (d->expand_palette) expand_palette_row(d, out);
}

cs_png_error_kind cs_png_read_row(cs_png_decoder *d, void *row) {
    if (d == NULL) return CS_PNG_ERR_USAGE;
    if (d->failed) return d->failed;
    if (!d->info_read || d->finished) return fail(d, CS_PNG_ERR_USAGE, "cs_png_read_row called outside decoding");
    if (d->next_row >= d->header.height) return fail(d, CS_PNG_ERR_USAGE, "cs_png_read_row called past the last row");
    unsigned char *out = (unsigned char *)row;
    if (out == NULL) {
        if (d->scratch == NULL) d->scratch = (unsigned char *)malloc(d->header.row_bytes);
        if (d->scratch == NULL) return fail(d, CS_PNG_ERR_MEMORY, "out of memory for a row");
        out = d->scratch;
    }
    if (setjmp(png_jmpbuf(d->png))) {
        return settle(d, classify(d));
    }
    read_row_unguarded(d, out);
    d->next_row += 1;
    return CS_PNG_OK;
}

cs_png_error_kind cs_png_finish(cs_png_decoder *d) {
    if (d == NULL) return CS_PNG_ERR_USAGE;
    if (d->failed) return d->failed;
    if (!d->info_read) return fail(d, CS_PNG_ERR_USAGE, "cs_png_finish called before cs_png_read_info");
    if (d->finished) return CS_PNG_OK;
    d->finished = 1;
    cs_png_error_kind walked = cs_source_walk_rest(d);
    if (walked != CS_PNG_OK) {
        d->kind = walked;
        d->failed = walked;
    }
    return walked;
}
