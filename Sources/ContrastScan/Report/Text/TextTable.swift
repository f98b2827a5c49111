/// A table of text cells fitted to a width: columns that are empty everywhere
/// are dropped, the flexible ones are cut with "…" until the rows fit, and the
/// rest keep their natural width.
struct TextTable {
    /// One column: its heading, whether it may be cut to fit, and the narrowest it may get.
    struct Column {
        var heading: String
        var flexible = false
        var minimumWidth = 0
        /// Dropped when every cell is empty (a TEXT column with no labels).
        var dropWhenEmpty = false
    }

    var columns: [Column]
    var rows: [[String]]
    static let gap = "  "

    /// The heading line and one line per row, none longer than `width` when the
    /// fixed columns allow (nil: no limit).
    func lines(width: Int?) -> (header: String, rows: [String]) {
        var keep = columns.indices.filter { column in
            !(columns[column].dropWhenEmpty && rows.allSatisfy { $0[column].isEmpty })
        }
        var widths = Dictionary(uniqueKeysWithValues: keep.map { column in
            (column, ([columns[column].heading] + rows.map { $0[column] }).map(\.count).max() ?? 0)
        })
        func total() -> Int { keep.map { widths[$0]! }.reduce(0, +) + TextTable.gap.count * max(0, keep.count - 1) }
        if let width {
            // Shrink the flexible columns, widest first, down to their minimum.
            while total() > width {
                guard let widest = keep.filter({ columns[$0].flexible && widths[$0]! > columns[$0].minimumWidth })
                    .max(by: { widths[$0]! < widths[$1]! }) else { break }
                widths[widest]! -= min(widths[widest]! - columns[widest].minimumWidth, total() - width)
            }
            // Still too wide: drop flexible columns from the right.
            while total() > width, let last = keep.last(where: { columns[$0].flexible }) {
                keep.removeAll { $0 == last }
            }
        }
        func line(_ cells: [String]) -> String {
            keep.enumerated().map { position, column in
                let cell = Self.clip(cells[column], widths[column]!)
                return position == keep.count - 1 ? cell : cell.padding(toLength: widths[column]!)
            }.joined(separator: TextTable.gap)
        }
        return (line(columns.map(\.heading)), rows.map(line))
    }

    /// `text` cut to `width` characters, the last one "…" when it was cut.
    static func clip(_ text: String, _ width: Int) -> String {
        guard text.count > width else { return text }
        guard width > 1 else { return String(text.prefix(width)) }
        return String(text.prefix(width - 1)) + "…"
    }

    /// `text` broken at spaces into lines of at most `width` characters, the first
    /// starting with `indent` and the rest with `hanging`; a word longer than a line is cut.
    static func wrap(_ text: String, width: Int?, indent: String, hanging: String) -> [String] {
        guard let width, indent.count + text.count > width else { return [indent + text] }
        var lines: [String] = []
        var current = indent
        var currentIsEmpty = true
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let prefix = currentIsEmpty ? "" : " "
            if current.count + prefix.count + word.count <= width {
                current += prefix + word
                currentIsEmpty = false
                continue
            }
            if !currentIsEmpty { lines.append(current) }
            current = lines.isEmpty && currentIsEmpty ? indent : hanging
            current += clip(String(word), max(1, width - current.count))
            currentIsEmpty = false
        }
        lines.append(current)
        return lines
    }
}
