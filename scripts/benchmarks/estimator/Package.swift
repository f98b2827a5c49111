// swift-tools-version:6.0
// The estimator's cost on full-size screenshots, for scripts/bench (section "estimator"),
// kept out of the main package so its build and tests are unaffected. Built in release by
// scripts/benchmarks/estimator-section.sh.
import PackageDescription

// The main package is a path dependency; SwiftPM names such a package after its folder,
// which differs between checkouts and worktrees.
let root = Context.packageDirectory.split(separator: "/").dropLast(3).last.map(String.init) ?? "contrastscan"
let contrastscan = root.lowercased()

let package = Package(
    name: "contrastscan-estimator-bench",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../../..")],
    targets: [
        .executableTarget(name: "EstimatorBench", dependencies: [
            .product(name: "PNGCodec", package: contrastscan),
            .product(name: "ContrastScan", package: contrastscan),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
