/*
 * CJPEGWriter.c — libjpeg's compressor, for the pictures in HTML reports.
 *
 * Every libjpeg call runs under setjmp: the error_exit callback records the
 * message and longjmps back here. The state lives on the heap, so nothing the
 * error path reads is a local modified after setjmp. The JPEG is written into
 * a growable memory buffer (a destination manager of our own: jpeg_mem_dest
 * is missing from some libjpeg builds). Everything is freed on every path.
 */
#include "CJPEGBridge.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

typedef struct cs_jpeg_writer {
    struct jpeg_compress_struct cinfo;
    struct jpeg_error_mgr error;
    struct jpeg_destination_mgr destination;
    jmp_buf jump;
    unsigned char *data;
    size_t capacity;
    size_t length;         /* bytes final once term_destination ran */
    unsigned char *row;    /* one RGB row */
    int out_of_memory;
    int created;
    char message[JMSG_LENGTH_MAX];
} cs_jpeg_writer;

static void cs_error_exit(j_common_ptr cinfo) {
    cs_jpeg_writer *w = (cs_jpeg_writer *)cinfo->client_data;
    if (w->message[0] == '\0') (*cinfo->err->format_message)(cinfo, w->message);
    longjmp(w->jump, 1);
}

static void cs_output_message(j_common_ptr cinfo) {
    (void)cinfo; /* warnings about our own pixels: nothing to act on */
}

/* ---- destination: a buffer that doubles as it fills --------------------- */

static void cs_init_destination(j_compress_ptr cinfo) {
    cs_jpeg_writer *w = (cs_jpeg_writer *)cinfo->client_data;
    w->capacity = 64 * 1024;
    w->data = (unsigned char *)malloc(w->capacity);
    if (w->data == NULL) {
        w->out_of_memory = 1;
        ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    }
    w->destination.next_output_byte = w->data;
    w->destination.free_in_buffer = w->capacity;
}

static boolean cs_empty_output_buffer(j_compress_ptr cinfo) {
    /* Called when the whole buffer is full (free_in_buffer is 0). */
    cs_jpeg_writer *w = (cs_jpeg_writer *)cinfo->client_data;
    size_t used = w->capacity;
    if (w->capacity > ((size_t)-1) / 2) {
        w->out_of_memory = 1;
        ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    }
    unsigned char *grown = (unsigned char *)realloc(w->data, w->capacity * 2);
    if (grown == NULL) {
        w->out_of_memory = 1;
        ERREXIT1(cinfo, JERR_OUT_OF_MEMORY, 0);
    }
    w->data = grown;
    w->capacity *= 2;
    w->destination.next_output_byte = w->data + used;
    w->destination.free_in_buffer = w->capacity - used;
    return TRUE;
}

static void cs_term_destination(j_compress_ptr cinfo) {
    cs_jpeg_writer *w = (cs_jpeg_writer *)cinfo->client_data;
    w->length = w->capacity - w->destination.free_in_buffer;
}

/* ---- encoding ----------------------------------------------------------- */

/* Runs under the setjmp armed by cs_jpeg_write_rgba8. */
static void write_unguarded(cs_jpeg_writer *w, const unsigned char *pixels, uint32_t width, uint32_t height,
                            size_t stride, int quality, int opaque) {
    struct jpeg_compress_struct *c = &w->cinfo;
#ifdef JCS_EXTENSIONS
    /* libjpeg-turbo reads RGBX rows itself: an opaque picture (every screenshot
     * without alpha) is handed over as it is, its rows not copied to RGB first.
     * The colour conversion is the same arithmetic, so are the bytes. */
    const int direct = opaque != 0;
#else
    (void)opaque;
    const int direct = 0;
#endif
    w->created = 1; /* jpeg_destroy_compress is safe on a half-created state */
    jpeg_create_compress(c);
    c->client_data = w;
    w->destination.init_destination = cs_init_destination;
    w->destination.empty_output_buffer = cs_empty_output_buffer;
    w->destination.term_destination = cs_term_destination;
    c->dest = &w->destination;
    c->image_width = width;
    c->image_height = height;
    c->input_components = 3;
    c->in_color_space = JCS_RGB;
    jpeg_set_defaults(c);
#ifdef JCS_EXTENSIONS
    if (direct) {
        /* After the defaults, which are chosen for JCS_RGB: the same JPEG colour space (YCbCr). */
        c->input_components = 4;
        c->in_color_space = JCS_EXT_RGBX;
    }
#endif
    jpeg_set_quality(c, quality, TRUE);
    jpeg_start_compress(c, TRUE);
    if (direct) {
        JSAMPROW rows[16];
        while (c->next_scanline < c->image_height) {
            JDIMENSION count = 0;
            while (count < 16 && c->next_scanline + count < c->image_height) {
                rows[count] = (JSAMPROW)(pixels + (size_t)(c->next_scanline + count) * stride);
                count++;
            }
            jpeg_write_scanlines(c, rows, count);
        }
        jpeg_finish_compress(c);
        return;
    }
    /* A local pointer: stores through w->row would make the compiler reload it per byte. */
    unsigned char *const row = w->row;
    while (c->next_scanline < c->image_height) {
        const unsigned char *in = pixels + (size_t)c->next_scanline * stride;
        for (uint32_t x = 0; x < width; x++) {
            unsigned a = in[4 * x + 3];
            if (a == 255) {   /* opaque, as screenshots are: the value itself */
                row[3 * x] = in[4 * x]; row[3 * x + 1] = in[4 * x + 1]; row[3 * x + 2] = in[4 * x + 2];
                continue;
            }
            for (int k = 0; k < 3; k++) {
                /* over white: v·a + 255·(255 − a), rounded */
                row[3 * x + k] = (unsigned char)((in[4 * x + k] * a + 255u * (255u - a) + 127u) / 255u);
            }
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(c, rows, 1);
    }
    jpeg_finish_compress(c);
}

cs_jpeg_status cs_jpeg_write_rgba8(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                                   int quality, int opaque, void **out_bytes, size_t *out_length,
                                   char *message, size_t message_capacity) {
    if (out_bytes != NULL) *out_bytes = NULL;
    if (out_length != NULL) *out_length = 0;
    if (message != NULL && message_capacity > 0) message[0] = '\0';
    if (pixels == NULL || out_bytes == NULL || out_length == NULL || width == 0 || height == 0 ||
        width > 65500 || height > 65500 || stride / 4 < width) {
        if (message != NULL && message_capacity > 0) {
            snprintf(message, message_capacity, "cs_jpeg_write_rgba8: invalid arguments (JPEG sides are at most 65500)");
        }
        return CS_JPEG_ERR_USAGE;
    }
    if (quality < 1) quality = 1;
    if (quality > 100) quality = 100;
    cs_jpeg_writer *w = (cs_jpeg_writer *)calloc(1, sizeof *w);
    if (w == NULL) return CS_JPEG_ERR_MEMORY;
    w->row = (unsigned char *)malloc((size_t)width * 3);
    if (w->row == NULL) {
        free(w);
        return CS_JPEG_ERR_MEMORY;
    }
    w->cinfo.err = jpeg_std_error(&w->error);
    w->error.error_exit = cs_error_exit;
    w->error.output_message = cs_output_message;
    w->cinfo.client_data = w;

    cs_jpeg_status result = CS_JPEG_OK;
    if (setjmp(w->jump)) {
        result = w->out_of_memory ? CS_JPEG_ERR_MEMORY : CS_JPEG_ERR_LIBRARY;
    } else {
        write_unguarded(w, (const unsigned char *)pixels, width, height, stride, quality, opaque);
    }
    if (w->created) jpeg_destroy_compress(&w->cinfo);
    if (result == CS_JPEG_OK) {
        *out_bytes = w->data;
        *out_length = w->length;
    } else {
        free(w->data);
        if (message != NULL && message_capacity > 0) {
            snprintf(message, message_capacity, "%s", w->message[0] ? w->message : "out of memory");
        }
    }
    free(w->row);
    free(w);
    return result;
}

void cs_jpeg_free(void *bytes) { free(bytes); }
