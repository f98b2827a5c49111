/*
 * CColorBridge — the one place that calls Little CMS 2.
 *
 * It builds a transform from an image's source colour space (an ICC profile,
 * or primaries plus a tone curve) to linear-light sRGB (D65, gamma 1.0) in
 * double precision. Floating-point matrix-shaper transforms in Little CMS are
 * unbounded, so colours outside the sRGB gamut come out below 0 or above 1
 * instead of being clipped: their luminance stays true.
 *
 * Little CMS reports errors through a log callback, never by unwinding; each
 * transform gets its own context whose callback records the first message.
 * Symbols are prefixed `cs_cms_`. Transforms are created with
 * cmsFLAGS_NOCACHE, which makes cmsDoTransform safe to call from several
 * threads at once on the same transform.
 */
#ifndef CONTRASTSCAN_CCOLORBRIDGE_H
#define CONTRASTSCAN_CCOLORBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Why a transform could not be made. CS_CMS_OK means it could. */
typedef enum cs_cms_status {
    CS_CMS_OK = 0,
    CS_CMS_INVALID_PROFILE = 1,     /* the bytes are not an ICC profile Little CMS can read */
    CS_CMS_UNSUPPORTED_SPACE = 2,   /* the profile is not RGB or grey (e.g. CMYK, Lab) */
    CS_CMS_NOT_INPUT_CAPABLE = 3,   /* the profile cannot convert device values to PCS */
    CS_CMS_TRANSFORM_FAILED = 4,    /* Little CMS refused to build the transform */
    CS_CMS_INVALID_ARGUMENT = 5     /* primaries or curve parameters are impossible */
} cs_cms_status;

/** Tone curves for cs_cms_transform_from_primaries. */
typedef enum cs_cms_curve {
    CS_CMS_CURVE_SRGB = 0,     /* IEC 61966-2-1 piecewise curve */
    CS_CMS_CURVE_GAMMA = 1,    /* linear = encoded ^ parameter (parameter is the decoding exponent) */
    CS_CMS_CURVE_BT709 = 2     /* inverse of the BT.709 / BT.601 / BT.2020 OETF */
} cs_cms_curve;

/** A transform to linear sRGB. Opaque. */
typedef struct cs_cms_transform cs_cms_transform;

/**
 * A transform from an ICC profile given as bytes. RGB and grey profiles are
 * accepted; the input is always RGB triplets (a grey profile reads the first).
 * On failure returns NULL, sets *status and writes a one-line message.
 */
cs_cms_transform *cs_cms_transform_from_icc(const void *data, size_t size,
                                            cs_cms_status *status, char *message, size_t message_size);

/**
 * A transform from RGB primaries and white point given as CIE xy
 * (white x, y, red x, y, green x, y, blue x, y) and one tone curve for all
 * three channels. `parameter` is used by CS_CMS_CURVE_GAMMA.
 */
cs_cms_transform *cs_cms_transform_from_primaries(const double xy[8], cs_cms_curve curve, double parameter,
                                                  cs_cms_status *status, char *message, size_t message_size);

/** Frees a transform and everything it holds. NULL is ignored. */
void cs_cms_transform_destroy(cs_cms_transform *transform);

/**
 * Converts `count` RGB triplets of encoded values (nominally 0…1) to linear
 * sRGB triplets, unclipped. `input` and `output` hold 3 × count doubles and
 * may be the same buffer.
 */
void cs_cms_transform_to_linear_srgb(const cs_cms_transform *transform, const double *input,
                                     double *output, size_t count);

/**
 * The profile's description (ICC 'desc' tag) in ASCII, or "" when it has none
 * or the transform was not built from a profile. Always NUL-terminated.
 */
void cs_cms_transform_description(const cs_cms_transform *transform, char *buffer, size_t size);

/** 1 when the source profile is a grey profile, else 0. */
int cs_cms_transform_is_gray(const cs_cms_transform *transform);

#ifdef __cplusplus
}
#endif

#endif
