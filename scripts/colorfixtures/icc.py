"""The Display P3 ICC profile, built with Little CMS 2 through ctypes.

Only the profile bytes come from lcms2; no expected value in expected.json does.
lcms2 stamps the header with the current time, so the creation date is pinned to
FIXED_DATE and the profile ID (MD5, ICC.1 7.2.18) recomputed by lcms2 afterwards:
the saved bytes depend only on the lcms2 version.
"""

import ctypes
import ctypes.util
import struct

from . import colorimetry as C

LCMS_NAMES = ("liblcms2.so.2", "/usr/lib/x86_64-linux-gnu/liblcms2.so.2", "liblcms2.2.dylib",
              "/opt/homebrew/lib/liblcms2.2.dylib", "/usr/local/lib/liblcms2.2.dylib")

PROFILE_NAME = "Display P3"
COPYRIGHT = "No copyright, use freely"
FIXED_DATE = (2024, 1, 1, 0, 0, 0)  # year, month, day, hour, minute, second

SIG_DESC = 0x64657363  # 'desc'
SIG_CPRT = 0x63707274  # 'cprt'
SIG_XYZ_DATA = 0x58595A20  # 'XYZ '


class CIExyY(ctypes.Structure):
    _fields_ = [("x", ctypes.c_double), ("y", ctypes.c_double), ("Y", ctypes.c_double)]


class CIExyYTriple(ctypes.Structure):
    _fields_ = [("Red", CIExyY), ("Green", CIExyY), ("Blue", CIExyY)]


def load_lcms():
    """Return the lcms2 shared library with the prototypes used here, or raise OSError."""
    names = list(LCMS_NAMES)
    found = ctypes.util.find_library("lcms2")
    if found:
        names.insert(0, found)
    lib = None
    for name in names:
        try:
            lib = ctypes.CDLL(name)
            break
        except OSError:
            continue
    if lib is None:
        raise OSError("Little CMS 2 (liblcms2) not found; install liblcms2-2 (apt) or little-cms2 (brew)")
    vp, u32, i32, dbl = ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int32, ctypes.c_double
    protos = {
        "cmsGetEncodedCMMversion": (ctypes.c_int, []),
        "cmsBuildParametricToneCurve": (vp, [vp, i32, ctypes.POINTER(dbl)]),
        "cmsFreeToneCurve": (None, [vp]),
        "cmsCreateRGBProfile": (vp, [ctypes.POINTER(CIExyY), ctypes.POINTER(CIExyYTriple), ctypes.POINTER(vp)]),
        "cmsCreateXYZProfile": (vp, []),
        "cmsMLUalloc": (vp, [vp, u32]),
        "cmsMLUsetASCII": (ctypes.c_int, [vp, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p]),
        "cmsMLUfree": (None, [vp]),
        "cmsWriteTag": (ctypes.c_int, [vp, u32, vp]),
        "cmsSaveProfileToMem": (ctypes.c_int, [vp, vp, ctypes.POINTER(u32)]),
        "cmsOpenProfileFromMem": (vp, [vp, u32]),
        "cmsMD5computeID": (ctypes.c_int, [vp]),
        "cmsCloseProfile": (ctypes.c_int, [vp]),
        "cmsCreateTransform": (vp, [vp, u32, vp, u32, u32, u32]),
        "cmsDoTransform": (None, [vp, vp, vp, u32]),
        "cmsDeleteTransform": (None, [vp]),
    }
    for name, (res, args) in protos.items():
        fn = getattr(lib, name)
        fn.restype = res
        fn.argtypes = args
    return lib


def _save(lib, profile):
    size = ctypes.c_uint32(0)
    if not lib.cmsSaveProfileToMem(profile, None, ctypes.byref(size)):
        raise RuntimeError("cmsSaveProfileToMem (size) failed")
    buf = ctypes.create_string_buffer(size.value)
    if not lib.cmsSaveProfileToMem(profile, buf, ctypes.byref(size)):
        raise RuntimeError("cmsSaveProfileToMem failed")
    return buf.raw[:size.value]


def _open(lib, data):
    buf = ctypes.create_string_buffer(data, len(data))
    profile = lib.cmsOpenProfileFromMem(buf, len(data))
    if not profile:
        raise RuntimeError("cmsOpenProfileFromMem failed")
    return profile


def _set_text_tag(lib, profile, sig, text):
    mlu = lib.cmsMLUalloc(None, 1)
    try:
        if not lib.cmsMLUsetASCII(mlu, b"en", b"US", text.encode("ascii")):
            raise RuntimeError("cmsMLUsetASCII failed")
        if not lib.cmsWriteTag(profile, sig, mlu):
            raise RuntimeError("cmsWriteTag failed")
    finally:
        lib.cmsMLUfree(mlu)


def display_p3_profile(lib=None):
    """Bytes of an ICC v4 Display P3 profile: D65 white, P3 primaries, the sRGB curve
    as parametric curve type 4, description "Display P3"."""
    lib = lib or load_lcms()
    space = C.DISPLAY_P3
    white = CIExyY(space.white[0], space.white[1], 1.0)
    prim = CIExyYTriple(CIExyY(*space.red, 1.0), CIExyY(*space.green, 1.0), CIExyY(*space.blue, 1.0))
    params = (ctypes.c_double * 5)(*C.SRGB_PARAMETRIC)
    curve = lib.cmsBuildParametricToneCurve(None, 4, params)
    if not curve:
        raise RuntimeError("cmsBuildParametricToneCurve failed")
    curves = (ctypes.c_void_p * 3)(curve, curve, curve)
    try:
        profile = lib.cmsCreateRGBProfile(ctypes.byref(white), ctypes.byref(prim), curves)
    finally:
        lib.cmsFreeToneCurve(curve)
    if not profile:
        raise RuntimeError("cmsCreateRGBProfile failed")
    try:
        _set_text_tag(lib, profile, SIG_DESC, PROFILE_NAME)
        _set_text_tag(lib, profile, SIG_CPRT, COPYRIGHT)
        data = _save(lib, profile)
    finally:
        lib.cmsCloseProfile(profile)
    # Pin the creation date (header bytes 24..35), then let lcms2 recompute the profile ID.
    data = data[:24] + struct.pack(">6H", *FIXED_DATE) + data[36:]
    profile = _open(lib, data)
    try:
        if not lib.cmsMD5computeID(profile):
            raise RuntimeError("cmsMD5computeID failed")
        data = _save(lib, profile)
    finally:
        lib.cmsCloseProfile(profile)
    if struct.unpack(">6H", data[24:36]) != FIXED_DATE:
        raise RuntimeError("lcms2 rewrote the profile creation date")
    return data


# lcms2 pixel formats (lcms2.h): TYPE_RGB_DBL and TYPE_XYZ_DBL.
TYPE_RGB_DBL = (1 << 22) | (4 << 16) | (3 << 3)  # FLOAT_SH(1)|COLORSPACE_SH(PT_RGB)|CHANNELS_SH(3)|BYTES_SH(0)
TYPE_XYZ_DBL = (1 << 22) | (9 << 16) | (3 << 3)  # ... COLORSPACE_SH(PT_XYZ) ...
INTENT_RELATIVE_COLORIMETRIC = 1
CMS_FLAGS_NOCACHE = 0x0040
CMS_FLAGS_NOOPTIMIZE = 0x0100


def lcms_xyz_d50(profile_bytes, rgb_list, lib=None):
    """Cross-check only: PCS XYZ (D50, Bradford-adapted) of encoded RGB triples through
    the profile, as the Swift code will compute them. Never used for expected values."""
    lib = lib or load_lcms()
    src = _open(lib, profile_bytes)
    dst = lib.cmsCreateXYZProfile()
    xf = lib.cmsCreateTransform(src, TYPE_RGB_DBL, dst, TYPE_XYZ_DBL, INTENT_RELATIVE_COLORIMETRIC,
                                CMS_FLAGS_NOCACHE | CMS_FLAGS_NOOPTIMIZE)
    try:
        if not xf:
            raise RuntimeError("cmsCreateTransform failed")
        n = len(rgb_list)
        inp = (ctypes.c_double * (3 * n))(*[v for rgb in rgb_list for v in rgb])
        out = (ctypes.c_double * (3 * n))()
        lib.cmsDoTransform(xf, inp, out, n)
        return [tuple(out[3 * i:3 * i + 3]) for i in range(n)]
    finally:
        if xf:
            lib.cmsDeleteTransform(xf)
        lib.cmsCloseProfile(src)
        lib.cmsCloseProfile(dst)
