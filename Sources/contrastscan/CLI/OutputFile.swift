import Foundation

/// Writes a result file (`--junit`, `--markdown`, `--json`).
///
/// A regular file (or a new one) is written whole then renamed, so a reader never sees half
/// a report. Anything else that already exists — `/dev/stdout`, a FIFO — is opened and
/// written in place: renaming over it would replace the device or pipe instead of writing to it.
enum OutputFile {
    /// - Returns: nil on success, else the reason it could not be written.
    static func write(_ text: String, to path: String) -> String? {
        let data = Data(text.utf8)
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && isDirectory.boolValue { return "is a folder, not a file" }
        let attributes = exists ? try? FileManager.default.attributesOfItem(atPath: path) : nil
        let isRegular = (attributes?[.type] as? FileAttributeType).map { $0 == .typeRegular } ?? true
        do {
            if isRegular {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } else {
                guard let handle = FileHandle(forWritingAtPath: path) else { return "cannot open it for writing" }
                defer { try? handle.close() }
                try handle.write(contentsOf: data)
            }
            return nil
        } catch {
            return error.localizedDescription
        }
    }
}
