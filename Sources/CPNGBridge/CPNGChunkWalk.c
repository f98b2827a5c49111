/*
 * CPNGChunkWalk.c — checks every chunk's framing and CRC as the file streams
 * past (see CPNGChunkWalk.h). No libpng here: zlib's crc32 only.
 */
#include "CPNGChunkWalk.h"

#include <stdio.h>
#include <string.h>
#include <time.h>
#include <zlib.h>

enum { WALK_SIGNATURE, WALK_HEADER, WALK_DATA, WALK_CRC, WALK_DONE };

#define CS_WALK_TIMEOUT_MESSAGE "the time limit passed before decoding finished"

uint64_t cs_monotonic_ns(void) {
    struct timespec now;
    if (clock_gettime(CLOCK_MONOTONIC, &now) != 0) return 0;
    return (uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec;
}

static uint32_t be32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

void cs_walk_init(cs_chunk_walk *w, uint32_t max_dimension, uint32_t max_chunk_bytes, uint64_t deadline_ns) {
    memset(w, 0, sizeof *w);
    w->state = WALK_SIGNATURE;
    w->max_dimension = max_dimension;
    w->max_chunk_bytes = max_chunk_bytes;
    w->deadline_ns = deadline_ns;
    w->crc = crc32(0L, Z_NULL, 0);
}

static cs_png_error_kind fail(cs_chunk_walk *w, cs_png_error_kind kind, const char *message) {
    w->kind = kind;
    snprintf(w->message, sizeof w->message, "%s", message);
    return kind;
}

static void warn(cs_chunk_walk *w, const char *message) {
    if (w->warning_count >= CS_WALK_MAX_WARNINGS) return;
    snprintf(w->warnings[w->warning_count], sizeof w->warnings[0], "%s", message);
    w->warning_count += 1;
}

/*
 * What libpng says only vaguely about IHDR ("IHDR: invalid", "PNG unsigned
 * integer out of range", "Image width exceeds user limit"), said with numbers.
 */
static cs_png_error_kind check_header(cs_chunk_walk *w) {
    char text[CS_WALK_MESSAGE_CAPACITY];
    if (w->length != 13) {
        snprintf(text, sizeof text, "IHDR has %u data bytes; it must have 13", (unsigned)w->length);
        return fail(w, CS_PNG_ERR_HEADER, text);
    }
    const uint32_t size[2] = {be32(w->head), be32(w->head + 4)};
    for (int i = 0; i < 2; i++) {
        const char *side = i == 0 ? "width" : "height";
        if (size[i] > 0x7fffffffu) {
            snprintf(text, sizeof text, "Image %s %u is over the PNG maximum of 2147483647 in IHDR", side,
                     (unsigned)size[i]);
            return fail(w, CS_PNG_ERR_HEADER, text);
        }
        if (size[i] > w->max_dimension) {
            snprintf(text, sizeof text, "image %s %u is over the limit of %u pixels per side", side,
                     (unsigned)size[i], (unsigned)w->max_dimension);
            return fail(w, CS_PNG_ERR_LIMIT, text);
        }
    }
    return CS_PNG_OK;
}

/* The chunk's length and type have arrived. */
static cs_png_error_kind header_complete(cs_chunk_walk *w) {
    if (w->deadline_ns != 0 && cs_monotonic_ns() >= w->deadline_ns) {
        return fail(w, CS_PNG_ERR_TIMEOUT, CS_WALK_TIMEOUT_MESSAGE);
    }
    w->length = be32(w->header);
    for (int i = 0; i < 4; i++) {
        char c = (char)w->header[4 + i];
        w->name[i] = ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z')) ? c : '?';
    }
    w->name[4] = '\0';
    if (w->length > 0x7fffffffu) {
        char text[CS_WALK_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "the %s chunk declares an impossible length (%u bytes)", w->name,
                 (unsigned)w->length);
        return fail(w, CS_PNG_ERR_CORRUPT, text);
    }
    w->critical = (w->header[4] & 0x20) == 0;
    /* libpng allocates an ancillary chunk's declared length before reading it (Debian's
     * 1.6.39 does so for tEXt whatever png_set_chunk_malloc_max says): a 60-byte file
     * declaring a 1 GiB tEXt chunk cost 1 GiB. The walk sees the header first. A chunk somewhat
     * over the limit is still read, so that libpng drops it with its warning (the documented
     * recovery for a compressed chunk that inflates past the limit); one declaring more than
     * four times the limit stops the decode before libpng asks for its data. */
    if (!w->critical && w->max_chunk_bytes != 0 && (uint64_t)w->length > 4 * (uint64_t)w->max_chunk_bytes) {
        char text[CS_WALK_MESSAGE_CAPACITY];
        snprintf(text, sizeof text, "the %s chunk declares %u bytes, more than four times the limit of %u bytes for one chunk",
                 w->name, (unsigned)w->length, (unsigned)w->max_chunk_bytes);
        return fail(w, CS_PNG_ERR_LIMIT, text);
    }
    w->crc = crc32(crc32(0L, Z_NULL, 0), w->header + 4, 4);
    w->left = w->length;
    w->head_fill = 0;
    w->crc_fill = 0;
    w->state = w->length > 0 ? WALK_DATA : WALK_CRC;
    return CS_PNG_OK;
}

/* The chunk's CRC has arrived: check it, then what the chunk means for the file. */
static cs_png_error_kind chunk_complete(cs_chunk_walk *w) {
    char text[CS_WALK_MESSAGE_CAPACITY];
    const unsigned char *type = w->header + 4;
    if ((uint32_t)w->crc != be32(w->stored_crc) && w->critical) {
        snprintf(text, sizeof text, "%s: CRC error", w->name);
        return fail(w, CS_PNG_ERR_CRC, text);
        /* A damaged ancillary chunk: libpng itself warns about it and drops it. */
    }
    if (w->chunk_count == 0 && memcmp(type, "IHDR", 4) == 0) {
        cs_png_error_kind header = check_header(w);
        if (header != CS_PNG_OK) return header;
    }
    if (memcmp(type, "IDAT", 4) == 0) w->saw_idat = 1;
    if (memcmp(type, "IEND", 4) == 0 && !w->saw_idat) {
        /* libpng only says "IEND: out of place". */
        return fail(w, CS_PNG_ERR_CORRUPT, "no image data: the file has no IDAT chunk before IEND");
    }
    if (memcmp(type, "iCCP", 4) == 0) w->saw_iccp = 1;
    if (memcmp(type, "acTL", 4) == 0 && w->length == 8) {
        /* APNG: libpng reads the default image (the IDAT) and skips the frames. */
        snprintf(text, sizeof text, "animated PNG (APNG, %u frames): only the default image is analysed",
                 (unsigned)be32(w->head));
        warn(w, text);
    }
    if (memcmp(type, "gAMA", 4) == 0) w->saw_gama = 1;
    if (memcmp(type, "cHRM", 4) == 0) w->saw_chrm = 1;
    w->chunk_count += 1;
    w->header_fill = 0;
    w->state = memcmp(type, "IEND", 4) == 0 ? WALK_DONE : WALK_HEADER;
    return CS_PNG_OK;
}

cs_png_error_kind cs_walk_feed(cs_chunk_walk *w, const unsigned char *p, size_t count) {
    while (count > 0 && w->kind == CS_PNG_OK) {
        size_t n;
        switch (w->state) {
        case WALK_SIGNATURE:
            n = 8 - w->skipped_signature;
            if (n > count) n = count;
            w->skipped_signature += (unsigned)n;
            if (w->skipped_signature == 8) w->state = WALK_HEADER;
            break;
        case WALK_HEADER:
            n = 8 - w->header_fill;
            if (n > count) n = count;
            memcpy(w->header + w->header_fill, p, n);
            w->header_fill += (unsigned)n;
            if (w->header_fill == 8) header_complete(w);
            break;
        case WALK_DATA:
            n = w->left;
            if (n > count) n = count;
            if (w->head_fill < sizeof w->head) {
                size_t keep = sizeof w->head - w->head_fill;
                if (keep > n) keep = n;
                memcpy(w->head + w->head_fill, p, keep);
                w->head_fill += (unsigned)keep;
            }
            /* zlib's crc32 takes a uInt length: n is at most the chunk's 2^31 - 1 bytes. */
            w->crc = crc32(w->crc, p, (uInt)n);
            w->left -= (uint32_t)n;
            if (w->left == 0) w->state = WALK_CRC;
            break;
        case WALK_CRC:
            n = 4 - w->crc_fill;
            if (n > count) n = count;
            memcpy(w->stored_crc + w->crc_fill, p, n);
            w->crc_fill += (unsigned)n;
            if (w->crc_fill == 4) chunk_complete(w);
            break;
        default: /* WALK_DONE: bytes after IEND are not part of the PNG */
            return w->kind;
        }
        p += n;
        count -= n;
    }
    return w->kind;
}

cs_png_error_kind cs_walk_end(cs_chunk_walk *w) {
    if (w->at_end || w->kind != CS_PNG_OK) return w->kind;
    w->at_end = 1;
    char text[CS_WALK_MESSAGE_CAPACITY];
    switch (w->state) {
    case WALK_SIGNATURE:
        return fail(w, CS_PNG_ERR_TRUNCATED, "file ends inside the PNG signature");
    case WALK_HEADER:
        if (w->chunk_count == 0) return fail(w, CS_PNG_ERR_TRUNCATED, "file ends before the IHDR chunk");
        if (w->header_fill > 0) return fail(w, CS_PNG_ERR_TRUNCATED, "file ends inside a chunk header");
        if (!w->saw_idat) return fail(w, CS_PNG_ERR_TRUNCATED, "file ends before the image data (no IDAT chunk)");
        warn(w, "file ends before the IEND chunk (recovered: the image data was read)");
        return CS_PNG_OK;
    case WALK_DATA:
    case WALK_CRC:
        snprintf(text, sizeof text, "file ends inside the %s chunk", w->name);
        return fail(w, CS_PNG_ERR_TRUNCATED, text);
    default:
        return CS_PNG_OK;
    }
}

int cs_walk_finished(const cs_chunk_walk *w) { return w->state == WALK_DONE; }
