/// A message (§3.11) as plain text, with an optional Markdown form for
/// viewers that render it. contrastscan writes complete text, never message
/// ids, so every viewer can show it (GitHub requires `text`).
public struct SARIFMessage: Sendable, Hashable, Codable {
    public var text: String
    public var markdown: String?

    public init(text: String, markdown: String? = nil) {
        self.text = text
        self.markdown = markdown
    }
}

/// A `multiformatMessageString` (§3.12): the form rule descriptions and help take.
public struct SARIFMultiformatMessageString: Sendable, Hashable, Codable {
    public var text: String
    public var markdown: String?

    public init(text: String, markdown: String? = nil) {
        self.text = text
        self.markdown = markdown
    }
}
