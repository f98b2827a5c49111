import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to the end and keeps what it printed: the one place the test targets
/// spawn a process (`CLI.run`, `CLIShell`, the documented recipes under bash, the text table
/// under a pseudo-terminal). Both pipes are drained while the process runs, so a large report
/// can never fill a pipe and block the child; standard input is a file (empty unless `input`
/// is given), never the test runner's own.
///
/// The waiting is done on the calling thread (`poll(2)` on both pipes, then the exit), never
/// by blocks handed to Dispatch: tests run in parallel on a thread pool as small as the
/// machine, and a test blocked waiting for a block that needs a pool thread can wait forever.
package enum ProcessRunner {
    /// What a run left behind.
    package struct Output: Sendable {
        /// The exit status, or minus the signal number when a signal ended the process.
        package var status: Int32
        package var stdout: Data
        package var stderr: Data
        /// True when the run outlived its time limit and was killed (SIGKILL).
        package var timedOut: Bool

        package var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
        package var stderrText: String { String(decoding: stderr, as: UTF8.self) }
        /// The stderr lines, without their newlines.
        package var stderrLines: [String] { stderrText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        /// True when a signal (not an exit) ended the process.
        package var signalled: Bool { status < 0 }
    }

    /// Runs `executable` with `arguments` in `directory` and waits for it.
    /// - Parameters:
    ///   - environment: the child's whole environment (default: this process's).
    ///   - input: the bytes the child reads on its standard input (default: none, as from `/dev/null`).
    ///   - timeout: seconds before the process is killed with SIGKILL (default: no limit).
    /// - Throws: what `Process.run()` throws when the program cannot be started, or a file error
    ///   when `input` cannot be staged.
    package static func run(_ executable: URL, _ arguments: [String], in directory: URL,
                            environment: [String: String]? = nil, input: Data? = nil,
                            timeout: Double? = nil) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        process.standardInput = try inputHandle(input)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let deadline = timeout.map { DispatchTime.now() + $0 }
        var timedOut = false
        // Kills the process once, when the deadline has passed.
        func enforceDeadline() {
            if !timedOut, let deadline, DispatchTime.now() >= deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
            }
        }
        var streams = [Stream(out.fileHandleForReading.fileDescriptor), Stream(err.fileHandleForReading.fileDescriptor)]
        // Until both pipes are closed (or the killed process is gone and something it left
        // behind still holds one open).
        while streams.contains(where: \.isOpen), !(timedOut && !process.isRunning) {
            var polled = streams.filter(\.isOpen).map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
            if poll(&polled, nfds_t(polled.count), 50) > 0 {
                for ready in polled where ready.revents != 0 {
                    if let i = streams.firstIndex(where: { $0.descriptor == ready.fd }) { streams[i].readAvailable() }
                }
            }
            enforceDeadline()
        }
        while process.isRunning {
            enforceDeadline()
            usleep(1000)
        }
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? -process.terminationStatus : process.terminationStatus
        return Output(status: status, stdout: streams[0].data, stderr: streams[1].data, timedOut: timedOut)
    }

    /// One pipe being drained.
    private struct Stream {
        let descriptor: Int32
        var data = Data()
        var isOpen = true

        init(_ descriptor: Int32) { self.descriptor = descriptor }

        /// Reads what is there; end of file (or an error other than EINTR) closes the stream.
        mutating func readAvailable() {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[..<count])
            } else if count == 0 || errno != EINTR {
                isOpen = false
            }
        }
    }

    /// `/dev/null`, or a read handle on an unlinked temporary file holding `input`: a file,
    /// not a pipe, so a child that exits without reading it cannot raise SIGPIPE here.
    private static func inputHandle(_ input: Data?) throws -> FileHandle {
        guard let input else { return FileHandle.nullDevice }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("contrastscan-stdin-\(UUID().uuidString)")
        try input.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try FileHandle(forReadingFrom: url)
    }
}
