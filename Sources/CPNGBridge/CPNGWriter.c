/*
 * CPNGWriter.c — libpng's write API, for annotated screenshots and report
 * thumbnails.
 *
 * As in CPNGBridge.c, every libpng call runs under setjmp(png_jmpbuf(png)):
 * the error callback records the message and longjmps back here, so no
 * longjmp crosses a Swift frame. The PNG is written into a growable memory
 * buffer; the caller writes it to disk. Everything is freed on every path.
 */
#include "CPNGBridge.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The write state lives on the heap so nothing the error path reads is a
 * local modified after setjmp (those would need volatile). */
typedef struct cs_png_writer {
    png_structp png;
    png_infop info;
    unsigned char *data;
    size_t length;
    size_t capacity;
    int out_of_memory;
    char message[256];
} cs_png_writer;

static void cs_write_error_fn(png_structp png, png_const_charp message) {
    cs_png_writer *w = (cs_png_writer *)png_get_error_ptr(png);
    if (w != NULL && w->message[0] == '\0') {
        snprintf(w->message, sizeof w->message, "%s", message ? message : "unknown libpng error");
    }
    png_longjmp(png, 1);
}

static void cs_write_warning_fn(png_structp png, png_const_charp message) {
    (void)png;
    (void)message; /* nothing the caller could act on when writing our own pixels */
}

static void cs_write_data_fn(png_structp png, png_bytep bytes, png_size_t count) {
    cs_png_writer *w = (cs_png_writer *)png_get_io_ptr(png);
    if (count > ((size_t)-1) - w->length) {
        w->out_of_memory = 1;
        png_error(png, "PNG output too large");
    }
    if (w->length + count > w->capacity) {
        size_t capacity = w->capacity ? w->capacity : 64 * 1024;
        while (capacity < w->length + count) {
            if (capacity > ((size_t)-1) / 2) { capacity = w->length + count; break; }
            capacity *= 2;
        }
        unsigned char *grown = (unsigned char *)realloc(w->data, capacity);
        if (grown == NULL) {
            w->out_of_memory = 1;
            png_error(png, "out of memory for the PNG output");
        }
        w->data = grown;
        w->capacity = capacity;
    }
    memcpy(w->data + w->length, bytes, count);
    w->length += count;
}

static void cs_write_flush_fn(png_structp png) { (void)png; }

/* Runs under the setjmp armed by cs_png_write_rgba8. */
static void write_unguarded(cs_png_writer *w, const unsigned char *pixels, uint32_t width, uint32_t height,
                            size_t stride, int level, cs_png_filter filter) {
    png_set_write_fn(w->png, w, cs_write_data_fn, cs_write_flush_fn);
    if (level >= 0 && level <= 9) png_set_compression_level(w->png, level);
    static const int masks[] = {PNG_ALL_FILTERS, PNG_FILTER_NONE, PNG_FILTER_SUB, PNG_FILTER_UP, PNG_FILTER_AVG,
                                PNG_FILTER_PAETH};
    if (filter > CS_PNG_FILTER_ADAPTIVE && filter <= CS_PNG_FILTER_PAETH) {
        png_set_filter(w->png, PNG_FILTER_TYPE_BASE, masks[filter]);
    }
    /* An opaque picture (every screenshot) is written as RGB: a quarter less to compress. */
    const int opaque = cs_rgba8_is_opaque(pixels, width, height, stride);
    png_set_IHDR(w->png, w->info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    /* The pixels are sRGB (screenshots are read as sRGB unless tagged); say so. */
    png_set_sRGB(w->png, w->info, PNG_sRGB_INTENT_PERCEPTUAL);
    png_write_info(w->png, w->info);
    if (opaque) png_set_filler(w->png, 0, PNG_FILLER_AFTER);   /* drop the alpha byte of each pixel */
    for (uint32_t y = 0; y < height; y++) {
        png_write_row(w->png, (png_const_bytep)(pixels + (size_t)y * stride));
    }
    png_write_end(w->png, w->info);
}

cs_png_error_kind cs_png_write_rgba8(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                                     int compression_level, cs_png_filter filter,
                                     void **out_bytes, size_t *out_length,
                                     char *message, size_t message_capacity) {
    if (out_bytes != NULL) *out_bytes = NULL;
    if (out_length != NULL) *out_length = 0;
    if (message != NULL && message_capacity > 0) message[0] = '\0';
    if (pixels == NULL || out_bytes == NULL || out_length == NULL || width == 0 || height == 0 ||
        stride / 4 < width) {
        if (message != NULL && message_capacity > 0) {
            snprintf(message, message_capacity, "cs_png_write_rgba8: invalid arguments");
        }
        return CS_PNG_ERR_USAGE;
    }
    cs_png_writer *w = (cs_png_writer *)calloc(1, sizeof *w);
    if (w == NULL) return CS_PNG_ERR_MEMORY;
    cs_png_error_kind result = CS_PNG_OK;
    w->png = png_create_write_struct(PNG_LIBPNG_VER_STRING, w, cs_write_error_fn, cs_write_warning_fn);
    if (w->png != NULL) w->info = png_create_info_struct(w->png);
    if (w->png == NULL || w->info == NULL) {
        snprintf(w->message, sizeof w->message, "libpng could not allocate its write state");
        result = CS_PNG_ERR_MEMORY;
    } else if (setjmp(png_jmpbuf(w->png))) {
        result = w->out_of_memory ? CS_PNG_ERR_MEMORY : CS_PNG_ERR_CORRUPT;
    } else {
        write_unguarded(w, (const unsigned char *)pixels, width, height, stride, compression_level, filter);
    }
    if (w->png != NULL) png_destroy_write_struct(&w->png, w->info ? &w->info : NULL);
    if (result == CS_PNG_OK) {
        *out_bytes = w->data;
        *out_length = w->length;
    } else {
        free(w->data);
        if (message != NULL && message_capacity > 0) snprintf(message, message_capacity, "%s", w->message);
    }
    free(w);
    return result;
}

void cs_png_free(void *bytes) { free(bytes); }
