// swift-tools-version:6.0
// libFuzzer harnesses for contrastscan, kept out of the main package so its
// build and tests are unaffected. Run them with `scripts/fuzz png|json DURATION`
// (which builds this package with -sanitize=fuzzer,address); see README.md here.
import PackageDescription

// The main package is a path dependency; SwiftPM names such a package after its
// folder, which differs between checkouts and worktrees.
let root = Context.packageDirectory.split(separator: "/").dropLast(2).last.map(String.init) ?? "contrastscan"
let contrastscan = root.lowercased()

let package = Package(
    name: "contrastscan-fuzzers",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        // PNG bytes through CPNGBridge (libpng under setjmp), PNGDecoder and the whole analysis.
        .executableTarget(name: "FuzzPNG", dependencies: [
            .product(name: "PNGCodec", package: contrastscan),
            .product(name: "ContrastScan", package: contrastscan),
        ]),
        // JSON bytes through the sidecar, policy, baseline and batch-line decoders, then an analysis.
        .executableTarget(name: "FuzzJSON", dependencies: [
            .product(name: "ContrastScan", package: contrastscan),
            .product(name: "ContrastGating", package: contrastscan),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
