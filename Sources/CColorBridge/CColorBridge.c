/*
 * CColorBridge — every Little CMS 2 call. See include/CColorBridge.h.
 */
#include "CColorBridge.h"

#include <lcms2.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The first error Little CMS logged while building one transform. */
typedef struct cs_cms_log {
    char message[256];
    int has_message;
} cs_cms_log;

struct cs_cms_transform {
    cmsContext context;
    cmsHTRANSFORM transform;
    cs_cms_log *log;
    char description[256];
    int is_gray;
};

static void log_error(cmsContext context, cmsUInt32Number code, const char *text) {
    (void)code;
    cs_cms_log *log = (cs_cms_log *)cmsGetContextUserData(context);
    if (log == NULL || log->has_message || text == NULL) return;
    snprintf(log->message, sizeof log->message, "%s", text);
    log->has_message = 1;
}

static void set_message(char *message, size_t size, const char *text, const cs_cms_log *log) {
    if (message == NULL || size == 0) return;
    if (log != NULL && log->has_message) {
        snprintf(message, size, "%s (%s)", text, log->message);
    } else {
        snprintf(message, size, "%s", text);
    }
}

/* A context whose error log goes to a fresh cs_cms_log. NULL when out of memory. */
static cmsContext new_context(cs_cms_log **log_out) {
    cs_cms_log *log = calloc(1, sizeof *log);
    if (log == NULL) return NULL;
    cmsContext context = cmsCreateContext(NULL, log);
    if (context == NULL) { free(log); return NULL; }
    cmsSetLogErrorHandlerTHR(context, log_error);
    *log_out = log;
    return context;
}

/* Linear-light sRGB: the sRGB primaries and D65 white with a gamma 1.0 curve. */
static cmsHPROFILE linear_srgb_profile(cmsContext context) {
    cmsCIExyY white = {0.3127, 0.3290, 1.0};
    cmsCIExyYTRIPLE primaries = {{0.64, 0.33, 1.0}, {0.30, 0.60, 1.0}, {0.15, 0.06, 1.0}};
    cmsToneCurve *linear = cmsBuildGamma(context, 1.0);
    if (linear == NULL) return NULL;
    cmsToneCurve *curves[3] = {linear, linear, linear};
    cmsHPROFILE profile = cmsCreateRGBProfileTHR(context, &white, &primaries, curves);
    cmsFreeToneCurve(linear);
    return profile;
}

/* Finishes a transform from `source` (consumed) to linear sRGB. */
static cs_cms_transform *finish(cmsContext context, cs_cms_log *log, cmsHPROFILE source,
                                cs_cms_status *status, char *message, size_t message_size) {
    cs_cms_transform *result = NULL;
    cmsHPROFILE target = NULL;
    cmsColorSpaceSignature space = cmsGetColorSpace(source);
    int is_gray = space == cmsSigGrayData;
    if (space != cmsSigRgbData && !is_gray) {
        *status = CS_CMS_UNSUPPORTED_SPACE;
        set_message(message, message_size, "the profile is not for RGB or grey images", NULL);
        goto fail;
    }
    if (!cmsIsIntentSupported(source, INTENT_RELATIVE_COLORIMETRIC, LCMS_USED_AS_INPUT) &&
        !cmsIsIntentSupported(source, INTENT_PERCEPTUAL, LCMS_USED_AS_INPUT)) {
        *status = CS_CMS_NOT_INPUT_CAPABLE;
        set_message(message, message_size, "the profile cannot convert image values to colours", log);
        goto fail;
    }
    target = linear_srgb_profile(context);
    if (target == NULL) {
        *status = CS_CMS_TRANSFORM_FAILED;
        set_message(message, message_size, "could not build the linear sRGB profile", log);
        goto fail;
    }
    /* Input is always RGB triplets of doubles; a grey profile reads the first
       and skips the other two as extra channels. */
    cmsUInt32Number input_format = is_gray
        ? (COLORSPACE_SH(PT_GRAY) | CHANNELS_SH(1) | EXTRA_SH(2) | BYTES_SH(0) | FLOAT_SH(1))
        : TYPE_RGB_DBL;
    cmsHTRANSFORM transform = cmsCreateTransformTHR(context, source, input_format, target, TYPE_RGB_DBL,
                                                    INTENT_RELATIVE_COLORIMETRIC, cmsFLAGS_NOCACHE);
    if (transform == NULL) {
        *status = CS_CMS_TRANSFORM_FAILED;
        set_message(message, message_size, "Little CMS could not build a transform from this profile", log);
        goto fail;
    }
    result = calloc(1, sizeof *result);
    if (result == NULL) {
        cmsDeleteTransform(transform);
        *status = CS_CMS_TRANSFORM_FAILED;
        set_message(message, message_size, "out of memory", NULL);
        goto fail;
    }
    result->context = context;
    result->transform = transform;
    result->log = log;
    result->is_gray = is_gray;
    cmsGetProfileInfoASCII(source, cmsInfoDescription, "en", "US", result->description,
                           sizeof result->description);
    result->description[sizeof result->description - 1] = '\0';
    cmsCloseProfile(source);
    cmsCloseProfile(target);
    *status = CS_CMS_OK;
    return result;

fail:
    if (target != NULL) cmsCloseProfile(target);
    if (source != NULL) cmsCloseProfile(source);
    cmsDeleteContext(context);
    free(log);
    return NULL;
}

/* Every entry point starts the same way: a status to write (the caller's, or a
   local one when it passed NULL) and an empty message. */
static cs_cms_status *begin(cs_cms_status *status, cs_cms_status *ignored, char *message, size_t message_size) {
    if (message != NULL && message_size > 0) message[0] = '\0';
    return status != NULL ? status : ignored;
}

/* A context with its log, or NULL with the status and message saying why. */
static cmsContext new_context_or_fail(cs_cms_log **log, cs_cms_status *status, char *message, size_t message_size) {
    cmsContext context = new_context(log);
    if (context == NULL) {
        *status = CS_CMS_TRANSFORM_FAILED;
        set_message(message, message_size, "out of memory", NULL);
    }
    return context;
}

cs_cms_transform *cs_cms_transform_from_icc(const void *data, size_t size,
                                            cs_cms_status *status, char *message, size_t message_size) {
    cs_cms_status ignored;
    status = begin(status, &ignored, message, message_size);
    if (data == NULL || size < 128 || size > UINT32_MAX) {
        *status = CS_CMS_INVALID_PROFILE;
        set_message(message, message_size, "the profile is shorter than an ICC header (128 bytes)", NULL);
        return NULL;
    }
    cs_cms_log *log = NULL;
    cmsContext context = new_context_or_fail(&log, status, message, message_size);
    if (context == NULL) return NULL;
    cmsHPROFILE source = cmsOpenProfileFromMemTHR(context, data, (cmsUInt32Number)size);
    if (source == NULL) {
        *status = CS_CMS_INVALID_PROFILE;
        set_message(message, message_size, "not a readable ICC profile", log);
        cmsDeleteContext(context);
        free(log);
        return NULL;
    }
    return finish(context, log, source, status, message, message_size);
}

cs_cms_transform *cs_cms_transform_from_primaries(const double xy[8], cs_cms_curve curve, double parameter,
                                                  cs_cms_status *status, char *message, size_t message_size) {
    cs_cms_status ignored;
    status = begin(status, &ignored, message, message_size);
    for (int i = 0; i < 8; i++) {
        /* xy chromaticities lie in (0, 1); y must not be 0 (it divides). */
        if (!(isfinite(xy[i]) && xy[i] > 0 && xy[i] < 1)) {
            *status = CS_CMS_INVALID_ARGUMENT;
            set_message(message, message_size, "chromaticities must lie strictly between 0 and 1", NULL);
            return NULL;
        }
    }
    if (curve == CS_CMS_CURVE_GAMMA && !(isfinite(parameter) && parameter > 0.01 && parameter < 100)) {
        *status = CS_CMS_INVALID_ARGUMENT;
        set_message(message, message_size, "the gamma must be between 0.01 and 100", NULL);
        return NULL;
    }
    cs_cms_log *log = NULL;
    cmsContext context = new_context_or_fail(&log, status, message, message_size);
    if (context == NULL) return NULL;
    cmsToneCurve *tone = NULL;
    switch (curve) {
    case CS_CMS_CURVE_SRGB: {
        /* Y = ((X + 0.055) / 1.055)^2.4 for X >= 0.04045, X / 12.92 below. */
        const cmsFloat64Number p[5] = {2.4, 1.0 / 1.055, 0.055 / 1.055, 1.0 / 12.92, 0.04045};
        tone = cmsBuildParametricToneCurve(context, 4, p);
        break;
    }
    case CS_CMS_CURVE_BT709: {
        /* Inverse OETF: Y = ((X + 0.099) / 1.099)^(1/0.45) for X >= 0.081, X / 4.5 below. */
        const cmsFloat64Number p[5] = {1.0 / 0.45, 1.0 / 1.099, 0.099 / 1.099, 1.0 / 4.5, 0.081};
        tone = cmsBuildParametricToneCurve(context, 4, p);
        break;
    }
    case CS_CMS_CURVE_GAMMA:
    default:
        tone = cmsBuildGamma(context, curve == CS_CMS_CURVE_GAMMA ? parameter : 1.0);
        break;
    }
    if (tone == NULL) {
        *status = CS_CMS_TRANSFORM_FAILED;
        set_message(message, message_size, "could not build the tone curve", log);
        cmsDeleteContext(context);
        free(log);
        return NULL;
    }
    cmsCIExyY white = {xy[0], xy[1], 1.0};
    cmsCIExyYTRIPLE primaries = {{xy[2], xy[3], 1.0}, {xy[4], xy[5], 1.0}, {xy[6], xy[7], 1.0}};
    cmsToneCurve *curves[3] = {tone, tone, tone};
    cmsHPROFILE source = cmsCreateRGBProfileTHR(context, &white, &primaries, curves);
    cmsFreeToneCurve(tone);
    if (source == NULL) {
        *status = CS_CMS_INVALID_ARGUMENT;
        set_message(message, message_size, "these primaries do not make an RGB colour space", log);
        cmsDeleteContext(context);
        free(log);
        return NULL;
    }
    return finish(context, log, source, status, message, message_size);
}

void cs_cms_transform_destroy(cs_cms_transform *transform) {
    if (transform == NULL) return;
    cmsDeleteTransform(transform->transform);
    cmsDeleteContext(transform->context);
    free(transform->log);
    free(transform);
}

void cs_cms_transform_to_linear_srgb(const cs_cms_transform *transform, const double *input,
                                     double *output, size_t count) {
    if (transform == NULL || input == NULL || output == NULL) return;
    /* cmsDoTransform takes a 32-bit pixel count. */
    while (count > 0) {
        cmsUInt32Number chunk = count > 1u << 20 ? 1u << 20 : (cmsUInt32Number)count;
        cmsDoTransform(transform->transform, input, output, chunk);
        input += 3 * (size_t)chunk;
        output += 3 * (size_t)chunk;
        count -= chunk;
    }
}

void cs_cms_transform_description(const cs_cms_transform *transform, char *buffer, size_t size) {
    if (buffer == NULL || size == 0) return;
    snprintf(buffer, size, "%s", transform != NULL ? transform->description : "");
}

int cs_cms_transform_is_gray(const cs_cms_transform *transform) {
    return transform != NULL && transform->is_gray;
}
