import CColorBridge

/// Converts encoded colour values from a source profile to linear-light sRGB
/// (D65) in double precision, through Little CMS, without clipping.
///
/// Linear sRGB with unbounded components can express any colour, so a Display
/// P3 red comes out as (1.2249, −0.0421, −0.0196) and its luminance stays its
/// own (0.2290) instead of that of the clipped sRGB red (0.2126). Luminance Y
/// is `WCAG.luminance(linearRed:green:blue:)` of the result.
///
/// Build one converter per image (it parses the profile once) and convert
/// only the pixels you need. Safe to share between threads: the transform is
/// made without Little CMS's cache, which is what makes that safe.
public final class ColorConverter: @unchecked Sendable {
    // @unchecked: the only stored state is the immutable transform handle,
    // created with cmsFLAGS_NOCACHE (see CColorBridge.h), which Little CMS
    // documents as safe for concurrent cmsDoTransform calls.
    private let transform: OpaquePointer
    /// The profile this converter reads from.
    public let profile: ColorProfile
    /// The ICC profile's own description ('desc' tag); empty for parametric profiles.
    public let profileDescription: String
    /// Whether the source profile is a grey one (only the first component is read).
    public let isGray: Bool

    /// - Throws: `ColorProfileError` when the profile cannot be used.
    public init(_ profile: ColorProfile) throws(ColorProfileError) {
        var status = CS_CMS_OK
        var message = [CChar](repeating: 0, count: 512)
        let handle: OpaquePointer?
        switch profile {
        case .icc(_, let data):
            handle = data.withUnsafeBytes { bytes in
                cs_cms_transform_from_icc(bytes.baseAddress, bytes.count, &status, &message, message.count)
            }
        default:
            let (primaries, curve) = profile.parametric!
            let (kind, parameter): (cs_cms_curve, Double)
            switch curve {
            case .srgb: (kind, parameter) = (CS_CMS_CURVE_SRGB, 0)
            case .gamma(let exponent): (kind, parameter) = (CS_CMS_CURVE_GAMMA, exponent)
            case .bt709: (kind, parameter) = (CS_CMS_CURVE_BT709, 0)
            }
            handle = cs_cms_transform_from_primaries(primaries.array, kind, parameter, &status, &message, message.count)
        }
        guard let handle else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            switch status {
            case CS_CMS_INVALID_PROFILE: throw .invalidProfile(text)
            case CS_CMS_UNSUPPORTED_SPACE: throw .unsupportedColorSpace(text)
            case CS_CMS_NOT_INPUT_CAPABLE: throw .notUsableAsInput(text)
            case CS_CMS_INVALID_ARGUMENT: throw .invalidParameters(text)
            default: throw .transformFailed(text)
            }
        }
        transform = handle
        self.profile = profile
        var description = [CChar](repeating: 0, count: 256)
        cs_cms_transform_description(handle, &description, description.count)
        profileDescription = String(decoding: description.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        isGray = cs_cms_transform_is_gray(handle) != 0
    }

    deinit {
        cs_cms_transform_destroy(transform)
    }

    /// Linear sRGB of one encoded colour (components nominally 0…1).
    public func linearSRGB(_ encoded: SIMD3<Double>) -> SIMD3<Double> {
        var buffer = [encoded.x, encoded.y, encoded.z]
        convertInPlace(&buffer)
        return SIMD3(buffer[0], buffer[1], buffer[2])
    }

    /// Converts `values`, laid out as r, g, b, r, g, b…, to linear sRGB in place:
    /// one call into Little CMS for a whole region's samples.
    public func convertInPlace(_ values: inout [Double]) {
        let count = values.count / 3
        guard count > 0 else { return }
        values.withUnsafeMutableBufferPointer { buffer in
            cs_cms_transform_to_linear_srgb(transform, buffer.baseAddress, buffer.baseAddress, count)
        }
    }
}
