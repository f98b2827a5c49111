import ContrastScan

/// Writes a result file (`--output`, `--junit`, `--markdown`, `--json`): whole
/// then renamed for a regular file, in place for `/dev/stdout` or a FIFO
/// (see `FileOutput`).
enum OutputFile {
    /// - Returns: nil on success, else the reason it could not be written.
    static func write(_ text: String, to path: String) -> String? {
        do {
            try FileOutput.write(text, to: path)
            return nil
        } catch {
            return error.description
        }
    }
}
