import ContrastScan
import Foundation

/// What `batch` and `merge` share: number options, the exit code of an
/// outcome, a temporary results file, a flag set from worker threads.
enum BatchOptions {
    /// The value of `--name` as a positive whole number (or zero with
    /// `allowZero`); nil when absent; a usage error otherwise.
    static func positiveInt(_ parsed: ParsedArguments, _ name: String, valueName: String, allowZero: Bool = false,
                            usage: (String) -> Never) -> Int? {
        guard let text = parsed.value(name) else { return nil }
        guard let value = Int(text), value > 0 || (allowZero && value == 0) else {
            usage("The value '\(text)' is invalid for '--\(name) <\(valueName)>': expected a \(allowZero ? "" : "positive ")whole number")
        }
        return value
    }

    /// 0 passed, 1 failed, 2 error (README "Exit codes").
    static func exitCode(_ outcome: BatchOutcome) -> ExitCode {
        switch outcome {
        case .passed: return .success
        case .failed: return .failure
        case .error: return .inputError
        }
    }

    /// A new empty file in the temporary folder, for a batch run without --jsonl.
    static func temporaryFile() -> String? {
        var template = Array((NSTemporaryDirectory() + "/contrastscan-batch-XXXXXX.jsonl").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemps($0.baseAddress!, 6) }
        guard fd >= 0 else { return nil }
        close(fd)
        return String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A flag any worker thread may set, read once the batch is over.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() {
        lock.lock()
        value = true
        lock.unlock()
    }

    var isSet: Bool {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
