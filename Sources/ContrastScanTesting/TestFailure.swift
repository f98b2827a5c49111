import ContrastGating
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failure to whichever test framework is running the current test: Swift
/// Testing when there is a current `Test`, XCTest otherwise — as swift-snapshot-testing does.
enum TestFailure {
    struct Location {
        var fileID: StaticString
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func record(_ message: String, at location: Location) {
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: "\(location.fileID)", filePath: "\(location.filePath)",
                                                        line: Int(location.line), column: Int(location.column)))
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: location.filePath, line: location.line)
        #else
        print("\(location.filePath):\(location.line): error: \(message)")
        #endif
    }
}
