/*
 * CPNGFastWriter.c — PNG files written directly, for annotated copies: the
 * signature, IHDR, sRGB, one IDAT and IEND, the scanlines filtered here and
 * compressed by CDeflate (ISA-L when it loads, else zlib level 1).
 *
 * libpng's writer costs more than the compression for these: it runs a
 * transform per pixel (the filler that drops alpha), copies each row twice
 * and computes Adler-32 separately; and zlib at level 1 is 8-10 times slower
 * than ISA-L. Nothing here can longjmp, so no setjmp is needed. The output is
 * one growing buffer; nothing is written to it but the file's bytes, in order.
 */
#include "CPNGBridge.h"
#include "CDeflate.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static void put32(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

/* Appends a whole chunk (length, type, data, CRC); the buffer has room. */
static void put_chunk(unsigned char *out, size_t *length, const char type[4], const unsigned char *data, uint32_t count) {
    unsigned char *p = out + *length;
    put32(p, count);
    memcpy(p + 4, type, 4);
    if (count > 0) memcpy(p + 8, data, count);
    put32(p + 8 + count, (uint32_t)crc32(0L, p + 4, 4 + count));
    *length += 12 + (size_t)count;
}

/* RGBA -> RGB: four bytes copied per pixel, each overlapping the next pixel's
 * first byte, which the next store writes; the last pixel three bytes. */
static void rgba_to_rgb(unsigned char *out, const unsigned char *in, uint32_t width) {
    uint32_t x = 0;
    for (; x + 1 < width; x++) memcpy(out + (size_t)x * 3, in + (size_t)x * 4, 4);
    memcpy(out + (size_t)x * 3, in + (size_t)x * 4, 3);
}

cs_png_error_kind cs_png_write_fast(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                                    int source_channels, cs_png_filter filter, cs_deflater deflater,
                                    void **out_bytes, size_t *out_length,
                                    char *message, size_t message_capacity) {
    if (out_bytes != NULL) *out_bytes = NULL;
    if (out_length != NULL) *out_length = 0;
    if (message != NULL && message_capacity > 0) message[0] = '\0';
    char scratch[256];
    if (message == NULL || message_capacity == 0) { message = scratch; message_capacity = sizeof scratch; }
    if (pixels == NULL || out_bytes == NULL || out_length == NULL || width == 0 || height == 0 ||
        width > 0x7fffffffu || height > 0x7fffffffu || (source_channels != 3 && source_channels != 4) ||
        stride / (size_t)source_channels < width ||
        (filter != CS_PNG_FILTER_NONE && filter != CS_PNG_FILTER_UP)) {
        snprintf(message, message_capacity, "cs_png_write_fast: invalid arguments");
        return CS_PNG_ERR_USAGE;
    }
    const unsigned char *source = (const unsigned char *)pixels;
    /* RGB comes as it is written; RGBA is written as RGB when every alpha is 255. */
    const int opaque = source_channels == 3 || cs_rgba8_is_opaque(source, width, height, stride);
    const int convert = source_channels == 4 && opaque;
    const size_t channels = opaque ? 3 : 4;
    const size_t pixel_bytes = (size_t)width * channels;
    const size_t line = 1 + pixel_bytes;   /* filter byte + pixels */
    /* Rows are compressed in blocks of about 256 KiB (at least one row). */
    size_t block_rows = (256 * 1024) / line;
    if (block_rows == 0) block_rows = 1;
    if (block_rows > height) block_rows = height;

    cs_png_error_kind result = CS_PNG_OK;
    /* Zeroed, with 64 bytes to spare past the rows: ISA-L's vector code may load a few
     * bytes past the input it is given (never using them in the output's meaning, but they
     * can steer which of two equally valid matches it picks). Stale or foreign bytes there
     * made annotated copies differ in compressed bytes, run to run, for the same pixels. */
    unsigned char *block = (unsigned char *)calloc(1, block_rows * line + 64);
    /* The previous and current rows, unfiltered, for the Up filter. */
    unsigned char *rows = filter == CS_PNG_FILTER_UP && convert ? (unsigned char *)calloc(2, pixel_bytes + 4) : NULL;
    size_t capacity = 64 + (size_t)height * line / 8;
    unsigned char *out = (unsigned char *)malloc(capacity);
    size_t length = 0;
    cs_deflate_stream *stream = cs_deflate_begin(deflater);
    if (block == NULL || out == NULL || stream == NULL || (filter == CS_PNG_FILTER_UP && convert && rows == NULL)) {
        snprintf(message, message_capacity, "out of memory for the PNG output");
        result = CS_PNG_ERR_MEMORY;
        goto done;
    }

    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(out, signature, 8);
    length = 8;
    unsigned char ihdr[13];
    put32(ihdr, width);
    put32(ihdr + 4, height);
    ihdr[8] = 8;                    /* bits per channel */
    ihdr[9] = opaque ? 2 : 6;       /* RGB, or RGB with alpha */
    ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0;   /* deflate, adaptive filtering, no interlace */
    put_chunk(out, &length, "IHDR", ihdr, 13);
    /* The pixels are sRGB (screenshots are read as sRGB unless tagged); say so. */
    const unsigned char perceptual = 0;
    put_chunk(out, &length, "sRGB", &perceptual, 1);
    const size_t idat = length;     /* its length and type are written once the data is known */
    length += 8;

    unsigned char *previous = rows, *current = rows ? rows + pixel_bytes + 4 : NULL;
    size_t filled = 0;
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *in = source + (size_t)y * stride;
        unsigned char *target = block + filled * line;
        if (filter == CS_PNG_FILTER_NONE) {
            target[0] = 0;
            if (convert) rgba_to_rgb(target + 1, in, width); else memcpy(target + 1, in, pixel_bytes);
        } else if (!convert) {
            /* Up straight from the source rows: the row above is still there. */
            const unsigned char *above = y > 0 ? in - stride : NULL;
            target[0] = 2;
            if (above == NULL) memcpy(target + 1, in, pixel_bytes);
            else for (size_t i = 0; i < pixel_bytes; i++) target[1 + i] = (unsigned char)(in[i] - above[i]);
        } else {
            rgba_to_rgb(current, in, width);
            target[0] = 2;
            for (size_t i = 0; i < pixel_bytes; i++) target[1 + i] = (unsigned char)(current[i] - previous[i]);
            unsigned char *swap = previous; previous = current; current = swap;
        }
        filled++;
        int last = y + 1 == height;
        if (filled == block_rows || last) {
            /* A short last block: what follows it is read as if zero (see block above). */
            if (filled < block_rows) memset(block + filled * line, 0, (block_rows - filled) * line < 64 ? (block_rows - filled) * line : 64);
            int status = cs_deflate_feed(stream, block, filled * line, last, &out, &length, &capacity,
                                         message, message_capacity);
            if (status != 0) {
                if (status == -1) snprintf(message, message_capacity, "out of memory for the PNG output");
                result = status == -1 ? CS_PNG_ERR_MEMORY : CS_PNG_ERR_CORRUPT;
                goto done;
            }
            filled = 0;
        }
    }
    const size_t data = length - idat - 8;
    if (data > 0x7fffffffu) {
        snprintf(message, message_capacity, "the compressed image is over 2 GiB, more than one PNG chunk holds");
        result = CS_PNG_ERR_USAGE;
        goto done;
    }
    put32(out + idat, (uint32_t)data);
    memcpy(out + idat + 4, "IDAT", 4);
    if (capacity - length < 24) {
        unsigned char *grown = (unsigned char *)realloc(out, length + 24);
        if (grown == NULL) {
            snprintf(message, message_capacity, "out of memory for the PNG output");
            result = CS_PNG_ERR_MEMORY;
            goto done;
        }
        out = grown;
        capacity = length + 24;
    }
    put32(out + length, cs_deflate_crc32(stream, out + idat + 4, 4 + data));
    length += 4;
    put_chunk(out, &length, "IEND", NULL, 0);

done:
    cs_deflate_end(stream);
    free(block);
    free(rows);
    if (result == CS_PNG_OK) {
        *out_bytes = out;
        *out_length = length;
    } else {
        free(out);
    }
    return result;
}
