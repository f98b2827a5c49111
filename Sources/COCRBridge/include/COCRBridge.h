/*
 * COCRBridge — the one place that calls Tesseract (its C API, capi.h), to read
 * the words of one detected text line at a time.
 *
 * An engine (a TessBaseAPI loaded with one language's model) costs about a
 * tenth of a second to create and is not thread-safe: create one per thread or
 * worker, reuse it for every line, free it once. No Tesseract type leaves this
 * file; symbols are prefixed `cs_ocr_`, byte buffers are `void *`, and every
 * failure is a status with a message, never a message on stderr (Tesseract's
 * own diagnostics are sent to /dev/null).
 */
#ifndef CONTRASTSCAN_COCRBRIDGE_H
#define CONTRASTSCAN_COCRBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Why a call failed. CS_OCR_OK means it did not. */
typedef enum cs_ocr_status {
    CS_OCR_OK = 0,
    CS_OCR_ERR_USAGE = 1,       /* invalid arguments */
    CS_OCR_ERR_NO_MODEL = 2,    /* LANGUAGE.traineddata is not in the folder given */
    CS_OCR_ERR_INIT = 3,        /* Tesseract refused to load the model */
    CS_OCR_ERR_RECOGNITION = 4, /* Tesseract could not read the image */
    CS_OCR_ERR_MEMORY = 5,      /* an allocation failed */
    CS_OCR_ERR_NO_LIBRARY = 6   /* libtesseract could not be loaded (not installed), or lacks a function */
} cs_ocr_status;

/** A Tesseract engine with one language loaded. Opaque. */
typedef struct cs_ocr_engine cs_ocr_engine;

/**
 * Creates an engine reading `language` (e.g. "eng") with the model
 * `tessdata_dir`/`language`.traineddata, set up for one line of text per
 * image (page segmentation mode 7). The file is checked before Tesseract sees
 * it. On success `*out_engine` is the engine the caller frees with
 * cs_ocr_engine_free; on failure it is NULL and `message` says why.
 */
cs_ocr_status cs_ocr_engine_create(const char *tessdata_dir, const char *language, cs_ocr_engine **out_engine,
                                   char *message, size_t message_capacity);

/** Frees an engine made by cs_ocr_engine_create. Accepts NULL. */
void cs_ocr_engine_free(cs_ocr_engine *engine);

/**
 * Reads the text of an 8-bit grey image (`height` rows of `stride` bytes, each
 * starting with `width` bytes; dark text on a light ground reads best).
 * On success `*out_text` is the UTF-8 text, whitespace-trimmed, which the
 * caller frees with cs_ocr_text_free, and `*out_confidence` Tesseract's mean
 * word confidence 0…100 (0 when no word was found). On failure `*out_text` is
 * NULL and `message` says why.
 */
cs_ocr_status cs_ocr_read_grey8(cs_ocr_engine *engine, const void *pixels, uint32_t width, uint32_t height,
                                size_t stride, char **out_text, int *out_confidence,
                                char *message, size_t message_capacity);

/** Frees text returned by cs_ocr_read_grey8. Accepts NULL. */
void cs_ocr_text_free(char *text);

/** Tesseract's version, e.g. "5.3.0"; "" when the library cannot be loaded. */
const char *cs_ocr_version(void);

#ifdef __cplusplus
}
#endif
#endif
