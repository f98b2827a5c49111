/*
 * COCRBridge.c — Tesseract's C API behind cs_ocr_ symbols.
 *
 * Tesseract reports problems by printing them; its debug_file parameter is set
 * to /dev/null before the model loads, and the model file is checked here
 * first, so a missing model is a status the caller words, not a paragraph on
 * stderr. Tesseract does not longjmp; C++ exceptions do not cross its C API.
 */
#include "COCRBridge.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <tesseract/capi.h>

struct cs_ocr_engine {
    TessBaseAPI *api;
};

#if defined(__linux__)
/* Debian's Tesseract is built with OpenMP, and its LSTM runs each step of a
 * line as a parallel region of several threads. On one short line that costs
 * more than it saves (measured: about 4x the CPU per line), and contrastscan's
 * own workers already keep the cores busy. Parallel regions are made inactive
 * (max-active-levels 0: each runs on the thread that meets it), unless the user
 * set OpenMP's own limits. Weak: without libgomp in the process, nothing to do. */
extern void omp_set_max_active_levels(int max_levels) __attribute__((weak));

static void cs_serialise_openmp(void) {
    if (omp_set_max_active_levels != NULL && getenv("OMP_THREAD_LIMIT") == NULL &&
        getenv("OMP_MAX_ACTIVE_LEVELS") == NULL && getenv("OMP_NUM_THREADS") == NULL) {
        omp_set_max_active_levels(0);
    }
}
#else
static void cs_serialise_openmp(void) {}
#endif

static void cs_set_message(char *message, size_t capacity, const char *format, const char *a, const char *b) {
    if (message != NULL && capacity > 0) snprintf(message, capacity, format, a, b);
}

cs_ocr_status cs_ocr_engine_create(const char *tessdata_dir, const char *language, cs_ocr_engine **out_engine,
                                   char *message, size_t message_capacity) {
    if (out_engine != NULL) *out_engine = NULL;
    if (message != NULL && message_capacity > 0) message[0] = '\0';
    if (tessdata_dir == NULL || language == NULL || out_engine == NULL || language[0] == '\0' ||
        strlen(tessdata_dir) > 4000 || strlen(language) > 64) {
        cs_set_message(message, message_capacity, "cs_ocr_engine_create: invalid arguments%s%s", "", "");
        return CS_OCR_ERR_USAGE;
    }
    char model[4200];
    snprintf(model, sizeof model, "%s/%s.traineddata", tessdata_dir, language);
    FILE *probe = fopen(model, "rb");
    if (probe == NULL) {
        cs_set_message(message, message_capacity, "no OCR model %s (%s)", model, "cannot be opened");
        return CS_OCR_ERR_NO_MODEL;
    }
    fclose(probe);

    cs_serialise_openmp();
    cs_ocr_engine *engine = (cs_ocr_engine *)calloc(1, sizeof *engine);
    if (engine == NULL) return CS_OCR_ERR_MEMORY;
    engine->api = TessBaseAPICreate();
    if (engine->api == NULL) {
        free(engine);
        return CS_OCR_ERR_MEMORY;
    }
    TessBaseAPISetVariable(engine->api, "debug_file", "/dev/null");
    /* LSTM only: the legacy engine's data is not in every eng.traineddata. */
    if (TessBaseAPIInit2(engine->api, tessdata_dir, language, OEM_LSTM_ONLY) != 0) {
        TessBaseAPIDelete(engine->api);
        free(engine);
        cs_set_message(message, message_capacity, "Tesseract could not load the OCR model %s%s", model, "");
        return CS_OCR_ERR_INIT;
    }
    TessBaseAPISetVariable(engine->api, "debug_file", "/dev/null");
    TessBaseAPISetPageSegMode(engine->api, PSM_SINGLE_LINE);
    *out_engine = engine;
    return CS_OCR_OK;
}

void cs_ocr_engine_free(cs_ocr_engine *engine) {
    if (engine == NULL) return;
    TessBaseAPIEnd(engine->api);
    TessBaseAPIDelete(engine->api);
    free(engine);
}

cs_ocr_status cs_ocr_read_grey8(cs_ocr_engine *engine, const void *pixels, uint32_t width, uint32_t height,
                                size_t stride, char **out_text, int *out_confidence,
                                char *message, size_t message_capacity) {
    if (out_text != NULL) *out_text = NULL;
    if (out_confidence != NULL) *out_confidence = 0;
    if (message != NULL && message_capacity > 0) message[0] = '\0';
    if (engine == NULL || pixels == NULL || out_text == NULL || out_confidence == NULL || width < 3 || height < 3 ||
        width > 32000 || height > 32000 || stride < width || stride > 0x7fffffff) {
        cs_set_message(message, message_capacity, "cs_ocr_read_grey8: invalid arguments (sides 3…32000 pixels)%s%s", "", "");
        return CS_OCR_ERR_USAGE;
    }
    TessBaseAPISetImage(engine->api, (const unsigned char *)pixels, (int)width, (int)height, 1, (int)stride);
    /* The crops are screen pixels scaled to a ~32 px x-height: about 300 dpi print. */
    TessBaseAPISetSourceResolution(engine->api, 300);
    if (TessBaseAPIRecognize(engine->api, NULL) != 0) {
        TessBaseAPIClear(engine->api);
        cs_set_message(message, message_capacity, "Tesseract could not recognise the crop%s%s", "", "");
        return CS_OCR_ERR_RECOGNITION;
    }
    char *text = TessBaseAPIGetUTF8Text(engine->api);
    int confidence = TessBaseAPIMeanTextConf(engine->api);
    TessBaseAPIClear(engine->api);
    if (text == NULL) {
        cs_set_message(message, message_capacity, "Tesseract returned no text%s%s", "", "");
        return CS_OCR_ERR_RECOGNITION;
    }
    /* Trim: Tesseract ends a line with "\n" (and a page with form feed). */
    size_t start = 0, end = strlen(text);
    while (start < end && isspace((unsigned char)text[start])) start++;
    while (end > start && isspace((unsigned char)text[end - 1])) end--;
    char *copy = (char *)malloc(end - start + 1);
    if (copy == NULL) {
        TessDeleteText(text);
        return CS_OCR_ERR_MEMORY;
    }
    memcpy(copy, text + start, end - start);
    copy[end - start] = '\0';
    TessDeleteText(text);
    *out_text = copy;
    *out_confidence = confidence < 0 ? 0 : (confidence > 100 ? 100 : confidence);
    return CS_OCR_OK;
}

void cs_ocr_text_free(char *text) { free(text); }

const char *cs_ocr_version(void) { return TessVersion(); }
