import Foundation

/// Why some bytes are not JSON, in words a user can act on.
///
/// `JSONDecoder` reports every syntax error as "The given data was not valid
/// JSON." on Linux; `JSONSerialization` says what and where ("Invalid value
/// around character 85.", "Too many nested arrays or dictionaries around
/// character 513.", "Number 1e400 is not representable in Swift."). The
/// decoders ask here only once decoding has already failed.
package enum JSONSyntax {
    /// The parser's reason `data` is not JSON, or nil when it parses.
    package static func problem(in data: Data) -> String? {
        if data.isEmpty { return "the file is empty" }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            guard var reason, !reason.isEmpty else { return nil }
            if reason.hasSuffix(".") { reason.removeLast() }
            return reason
        }
    }

    /// The text for a `DecodingError.dataCorrupted` at the top level: the
    /// parser's reason when it has one, else what the decoder said.
    package static func malformed(_ context: DecodingError.Context, data: Data) -> String {
        if let problem = problem(in: data) { return problem }
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return underlying ?? context.debugDescription
    }
}
