/*
 * CJPEGBridge — the one place that calls libjpeg (libjpeg-turbo on Debian and
 * Homebrew), to encode the pictures of HTML reports small and fast.
 *
 * libjpeg reports errors through error_exit, which must not return: this file
 * longjmps back under setjmp, so no longjmp crosses a Swift frame. Symbols are
 * prefixed `cs_jpeg_`. Byte buffers are `void *`.
 */
#ifndef CONTRASTSCAN_CJPEGBRIDGE_H
#define CONTRASTSCAN_CJPEGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Why an encode failed. CS_JPEG_OK means it did not. */
typedef enum cs_jpeg_status {
    CS_JPEG_OK = 0,
    CS_JPEG_ERR_USAGE = 1,     /* invalid arguments */
    CS_JPEG_ERR_MEMORY = 2,    /* an allocation failed */
    CS_JPEG_ERR_LIBRARY = 3    /* libjpeg refused; the message is libjpeg's */
} cs_jpeg_status;

/**
 * Encodes 8-bit RGBA pixels (`height` rows of `stride` bytes, each starting
 * with `width × 4` bytes R, G, B, A) as a baseline JPEG in memory, at
 * `quality` 1…100 with 4:2:0 chroma. JPEG has no alpha: each pixel is
 * composited over white, as the analysis reads translucent pixels.
 * `opaque` nonzero says every alpha is 255 (the caller checked, with
 * CPNGBridge's cs_rgba8_is_opaque): the rows then go to libjpeg as they are
 * (RGBX), not copied — the same bytes. Zero is always correct, only slower.
 * On success `*out_bytes` holds `*out_length` bytes the caller frees with
 * cs_jpeg_free; on failure they are NULL/0 and `message` (at least 1 byte)
 * says why.
 */
cs_jpeg_status cs_jpeg_write_rgba8(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                                   int quality, int opaque, void **out_bytes, size_t *out_length,
                                   char *message, size_t message_capacity);

/** Frees a buffer returned by cs_jpeg_write_rgba8. Accepts NULL. */
void cs_jpeg_free(void *bytes);

#ifdef __cplusplus
}
#endif
#endif
