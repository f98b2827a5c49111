/*
 * COCRBridge.c — Tesseract's C API behind cs_ocr_ symbols.
 *
 * Tesseract reports problems by printing them; its debug_file parameter is set
 * to /dev/null before the model loads, and the model file is checked here
 * first, so a missing model is a status the caller words, not a paragraph on
 * stderr. Tesseract does not longjmp; C++ exceptions do not cross its C API.
 * The library itself is loaded on first use (below).
 */
#include "COCRBridge.h"

#include <ctype.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/*
 * Tesseract is loaded when the first engine is made (dlopen), not linked: linked,
 * libtesseract and the 55 libraries it pulls in (leptonica, libarchive, curl,
 * OpenMP, ICU, ...) are mapped and initialised by every run of contrastscan,
 * which cost 12 MB of resident memory per process (31.5 MB against 19.7 MB for
 * `analyze` on a golden, measured) whether or not --ocr was given. Its C API
 * (tesseract/capi.h, stable across 4.x and 5.x) is declared here for the
 * eleven functions used, with the two enum values they take.
 */
typedef struct TessBaseAPI TessBaseAPI;
enum { CS_TESS_OEM_LSTM_ONLY = 1, CS_TESS_PSM_SINGLE_LINE = 7 };

static struct {
    TessBaseAPI *(*create)(void);
    void (*delete_api)(TessBaseAPI *);
    int (*init2)(TessBaseAPI *, const char *, const char *, int);
    int (*set_variable)(TessBaseAPI *, const char *, const char *);
    void (*set_page_seg_mode)(TessBaseAPI *, int);
    void (*set_image)(TessBaseAPI *, const unsigned char *, int, int, int, int);
    void (*set_source_resolution)(TessBaseAPI *, int);
    int (*recognize)(TessBaseAPI *, void *);
    char *(*get_utf8_text)(TessBaseAPI *);
    int (*mean_text_conf)(TessBaseAPI *);
    void (*clear)(TessBaseAPI *);
    void (*end)(TessBaseAPI *);
    void (*delete_text)(const char *);
    const char *(*version)(void);
    void (*omp_set_max_active_levels)(int);
} tess;
static cs_ocr_status tess_status = CS_OCR_ERR_NO_LIBRARY;
static char tess_problem[512] = "Tesseract was not loaded";
static pthread_once_t tess_once = PTHREAD_ONCE_INIT;

static void *tess_symbol(void *library, const char *name, int *missing) {
    void *symbol = dlsym(library, name);
    if (symbol == NULL && *missing == 0) {
        *missing = 1;
        snprintf(tess_problem, sizeof tess_problem, "the Tesseract library has no %s", name);
    }
    return symbol;
}

static void tess_load(void) {
#if defined(__APPLE__)
    static const char *const names[] = {"libtesseract.5.dylib", "libtesseract.dylib",
                                        "/opt/homebrew/lib/libtesseract.dylib", "/usr/local/lib/libtesseract.dylib"};
#else
    static const char *const names[] = {"libtesseract.so.5", "libtesseract.so.4", "libtesseract.so"};
#endif
    void *library = NULL;
    const char *why = NULL;
    /* CONTRASTSCAN_TESSERACT_LIBRARY names the library to load instead (another build of it). */
    const char *chosen = getenv("CONTRASTSCAN_TESSERACT_LIBRARY");
    if (chosen != NULL && chosen[0] != '\0') {
        library = dlopen(chosen, RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) {
            const char *error = dlerror();
            snprintf(tess_problem, sizeof tess_problem, "Tesseract is not installed (%s)", error ? error : chosen);
            return;
        }
    }
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (library == NULL && why == NULL) why = dlerror();
    }
    if (library == NULL) {
        snprintf(tess_problem, sizeof tess_problem, "Tesseract is not installed (%s)", why ? why : names[0]);
        return;
    }
    int missing = 0;
    *(void **)&tess.create = tess_symbol(library, "TessBaseAPICreate", &missing);
    *(void **)&tess.delete_api = tess_symbol(library, "TessBaseAPIDelete", &missing);
    *(void **)&tess.init2 = tess_symbol(library, "TessBaseAPIInit2", &missing);
    *(void **)&tess.set_variable = tess_symbol(library, "TessBaseAPISetVariable", &missing);
    *(void **)&tess.set_page_seg_mode = tess_symbol(library, "TessBaseAPISetPageSegMode", &missing);
    *(void **)&tess.set_image = tess_symbol(library, "TessBaseAPISetImage", &missing);
    *(void **)&tess.set_source_resolution = tess_symbol(library, "TessBaseAPISetSourceResolution", &missing);
    *(void **)&tess.recognize = tess_symbol(library, "TessBaseAPIRecognize", &missing);
    *(void **)&tess.get_utf8_text = tess_symbol(library, "TessBaseAPIGetUTF8Text", &missing);
    *(void **)&tess.mean_text_conf = tess_symbol(library, "TessBaseAPIMeanTextConf", &missing);
    *(void **)&tess.clear = tess_symbol(library, "TessBaseAPIClear", &missing);
    *(void **)&tess.end = tess_symbol(library, "TessBaseAPIEnd", &missing);
    *(void **)&tess.delete_text = tess_symbol(library, "TessDeleteText", &missing);
    *(void **)&tess.version = tess_symbol(library, "TessVersion", &missing);
    if (missing) return;
    /* OpenMP comes in with Tesseract (when it was built with it): looked up through the
     * library's handle, which searches its dependencies (RTLD_LOCAL keeps them out of
     * RTLD_DEFAULT, and a lookup there found nothing: OCR then cost 4x the CPU). */
    *(void **)&tess.omp_set_max_active_levels = dlsym(library, "omp_set_max_active_levels");
    tess_status = CS_OCR_OK;
}

struct cs_ocr_engine {
    TessBaseAPI *api;
};

/* CS_OCR_OK once Tesseract's functions are at hand; else why not, in `message`. */
static cs_ocr_status tess_ready(char *message, size_t capacity) {
    pthread_once(&tess_once, tess_load);
    if (tess_status != CS_OCR_OK && message != NULL && capacity > 0) snprintf(message, capacity, "%s", tess_problem);
    return tess_status;
}

/* Debian's Tesseract is built with OpenMP, and its LSTM runs each step of a
 * line as a parallel region of several threads. On one short line that costs
 * more than it saves (measured: about 4x the CPU per line), and contrastscan's
 * own workers already keep the cores busy. Parallel regions are made inactive
 * (max-active-levels 0: each runs on the thread that meets it), unless the user
 * set OpenMP's own limits. Without OpenMP in the process, nothing to do. */
static void cs_serialise_openmp(void) {
    if (tess.omp_set_max_active_levels != NULL && getenv("OMP_THREAD_LIMIT") == NULL &&
        getenv("OMP_MAX_ACTIVE_LEVELS") == NULL && getenv("OMP_NUM_THREADS") == NULL) {
        tess.omp_set_max_active_levels(0);
    }
}

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
    if (tess_ready(message, message_capacity) != CS_OCR_OK) return CS_OCR_ERR_NO_LIBRARY;

    cs_serialise_openmp();
    cs_ocr_engine *engine = (cs_ocr_engine *)calloc(1, sizeof *engine);
    if (engine == NULL) return CS_OCR_ERR_MEMORY;
    engine->api = tess.create();
    if (engine->api == NULL) {
        free(engine);
        return CS_OCR_ERR_MEMORY;
    }
    tess.set_variable(engine->api, "debug_file", "/dev/null");
    /* LSTM only: the legacy engine's data is not in every eng.traineddata. */
    if (tess.init2(engine->api, tessdata_dir, language, CS_TESS_OEM_LSTM_ONLY) != 0) {
        tess.delete_api(engine->api);
        free(engine);
        cs_set_message(message, message_capacity, "Tesseract could not load the OCR model %s%s", model, "");
        return CS_OCR_ERR_INIT;
    }
    tess.set_variable(engine->api, "debug_file", "/dev/null");
    tess.set_page_seg_mode(engine->api, CS_TESS_PSM_SINGLE_LINE);
    *out_engine = engine;
    return CS_OCR_OK;
}

void cs_ocr_engine_free(cs_ocr_engine *engine) {
    if (engine == NULL) return;
    tess.end(engine->api);
    tess.delete_api(engine->api);
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
    tess.set_image(engine->api, (const unsigned char *)pixels, (int)width, (int)height, 1, (int)stride);
    /* The crops are screen pixels scaled to a ~32 px x-height: about 300 dpi print. */
    tess.set_source_resolution(engine->api, 300);
    if (tess.recognize(engine->api, NULL) != 0) {
        tess.clear(engine->api);
        cs_set_message(message, message_capacity, "Tesseract could not recognise the crop%s%s", "", "");
        return CS_OCR_ERR_RECOGNITION;
    }
    char *text = tess.get_utf8_text(engine->api);
    int confidence = tess.mean_text_conf(engine->api);
    tess.clear(engine->api);
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
        tess.delete_text(text);
        return CS_OCR_ERR_MEMORY;
    }
    memcpy(copy, text + start, end - start);
    copy[end - start] = '\0';
    tess.delete_text(text);
    *out_text = copy;
    *out_confidence = confidence < 0 ? 0 : (confidence > 100 ? 100 : confidence);
    return CS_OCR_OK;
}

void cs_ocr_text_free(char *text) { free(text); }

const char *cs_ocr_version(void) {
    if (tess_ready(NULL, 0) != CS_OCR_OK) return "";
    return tess.version();
}
