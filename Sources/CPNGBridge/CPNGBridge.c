/*
 * CPNGBridge.c — every libpng call in contrastscan.
 *
 * Each public function arms setjmp(png_jmpbuf(png)) before touching libpng;
 * the error callback records the message and longjmps back here, so no libpng
 * longjmp ever crosses a Swift frame. All memory is released in
 * cs_png_decoder_destroy, on every path.
 */
#include "CPNGBridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

#define CS_MESSAGE_CAPACITY 512
#define CS_WARNINGS_CAPACITY 512

struct cs_png_decoder {
    png_structp png;
    png_infop info;
    const unsigned char *bytes;
    size_t length;
    size_t offset;
    cs_png_limits limits;
    cs_png_error_kind kind;       /* set by our own checks before png_error */
    int info_read;
    int truncated;                /* the read callback ran out of bytes */
    char message[CS_MESSAGE_CAPACITY];
    char warnings[CS_WARNINGS_CAPACITY];
    int warning_count;
    int has_cicp;
    uint8_t cicp[4];
    int has_srgb;                 /* the sRGB chunk, read here rather than by libpng (see cs_user_chunk_fn) */
    int srgb_intent;
    cs_png_info header;
    int rows_read;
    unsigned char *full;          /* interlaced images only: the whole image */
    unsigned char **full_rows;
    char chunk[5];                /* the chunk being read, for truncation messages */
    int saw_gama, saw_chrm;       /* stored in the file, not synthesised by libpng from sRGB */
    int saw_iccp;                 /* an iCCP chunk is in the file, whether libpng keeps it or not */
    uint64_t deadline_ns;         /* CLOCK_MONOTONIC instant decoding must end by; 0: none */
    int expand_palette;           /* palette images: indices expanded here, not by libpng */
    int palette_entries;
    unsigned char palette[256][4];  /* RGBA; entries past palette_entries are never used */
};

/* ---- time limit --------------------------------------------------------- */

static uint64_t monotonic_ns(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_MONOTONIC, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}

/* Whether the time limit has passed. Checked once per chunk, per read and per
 * row, so one pathological file cannot hold a run for longer than its limit
 * plus the time of one row or one read. */
static int past_deadline(const struct cs_png_decoder *d) {
    return d->deadline_ns != 0 && monotonic_ns() >= d->deadline_ns;
}

#define CS_TIMEOUT_MESSAGE "the time limit passed before decoding finished"

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
    d->warning_count += 1;
    if (d->warning_count > 4) return; /* keep the first few; the rest repeat */
    size_t used = strlen(d->warnings);
    snprintf(d->warnings + used, sizeof d->warnings - used, "%s%s", used ? "; " : "", message);
}

/* libpng's own warnings are marked as such; this file's are not. */
static void cs_warning_fn(png_structp png, png_const_charp message) {
    char text[CS_WARNINGS_CAPACITY];
    snprintf(text, sizeof text, "libpng: %s", message ? message : "unknown warning");
    cs_warning_append((cs_png_decoder *)png_get_error_ptr(png), text);
}

static void cs_read_fn(png_structp png, png_bytep out, png_size_t count) {
    cs_png_decoder *d = (cs_png_decoder *)png_get_io_ptr(png);
    if (past_deadline(d)) {
        d->kind = CS_PNG_ERR_TIMEOUT;
        png_error(png, CS_TIMEOUT_MESSAGE);
    }
    if (count == 8 && d->offset >= 8 && d->length - d->offset >= 8) {
        /* libpng reads each chunk's length and type as one 8-byte read. */
        memcpy(d->chunk, d->bytes + d->offset + 4, 4);
        for (int i = 0; i < 4; i++) {
            char c = d->chunk[i];
            if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'))) d->chunk[i] = '?';
        }
        d->chunk[4] = '\0';
    }
    if (count > d->length - d->offset) {
        d->truncated = 1;
        if (d->chunk[0] != '\0') {
            char text[64];
            snprintf(text, sizeof text, "file ends inside the %s chunk", d->chunk);
            png_error(png, text);
        }
        png_error(png, "file ends inside the first chunk");
    }
    memcpy(out, d->bytes + d->offset, count);
    d->offset += count;
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

/* ---- error classification ----------------------------------------------- */

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
    snprintf(d->message, sizeof d->message, "%s", message);
    return kind;
}

/* ---- chunk walk --------------------------------------------------------- */

static uint32_t be32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

/*
 * What libpng says only vaguely about IHDR ("IHDR: invalid", "PNG unsigned
 * integer out of range", "Image width exceeds user limit"), said with numbers.
 */
static cs_png_error_kind check_header(cs_png_decoder *d, const unsigned char *data, uint32_t length) {
    char text[CS_MESSAGE_CAPACITY];
    if (length != 13) {
        snprintf(text, sizeof text, "IHDR has %u data bytes; it must have 13", (unsigned)length);
        return fail(d, CS_PNG_ERR_HEADER, text);
    }
    const uint32_t size[2] = {be32(data), be32(data + 4)};
    for (int i = 0; i < 2; i++) {
        const char *side = i == 0 ? "width" : "height";
        if (size[i] > 0x7fffffffu) {
            snprintf(text, sizeof text, "Image %s %u is over the PNG maximum of 2147483647 in IHDR", side,
                     (unsigned)size[i]);
            return fail(d, CS_PNG_ERR_HEADER, text);
        }
        if (size[i] > d->limits.max_dimension) {
            snprintf(text, sizeof text, "image %s %u is over the limit of %u pixels per side", side,
                     (unsigned)size[i], (unsigned)d->limits.max_dimension);
            return fail(d, CS_PNG_ERR_LIMIT, text);
        }
    }
    return CS_PNG_OK;
}

/*
 * Walks every chunk once and checks its CRC with zlib before libpng decodes
 * anything. libpng checks a chunk's CRC only when it reaches the chunk's end,
 * and we stop reading after the last row we need, so damage in the final
 * IDAT would otherwise go unseen. libpng is then told not to recompute CRCs
 * of critical chunks, so the check costs nothing extra.
 */
static cs_png_error_kind verify_chunks(cs_png_decoder *d) {
    size_t offset = 8;
    int saw_idat = 0;
    char text[CS_MESSAGE_CAPACITY];
    for (;;) {
        if (past_deadline(d)) return fail(d, CS_PNG_ERR_TIMEOUT, CS_TIMEOUT_MESSAGE);
        if (d->length - offset < 8) {
            if (offset == d->length && offset > 8) {
                if (!saw_idat) return fail(d, CS_PNG_ERR_TRUNCATED, "file ends before the image data (no IDAT chunk)");
                cs_warning_append(d, "file ends before the IEND chunk (recovered: the image data was read)");
                return CS_PNG_OK;
            }
            return fail(d, CS_PNG_ERR_TRUNCATED, offset == 8 ? "file ends before the IHDR chunk"
                                                            : "file ends inside a chunk header");
        }
        const unsigned char *chunk = d->bytes + offset;
        uint32_t length = be32(chunk);
        char name[5];
        for (int i = 0; i < 4; i++) {
            char c = (char)chunk[4 + i];
            name[i] = ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? c : '?';
        }
        name[4] = '\0';
        if (length > 0x7fffffffu) {
            snprintf(text, sizeof text, "the %s chunk declares an impossible length (%u bytes)", name, (unsigned)length);
            return fail(d, CS_PNG_ERR_CORRUPT, text);
        }
        if ((uint64_t)d->length - offset - 8 < (uint64_t)length + 4) {
            snprintf(text, sizeof text, "file ends inside the %s chunk", name);
            return fail(d, CS_PNG_ERR_TRUNCATED, text);
        }
        uLong crc = crc32(0L, Z_NULL, 0);
        crc = crc32(crc, chunk + 4, 4);
        /* zlib's crc32 takes a uInt length: feed large chunks in pieces. */
        const unsigned char *data = chunk + 8;
        uint32_t left = length;
        while (left > 0) {
            uInt piece = left > (1u << 30) ? (1u << 30) : (uInt)left;
            crc = crc32(crc, data, piece);
            data += piece;
            left -= piece;
        }
        int critical = (chunk[4] & 0x20) == 0;
        if ((uint32_t)crc != be32(chunk + 8 + length)) {
            if (critical) {
                snprintf(text, sizeof text, "%s: CRC error", name);
                return fail(d, CS_PNG_ERR_CRC, text);
            }
            /* libpng itself warns about and drops a damaged ancillary chunk. */
        }
        if (offset == 8 && memcmp(chunk + 4, "IHDR", 4) == 0) {
            cs_png_error_kind header = check_header(d, chunk + 8, length);
            if (header != CS_PNG_OK) return header;
        }
        if (memcmp(chunk + 4, "IDAT", 4) == 0) saw_idat = 1;
        if (memcmp(chunk + 4, "IEND", 4) == 0 && !saw_idat) {
            /* libpng only says "IEND: out of place". */
            return fail(d, CS_PNG_ERR_CORRUPT, "no image data: the file has no IDAT chunk before IEND");
        }
        if (memcmp(chunk + 4, "iCCP", 4) == 0) d->saw_iccp = 1;
        if (memcmp(chunk + 4, "acTL", 4) == 0 && length == 8) {
            /* APNG: libpng reads the default image (the IDAT) and skips the frames. */
            snprintf(text, sizeof text, "animated PNG (APNG, %u frames): only the default image is analysed",
                     (unsigned)be32(chunk + 8));
            cs_warning_append(d, text);
        }
        if (memcmp(chunk + 4, "gAMA", 4) == 0) d->saw_gama = 1;
        if (memcmp(chunk + 4, "cHRM", 4) == 0) d->saw_chrm = 1;
        offset += 12 + (size_t)length;
        if (memcmp(chunk + 4, "IEND", 4) == 0) return CS_PNG_OK;
    }
}

/* ---- lifecycle ---------------------------------------------------------- */

cs_png_decoder *cs_png_decoder_create(const void *bytes, size_t length, cs_png_limits limits) {
    cs_png_decoder *d = (cs_png_decoder *)calloc(1, sizeof *d);
    if (d == NULL) return NULL;
    d->bytes = (const unsigned char *)bytes;
    d->length = bytes ? length : 0;
    if (limits.max_pixels == 0) limits.max_pixels = 100000000ull;
    if (limits.max_dimension == 0) limits.max_dimension = 1000000u;
    if (limits.max_chunk_bytes == 0) limits.max_chunk_bytes = 16u * 1024u * 1024u;
    if (limits.max_cached_chunks == 0) limits.max_cached_chunks = 1000u;
    d->limits = limits;
    if (limits.time_limit_ns != 0) {
        uint64_t now = monotonic_ns();
        d->deadline_ns = limits.time_limit_ns > UINT64_MAX - now ? UINT64_MAX : now + limits.time_limit_ns;
    }
    return d;
}

void cs_png_decoder_destroy(cs_png_decoder *d) {
    if (d == NULL) return;
    if (d->png != NULL) png_destroy_read_struct(&d->png, &d->info, NULL);
    free(d->full);
    free(d->full_rows);
    free(d);
}

const char *cs_png_error_message(const cs_png_decoder *d) { return d ? d->message : ""; }
const char *cs_png_warnings(const cs_png_decoder *d) { return d ? d->warnings : ""; }

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

/* Turns the `width` index bytes at the start of `row` into RGBA in place
 * (from the right, so no index is overwritten before it is read). An index
 * past the end of the palette is an error, as the PNG spec says. */
static void expand_palette_row(cs_png_decoder *d, unsigned char *row) {
    const uint32_t width = d->header.width;
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
        memcpy(row + 4u * (size_t)x, d->palette[row[x]], 4);
    }
}

cs_png_error_kind cs_png_read_info(cs_png_decoder *d, cs_png_info *out) {
    if (d == NULL || out == NULL) return CS_PNG_ERR_USAGE;
    if (d->info_read) return fail(d, CS_PNG_ERR_USAGE, "cs_png_read_info called twice");
    memset(out, 0, sizeof *out);

    if (d->length < 8 || png_sig_cmp(d->bytes, 0, 8) != 0) {
        /* Only a prefix of a real signature is a truncated PNG; anything else is not a PNG. */
        if (d->length > 0 && d->length < 8 && png_sig_cmp(d->bytes, 0, d->length) == 0) {
            return fail(d, CS_PNG_ERR_TRUNCATED, "file ends inside the PNG signature");
        }
        return fail(d, CS_PNG_ERR_SIGNATURE, d->length == 0 ? "empty file" : "bad signature");
    }

    cs_png_error_kind walked = verify_chunks(d);
    if (walked != CS_PNG_OK) return walked;

    d->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, d, cs_error_fn, cs_warning_fn);
    if (d->png == NULL) return fail(d, CS_PNG_ERR_MEMORY, "libpng could not allocate its read state");
    d->info = png_create_info_struct(d->png);
    if (d->info == NULL) return fail(d, CS_PNG_ERR_MEMORY, "libpng could not allocate its info state");

    if (setjmp(png_jmpbuf(d->png))) {
        return classify(d);
    }

    png_set_read_fn(d->png, d, cs_read_fn);
    png_set_user_limits(d->png, d->limits.max_dimension, d->limits.max_dimension);
    png_set_chunk_cache_max(d->png, d->limits.max_cached_chunks);
    png_set_chunk_malloc_max(d->png, (png_alloc_size_t)d->limits.max_chunk_bytes);
    /* zlib's Adler-32 costs time on every image byte; chunk CRCs still catch corruption. */
    png_set_option(d->png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_set_read_user_chunk_fn(d->png, d, cs_user_chunk_fn);
    /* Critical chunks' CRCs were verified by verify_chunks; ancillary ones keep libpng's check. */
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
        return fail(d, CS_PNG_ERR_LIMIT, text);
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
    out->iccp_dropped = d->saw_iccp && !out->has_iccp;
    if (d->has_srgb) {
        out->has_srgb = 1;
        out->srgb_intent = d->srgb_intent;
    }
    png_fixed_point gamma = 0;
    /* libpng fills gAMA and cHRM in from an sRGB chunk; report only stored ones. */
    if (d->saw_gama && (png_get_gAMA_fixed(d->png, d->info, &gamma) & PNG_INFO_gAMA)) {
        out->has_gama = 1;
        out->gama = (uint32_t)gamma;
    }
    png_fixed_point c[8];
    if (d->saw_chrm && png_get_cHRM_fixed(d->png, d->info, &c[0], &c[1], &c[2], &c[3], &c[4], &c[5], &c[6], &c[7]) &
        PNG_INFO_cHRM) {
        out->has_chrm = 1;
        for (int i = 0; i < 8; i++) out->chrm[i] = (uint32_t)c[i];
    }
    if (d->has_cicp) {
        out->has_cicp = 1;
        memcpy(out->cicp, d->cicp, 4);
    }

    /* Transforms: everything becomes RGBA at 8 or 16 bits per channel. */
    int has_trns = png_get_valid(d->png, d->info, PNG_INFO_tRNS) != 0;
    out->has_alpha = has_trns || (color_type & PNG_COLOR_MASK_ALPHA) != 0;
    if (color_type == PNG_COLOR_TYPE_PALETTE) {
        /* Palette images are expanded by expand_palette_row, not by libpng:
         * libpng turns an index past the end of a short PLTE into opaque
         * black, a colour the file never gave, which would then be measured. */
        load_palette(d);
        if (bit_depth < 8) png_set_packing(d->png);
    } else {
        if (has_trns) png_set_tRNS_to_alpha(d->png);
        if ((color_type & PNG_COLOR_MASK_COLOR) == 0) {
            if (bit_depth < 8) png_set_expand_gray_1_2_4_to_8(d->png);
            png_set_gray_to_rgb(d->png);
        }
        if (!out->has_alpha) png_set_add_alpha(d->png, 0xffff, PNG_FILLER_AFTER);
        if (bit_depth == 16 && host_is_little_endian()) png_set_swap(d->png);
    }
    (void)png_set_interlace_handling(d->png);
    png_read_update_info(d->png, d->info);

    out->output_depth = bit_depth == 16 ? 16 : 8;
    /* libpng returns one index byte per pixel for palette images. */
    size_t expected = d->expand_palette ? (size_t)width : (size_t)width * 4u * (size_t)(out->output_depth / 8);
    if (png_get_rowbytes(d->png, d->info) != expected) {
        return fail(d, CS_PNG_ERR_CORRUPT, "unexpected row layout after transforms");
    }
    d->header = *out;
    d->info_read = 1;
    return CS_PNG_OK;
}

/* Stops decoding, through png_error, once the time limit has passed. */
static void check_deadline(cs_png_decoder *d) {
    if (past_deadline(d)) {
        d->kind = CS_PNG_ERR_TIMEOUT;
        png_error(d->png, CS_TIMEOUT_MESSAGE);
    }
}

/* Decodes rows 0...last; runs under the setjmp armed by cs_png_read_rows. */
static void read_rows_unguarded(cs_png_decoder *d, const uint8_t *keep, unsigned char *out,
                                size_t row_bytes, uint32_t last) {
    const cs_png_info *h = &d->header;
    if (h->interlaced) {
        /* Adam7 revisits every row in each pass: the whole image must be held. */
        d->full = (unsigned char *)malloc(row_bytes * h->height);
        d->full_rows = (unsigned char **)malloc(sizeof(unsigned char *) * h->height);
        if (d->full == NULL || d->full_rows == NULL) {
            d->kind = CS_PNG_ERR_MEMORY;
            png_error(d->png, "out of memory for an interlaced image");
        }
        for (uint32_t y = 0; y < h->height; y++) d->full_rows[y] = d->full + (size_t)y * row_bytes;
        /* png_read_image, one row at a time so the time limit is checked. */
        int passes = png_set_interlace_handling(d->png);
        for (int pass = 0; pass < passes; pass++) {
            for (uint32_t y = 0; y < h->height; y++) {
                check_deadline(d);
                png_read_row(d->png, d->full_rows[y], NULL);
            }
        }
        for (uint32_t y = 0; y < h->height; y++) {
            if (d->expand_palette) expand_palette_row(d, d->full_rows[y]);
            if (keep == NULL || keep[y]) {
                memcpy(out, d->full_rows[y], row_bytes);
                out += row_bytes;
            }
        }
    } else {
        /* A row that is not kept is decoded into the next slot and overwritten. */
        for (uint32_t y = 0; y <= last; y++) {
            check_deadline(d);
            png_read_row(d->png, out, NULL);
            /* Only rows decoded are checked: rows after the last kept one are never read. */
            if (d->expand_palette) expand_palette_row(d, out);
            if (keep == NULL || keep[y]) out += row_bytes;
        }
    }
}

cs_png_error_kind cs_png_read_rows(cs_png_decoder *d, const uint8_t *keep, void *out, size_t out_capacity) {
    if (d == NULL || !d->info_read) return CS_PNG_ERR_USAGE;
    if (d->rows_read) return fail(d, CS_PNG_ERR_USAGE, "cs_png_read_rows called twice");
    d->rows_read = 1;
    const cs_png_info *h = &d->header;
    const size_t row_bytes = (size_t)h->width * 4u * (size_t)(h->output_depth / 8);

    uint32_t kept = 0, last = 0;
    for (uint32_t y = 0; y < h->height; y++) {
        if (keep == NULL || keep[y]) { kept++; last = y; }
    }
    if (kept == 0) return CS_PNG_OK;
    if (out == NULL || out_capacity / row_bytes < kept) {
        return fail(d, CS_PNG_ERR_USAGE, "output buffer too small for the kept rows");
    }
    if (setjmp(png_jmpbuf(d->png))) {
        return classify(d);
    }
    read_rows_unguarded(d, keep, (unsigned char *)out, row_bytes, last);
    return CS_PNG_OK;
}
