import ContrastScanSupport
import ContrastScanSupport

/// Batch progress on stderr, and the one serial writer of stderr while a
/// batch runs (diagnostics go through `log` so they never cut a bar in half).
///
/// - On a terminal: a bar redrawn in place at most ten times a second —
///   done/total, rate, ETA, failing images and errors so far.
/// - Otherwise (CI logs, files): a plain line every 10% or every 10 seconds.
/// - `--quiet`: no progress at all; diagnostics still go out.
final class ProgressReporter: Sendable {
    enum Mode { case bar, lines, quiet }

    private struct State {
        var done = 0
        var failing = 0
        var errors = 0
        var lastDraw = ContinuousClock.now
        var lastLine = ContinuousClock.now
        var lastLineDone = 0
        var barShown = false
    }

    private let state = Locked(State())
    private let console: Console
    private let mode: Mode
    private let total: Int
    private let start = ContinuousClock.now

    init(total: Int, console: Console, quiet: Bool) {
        self.total = total
        self.console = console
        // A bar on a terminal, lines elsewhere, none when quiet.
        mode = quiet ? .quiet : console.errorIsTerminal ? .bar : .lines
    }

    /// Counts one finished image.
    func finished(failing isFailing: Bool, error isError: Bool) {
        state.withLock { state in
            state.done += 1
            if isFailing { state.failing += 1 }
            if isError { state.errors += 1 }
            let now = ContinuousClock.now
            switch mode {
            case .quiet: break
            case .bar:
                if state.done == total || now - state.lastDraw >= .milliseconds(100) {
                    state.lastDraw = now
                    drawBar(&state)
                }
            case .lines:
                let step = max(1, total / 10)
                if state.done == total || state.done - state.lastLineDone >= step || now - state.lastLine >= .seconds(10) {
                    state.lastLine = now
                    state.lastLineDone = state.done
                    console.write(status(state, prefix: "progress: ") + "\n", to: .error)
                }
            }
        }
    }

    /// Writes a diagnostic line, clearing and redrawing the bar around it.
    func log(_ line: String) {
        state.withLock { state in
            if state.barShown { console.write("\r\u{1B}[K", to: .error) }
            console.write(MessageText.oneLine(line) + "\n", to: .error)
            if state.barShown { drawBar(&state) }
        }
    }

    /// Writes a status line (what is happening after the last image), like a diagnostic.
    func note(_ line: String) {
        guard mode != .quiet else { return }
        log(line)
    }

    /// Ends the bar's line so what follows starts on a fresh one.
    func finish() {
        state.withLock { state in
            if state.barShown {
                console.write("\n", to: .error)
                state.barShown = false
            }
        }
    }

    private func drawBar(_ state: inout State) {
        let width = 24
        let filled = total > 0 ? width * state.done / total : width
        let bar = String(repeating: "#", count: filled) + String(repeating: "·", count: width - filled)
        console.write("\r\u{1B}[K[\(bar)] " + status(state, prefix: ""), to: .error)
        state.barShown = true
    }

    /// `412/1000 (41%), 23.4 images/s, ETA 0:25, 12 failing, 2 errors`.
    private func status(_ state: State, prefix: String) -> String {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = seconds > 0 ? Double(state.done) / seconds : 0
        let percent = total > 0 ? state.done * 100 / total : 100
        var text = "\(prefix)\(state.done)/\(total) (\(percent)%), \(JSONValue.format(rate, decimals: 1)) images/s"
        if state.done < total, rate > 0 {
            let eta = Int((Double(total - state.done) / rate).rounded(.up))
            text += ", ETA \(eta / 60):\(eta % 60 < 10 ? "0" : "")\(eta % 60)"
        }
        text += ", \(state.failing) failing, \(state.errors) error\(state.errors == 1 ? "" : "s")"
        return text
    }
}
