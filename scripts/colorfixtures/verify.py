"""Checks on the written files, with decoders other than the writer: pypng for chunks and
pixels, Pillow for "does it open", and lcms2 only as a cross-check of the Y values."""

import io
import zlib

import numpy as np

from . import colorimetry as C
from . import icc
from . import pngio

COLOUR_CHUNKS = {"cICP", "iCCP", "sRGB", "gAMA", "cHRM"}


def read_pypng(data):
    import png
    reader = png.Reader(bytes=data)
    width, height, rows, info = reader.read()
    arr = np.array([np.array(r, dtype=np.int64) for r in rows])
    planes = info["planes"]
    if info.get("palette"):
        pal = np.array([p[:3] for p in info["palette"]], dtype=np.int64)
        return pal[arr.reshape(height, width)], info, arr.reshape(height, width)
    return arr.reshape(height, width, planes), info, None


def check_fixture(fx, data, profile):
    """Raise AssertionError unless `data` is exactly what `fx` describes."""
    chunks = pngio.walk(data)
    kinds = [k for k, _ in chunks]
    colour = [k for k in kinds if k in COLOUR_CHUNKS]
    assert colour == fx.chunk_names, (fx.name, colour)
    first_idat = kinds.index("IDAT")
    assert all(kinds.index(k) < first_idat for k in colour), fx.name
    pixels, info, _ = read_pypng(data)
    assert info["bitdepth"] == fx.scene.depth and info["planes"] == 3 and not info["alpha"], fx.name
    assert (pixels == fx.scene.pixels).all(), fx.name + ": pypng pixels differ"
    for r in fx.scene.regions:
        assert tuple(pixels[r.fg_pixel[1], r.fg_pixel[0]]) == r.fg, (fx.name, r.id, "foregroundPixel")
        assert tuple(pixels[r.bg_pixel[1], r.bg_pixel[0]]) == r.bg, (fx.name, r.id, "backgroundPixel")
    body = dict(chunks)
    if "iCCP" in body:
        name, rest = body["iCCP"].split(b"\x00", 1)
        assert name == icc.PROFILE_NAME.encode() and rest[0] == 0, fx.name
        assert zlib.decompress(rest[1:]) == profile, fx.name + ": embedded profile differs"
    if "cICP" in body:
        assert body["cICP"] == bytes([12, 13, 0, 1]), fx.name
    from PIL import Image
    with Image.open(io.BytesIO(data)) as im:
        im.load()
        assert im.size == (fx.scene.width, fx.scene.height), fx.name
        if "iCCP" in body:
            assert im.info.get("icc_profile") == profile, fx.name + ": Pillow sees another profile"
        else:
            assert "icc_profile" not in im.info or not im.info["icc_profile"], fx.name
        if fx.scene.depth == 8:
            assert (np.asarray(im.convert("RGB"), dtype=np.int64) == fx.scene.pixels).all(), fx.name + ": Pillow pixels"


def lcms_agreement(profile, colours8):
    """Largest |Y_numpy - Y_lcms2| over `colours8` (8-bit P3 triples), with lcms2 converting
    to linear sRGB (D65) and Y taken with the sRGB matrix, as a colour-managed reader should."""
    import ctypes
    lib = icc.load_lcms()
    lib.cmsBuildGamma.restype = ctypes.c_void_p
    lib.cmsBuildGamma.argtypes = [ctypes.c_void_p, ctypes.c_double]
    sp = C.SRGB
    white = icc.CIExyY(sp.white[0], sp.white[1], 1.0)
    prim = icc.CIExyYTriple(icc.CIExyY(*sp.red, 1.0), icc.CIExyY(*sp.green, 1.0), icc.CIExyY(*sp.blue, 1.0))
    gamma = lib.cmsBuildGamma(None, 1.0)
    curves = (ctypes.c_void_p * 3)(gamma, gamma, gamma)
    dst = lib.cmsCreateRGBProfile(ctypes.byref(white), ctypes.byref(prim), curves)
    lib.cmsFreeToneCurve(gamma)
    src = icc._open(lib, profile)
    xf = lib.cmsCreateTransform(src, icc.TYPE_RGB_DBL, dst, icc.TYPE_RGB_DBL, icc.INTENT_RELATIVE_COLORIMETRIC,
                                icc.CMS_FLAGS_NOCACHE | icc.CMS_FLAGS_NOOPTIMIZE)
    try:
        n = len(colours8)
        flat = [v / 255 for c in colours8 for v in c]
        inp = (ctypes.c_double * (3 * n))(*flat)
        out = (ctypes.c_double * (3 * n))()
        lib.cmsDoTransform(xf, inp, out, n)
        lin = np.array(out[:]).reshape(n, 3)
    finally:
        lib.cmsDeleteTransform(xf)
        lib.cmsCloseProfile(src)
        lib.cmsCloseProfile(dst)
    y_lcms = lin @ sp.matrix[1]
    y_np = C.DISPLAY_P3.luminance(np.array(colours8) / 255)
    pcs = np.array([xyz[1] for xyz in icc.lcms_xyz_d50(profile, [tuple(np.array(c) / 255) for c in colours8], lib)])
    return float(np.max(np.abs(y_lcms - y_np))), float(np.max(np.abs(pcs - y_np)))
