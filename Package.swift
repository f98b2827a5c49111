// swift-tools-version:6.0
// contrastscan — measures the text contrast a user actually sees in a PNG screenshot.
//
// The module graph is the architecture; arrows point down:
//
//   contrastscan (main.swift) → ContrastScanCLI
//   ContrastScanCLI → ContrastGating, ContrastTriage           (commands, options, diagnostics, exit codes)
//   ContrastScanTesting → ContrastGating                        (assertContrastBaseline)
//   ContrastGating (record, compare) → ContrastScan             (CI gating)
//   ContrastTriage (batch, merge, HTML, annotate) → ContrastScan (batch triage)
//   ContrastScan (the engine) → PNGCodec, ColorManagement, ColorScience, TextRecognition, ContrastScanSupport
//   PNGCodec → CPNGBridge → CLibPNG;  ColorManagement → CColorBridge → CLittleCMS
//   TextRecognition (OCR) → COCRBridge (→ libtesseract, loaded on first use)
//   ContrastScanSupport: syscalls, files, JSON(L), locks, hashing (package access only)
import PackageDescription

let package = Package(
    name: "contrastscan",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "ContrastScan", targets: ["ContrastScan"]),
        .library(name: "ContrastGating", targets: ["ContrastGating"]),
        .library(name: "ContrastTriage", targets: ["ContrastTriage"]),
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
        // Every libpng call, with setjmp error handling Swift cannot do itself; and the fast
        // PNG writer for annotated copies, compressed by Intel ISA-L when it can be loaded
        // (dlopen, in CDeflate.c: libisal2, declared by libisal-dev's header when the build
        // has it; scripts/setup installs both), else by zlib.
        // zlib: for the chunk CRC walk and that fallback (libpng itself depends on it).
        .target(name: "CPNGBridge", dependencies: ["CLibPNG"],
                linkerSettings: [.linkedLibrary("z"), .linkedLibrary("dl", .when(platforms: [.linux]))]),
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
        // Every Tesseract call: one engine per thread, one line of text per call. Tesseract
        // is the one C library not linked but loaded on first use (dlopen, in COCRBridge.c):
        // linked, it and the 55 libraries it brings cost every run 12 MB of memory, --ocr or
        // not. scripts/setup installs it (apt: libtesseract-dev tesseract-ocr-eng; brew: tesseract).
        .target(name: "COCRBridge", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        // The Swift face of OCR: OCRModel (where eng.traineddata is), OCREngine, OCREnginePool.
        .target(name: "TextRecognition", dependencies: ["COCRBridge", "ContrastScanSupport"]),
        // The Swift face of colour management: profiles, primaries, ColorConverter.
        .target(name: "ColorManagement", dependencies: ["CColorBridge"]),
        // The Swift face of decoding: Image, row sinks, colour chunks, limits, PNGError;
        // and encoding: PNG (annotated copies) and JPEG (report pictures).
        .target(name: "PNGCodec", dependencies: ["CPNGBridge", "CJPEGBridge"]),
        // Colour maths: sRGB, WCAG 2.x, APCA, OKLab, CSS colours, suggestions. No image knowledge.
        .target(name: "ColorScience"),
        // What every layer above needs from the system: syscalls behind typed descriptors,
        // files in and out, JSON and JSON Lines, locks, hashing. `package` access only.
        .target(name: "ContrastScanSupport"),
        // The engine: sidecar, importers, regions, colorimetry, sampling, estimation, policy,
        // suggestions, detection, analysis; the report model and its JSON and text renderers.
        .target(name: "ContrastScan", dependencies: ["PNGCodec", "ColorScience", "ColorManagement", "ContrastScanSupport", "TextRecognition"]),
        // CI gating: baselines, record, compare and their renderers.
        .target(name: "ContrastGating", dependencies: ["ContrastScan", "ContrastScanSupport"]),
        // Batch triage: worker pool, JSON lines, resume, shards, merge, HTML report, annotated PNGs.
        .target(name: "ContrastTriage", dependencies: ["ContrastScan", "PNGCodec", "ContrastScanSupport"]),
        // assertContrastBaseline for XCTest and Swift Testing; the comparison itself is in ContrastGating.
        .target(name: "ContrastScanTesting", dependencies: ["ContrastGating", "ContrastScan"]),
        // The commands, their typed options and the one place errors become messages and exit codes.
        .target(name: "ContrastScanCLI", dependencies: [
            "ContrastGating", "ContrastTriage", "ContrastScan", "ColorManagement", "ColorScience", "PNGCodec", "ContrastScanSupport", "TextRecognition",
        ]),
        // main.swift alone: runs the CLI and exits with its status.
        .executableTarget(name: "contrastscan", dependencies: ["ContrastScanCLI"]),

        // What every test target shares: the package's paths, temporary folders, running the
        // built executable, the JSON Schema validator for SARIF.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "PNGCodecTests", dependencies: ["PNGCodec"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience"]),
        .testTarget(name: "TextRecognitionTests", dependencies: ["TextRecognition", "TestSupport"]),
        .testTarget(name: "ColorManagementTests", dependencies: ["ColorManagement", "ColorScience"]),
        .testTarget(name: "ContrastScanSupportTests", dependencies: ["ContrastScanSupport", "TestSupport"]),
        .testTarget(name: "ContrastScanTests", dependencies: ["ContrastScan", "ContrastScanSupport", "TextRecognition", "TestSupport"]),
        .testTarget(name: "ContrastGatingTests", dependencies: ["ContrastGating", "ContrastScan", "ContrastScanSupport", "TestSupport"]),
        .testTarget(name: "ContrastTriageTests", dependencies: ["ContrastTriage", "ContrastScan", "ContrastScanSupport", "PNGCodec", "TestSupport"]),
        .testTarget(name: "ContrastScanTestingTests", dependencies: ["ContrastScanTesting", "ContrastGating", "ContrastScan", "TestSupport"]),
        .testTarget(name: "ContrastScanCLITests", dependencies: ["ContrastScanCLI", "ContrastScanSupport", "TestSupport"]),
        // Runs the built executable end to end; depending on it makes `swift test` build it.
        .testTarget(name: "CLITests", dependencies: [
            "ContrastScan", "ContrastGating", "ContrastTriage", "ContrastScanSupport", "TestSupport", "contrastscan",
        ]),
    ],
    swiftLanguageModes: [.v6]
)
