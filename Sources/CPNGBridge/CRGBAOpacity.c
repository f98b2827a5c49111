/*
 * CRGBAOpacity.c — whether an RGBA picture is opaque, the one copy of the check
 * the writers share: the PNG writers (CPNGWriter.c, CPNGFastWriter.c) write an
 * opaque picture as RGB, and the JPEG writer (CJPEGBridge, asked by PNGCodec's
 * JPEGEncoder) hands its rows to libjpeg as RGBX rather than compositing them.
 */
#include "CPNGBridge.h"

int cs_rgba8_is_opaque(const void *pixels, uint32_t width, uint32_t height, size_t stride) {
    const unsigned char *base = (const unsigned char *)pixels;
    for (uint32_t y = 0; y < height; y++) {
        const unsigned char *row = base + (size_t)y * stride;
        /* An AND over the row, no early exit inside it, so the loop vectorises. */
        unsigned char all = 255;
        for (uint32_t x = 0; x < width; x++) all &= row[(size_t)x * 4 + 3];
        if (all != 255) return 0;
    }
    return 1;
}
