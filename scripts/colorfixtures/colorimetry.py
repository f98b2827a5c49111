"""Independent colorimetry for the colour fixtures: numpy only, no colour-management library.

An RGB space is its primaries' and white point's xy chromaticities plus a transfer function.
RGB -> XYZ is the standard construction: the columns of M are the primaries' XYZ (x/y, 1,
(1-x-y)/y), each scaled so that M . (1, 1, 1) is the white's XYZ with Y = 1. Relative
luminance Y is M's second row applied to linear RGB. Every space here has a D65 white, so
converting to linear sRGB is M_sRGB^-1 . M_source with no chromatic adaptation.
"""

import numpy as np

D65 = (0.3127, 0.3290)

# ICC parametric curve type 4 for the sRGB curve: Y = (aX + b)^g for X >= d, else cX.
SRGB_PARAMETRIC = (2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045)

# WCAG 2.x relative luminance: the rounded Rec.709 weights WCAG prints (the "naive" reading).
WCAG_WEIGHTS = (0.2126, 0.7152, 0.0722)


class Transfer:
    """Decoding transfer function: encoded value 0..1 -> linear light 0..1."""

    def __init__(self, name, exponent=None):
        self.name = name
        self.exponent = exponent

    def decode(self, v):
        v = np.asarray(v, dtype=np.float64)
        if self.name == "srgb":
            # IEC 61966-2-1 piecewise curve (= ICC parametric type 4 with SRGB_PARAMETRIC).
            return np.where(v < 0.04045, v / 12.92, ((v + 0.055) / 1.055) ** 2.4)
        if self.name == "power":
            return v ** self.exponent
        raise ValueError(self.name)

    def describe(self):
        if self.name == "srgb":
            return {"kind": "srgb-piecewise"}
        return {"kind": "power", "exponent": self.exponent}


SRGB_CURVE = Transfer("srgb")


def png_gamma(gama_int):
    """The transfer a PNG gAMA value declares: stored = linear^(gAMA/100000), so decoding
    raises to the exponent 100000/gAMA (a pure power law, no linear toe)."""
    return Transfer("power", 100000 / gama_int)


class RGBSpace:
    def __init__(self, name, red, green, blue, white, transfer):
        self.name = name
        self.red, self.green, self.blue, self.white = red, green, blue, white
        self.transfer = transfer
        self.matrix = rgb_to_xyz_matrix(red, green, blue, white)

    def with_transfer(self, name, transfer):
        return RGBSpace(name, self.red, self.green, self.blue, self.white, transfer)

    def linear(self, encoded):
        return self.transfer.decode(encoded)

    def luminance(self, encoded):
        """Relative luminance Y (white = 1) of encoded RGB (..., 3) in 0..1."""
        return self.linear(encoded) @ self.matrix[1]

    def linear_srgb(self, encoded):
        """Linear sRGB (D65) components, unclipped (may be < 0 or > 1 out of gamut)."""
        return self.linear(encoded) @ (np.linalg.inv(SRGB.matrix) @ self.matrix).T

    def describe(self):
        return {"primaries": {"red": list(self.red), "green": list(self.green), "blue": list(self.blue),
                              "white": list(self.white)},
                "transfer": self.transfer.describe()}


def xy_to_xyz(x, y):
    return np.array([x / y, 1.0, (1.0 - x - y) / y])


def rgb_to_xyz_matrix(red, green, blue, white):
    primaries = np.column_stack([xy_to_xyz(*red), xy_to_xyz(*green), xy_to_xyz(*blue)])
    scale = np.linalg.solve(primaries, xy_to_xyz(*white))
    return primaries * scale


SRGB = RGBSpace("srgb", (0.64, 0.33), (0.30, 0.60), (0.15, 0.06), D65, SRGB_CURVE)
DISPLAY_P3 = RGBSpace("display-p3", (0.680, 0.320), (0.265, 0.690), (0.150, 0.060), D65, SRGB_CURVE)
REC709_D65 = SRGB  # gAMA-only images: PNG gives no primaries; sRGB / Rec.709 with D65 assumed.


def chrm_space(name, chrm_ints, transfer):
    """Space from a cHRM chunk's eight values (x100000: white x,y, red, green, blue)."""
    v = [c / 100000 for c in chrm_ints]
    return RGBSpace(name, (v[2], v[3]), (v[4], v[5]), (v[6], v[7]), (v[0], v[1]), transfer)


def naive_srgb_luminance(encoded):
    """WCAG 2.x reading: stored numbers taken as sRGB, piecewise curve, WCAG's weights."""
    return SRGB_CURVE.decode(encoded) @ np.array(WCAG_WEIGHTS)


def contrast_ratio(y1, y2):
    hi, lo = (y1, y2) if y1 >= y2 else (y2, y1)
    return (hi + 0.05) / (lo + 0.05)
