// swift-tools-version:6.0
// contrastscan — measures the text contrast a user actually sees in a PNG screenshot.
import PackageDescription

let package = Package(
    name: "contrastscan",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ContrastScan", targets: ["ContrastScan"]),
        // Test-framework glue (XCTest, Swift Testing): link it from test targets only.
        .library(name: "ContrastScanTesting", targets: ["ContrastScanTesting"]),
        .library(name: "PNGCodec", targets: ["PNGCodec"]),
        .library(name: "ColorScience", targets: ["ColorScience"]),
        .library(name: "ColorManagement", targets: ["ColorManagement"]),
        .executable(name: "contrastscan", targets: ["contrastscan"]),
    ],
    targets: [
        // libpng, as the system provides it. Only CPNGBridge imports it.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        // Every libpng call, with setjmp error handling Swift cannot do itself.
        // zlib: for the chunk CRC walk (libpng itself depends on it).
        .target(name: "CPNGBridge", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),
        // libjpeg (libjpeg-turbo), as the system provides it. Only CJPEGBridge imports it.
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // Every libjpeg call (the HTML report's pictures), with setjmp error handling.
        .target(name: "CJPEGBridge", dependencies: ["CLibJPEG"]),
        // Little CMS 2, as the system provides it. Only CColorBridge imports it.
        .systemLibrary(
            name: "CLittleCMS",
            pkgConfig: "lcms2",
            providers: [.apt(["liblcms2-dev"]), .brew(["little-cms2"])]
        ),
        // Every Little CMS call: source profile → linear sRGB transforms, unclipped.
        .target(name: "CColorBridge", dependencies: ["CLittleCMS"]),
        // The Swift face of colour management: profiles, primaries, ColorConverter.
        .target(name: "ColorManagement", dependencies: ["CColorBridge"]),
        // The Swift face of decoding: Image, row sinks, colour chunks, limits, PNGError;
        // and encoding: PNG (annotated copies) and JPEG (report pictures).
        .target(name: "PNGCodec", dependencies: ["CPNGBridge", "CJPEGBridge"]),
        // Colour maths: sRGB, WCAG 2.x, APCA, flattening. No image knowledge.
        .target(name: "ColorScience"),
        // Sidecar, regions, sampler, estimator, policy, report and its renderers.
        .target(name: "ContrastScan", dependencies: ["PNGCodec", "ColorScience", "ColorManagement"]),
        // assertContrastBaseline for XCTest and Swift Testing; the comparison itself is in ContrastScan.
        .target(name: "ContrastScanTesting", dependencies: ["ContrastScan"]),
        // Thin CLI: argument parsing, commands, terminal output.
        .executableTarget(name: "contrastscan", dependencies: ["ContrastScan", "ColorManagement"]),

        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience"]),
        .testTarget(name: "ColorManagementTests", dependencies: ["ColorManagement", "ColorScience"]),
        .testTarget(name: "ContrastScanTests", dependencies: ["ContrastScan"]),
        .testTarget(name: "ContrastScanTestingTests", dependencies: ["ContrastScanTesting", "ContrastScan"]),
        // Runs the built executable end to end; depending on it makes `swift test` build it.
        .testTarget(name: "CLITests", dependencies: ["ContrastScan", "contrastscan"]),
    ],
    swiftLanguageModes: [.v6]
)
