import ContrastScan
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Batch progress on stderr, and the one serial writer of stderr while a
/// batch runs (diagnostics go through `log` so they never cut a bar in half).
///
/// - On a terminal: a bar redrawn in place at most ten times a second —
///   done/total, rate, ETA, failing images and errors so far.
/// - Otherwise (CI logs, files): a plain line every 10% or every 10 seconds.
/// - `--quiet`: no progress at all; diagnostics still go out.
final class ProgressReporter: @unchecked Sendable {
    enum Mode { case bar, lines, quiet }

    private let lock = NSLock()
    private let mode: Mode
    private let total: Int
    private let start = ContinuousClock.now
    private var done = 0
    private var failing = 0
    private var errors = 0
    private var lastDraw = ContinuousClock.now
    private var lastLine = ContinuousClock.now
    private var lastLineDone = 0
    private var barShown = false

    init(total: Int, mode: Mode) {
        self.total = total
        self.mode = mode
    }

    /// The mode for stderr: bar on a terminal, lines elsewhere, none when quiet.
    static func mode(quiet: Bool) -> Mode {
        if quiet { return .quiet }
        return isatty(2) == 1 ? .bar : .lines
    }

    /// Counts one finished image.
    func finished(failing isFailing: Bool, error isError: Bool) {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        if isFailing { failing += 1 }
        if isError { errors += 1 }
        let now = ContinuousClock.now
        switch mode {
        case .quiet: break
        case .bar:
            if done == total || now - lastDraw >= .milliseconds(100) {
                lastDraw = now
                drawBar()
            }
        case .lines:
            let step = max(1, total / 10)
            if done == total || done - lastLineDone >= step || now - lastLine >= .seconds(10) {
                lastLine = now
                lastLineDone = done
                write(status(prefix: "progress: ") + "\n")
            }
        }
    }

    /// Writes a diagnostic line, clearing and redrawing the bar around it.
    func log(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        if barShown { write("\r\u{1B}[K") }
        write(line + "\n")
        if barShown { drawBar() }
    }

    /// Ends the bar's line so what follows starts on a fresh one.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if barShown {
            write("\n")
            barShown = false
        }
    }

    private func drawBar() {
        let width = 24
        let filled = total > 0 ? width * done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        write("\r\u{1B}[K[\(bar)] " + status(prefix: ""))
        barShown = true
    }

    /// `412/1000 (41%), 23.4 images/s, ETA 0:25, 12 failing, 2 errors`.
    private func status(prefix: String) -> String {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(done) / seconds : 0
        let percent = total > 0 ? done * 100 / total : 100
        var text = "\(prefix)\(done)/\(total) (\(percent)%), \(JSONValue.format(rate, decimals: 1)) images/s"
        if done < total, rate > 0 {
            let eta = Int((Double(total - done) / rate).rounded(.up))
            text += ", ETA \(eta / 60):\(eta % 60 < 10 ? "0" : "")\(eta % 60)"
        }
        text += ", \(failing) failing, \(errors) error\(errors == 1 ? "" : "s")"
        return text
    }

    private func write(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
