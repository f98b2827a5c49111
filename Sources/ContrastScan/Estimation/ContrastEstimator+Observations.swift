/// Notes that say what was measured, not why it is in doubt.
///
/// An estimate's notes come in the order its steps ran: a shadow set aside, or the pair a
/// control was measured as, is noted before any doubt about the ratio. A report that gives one
/// note as the reason a region needs review must pass over these (`RegionRecord.reviewReason`):
/// a translucent clock whose glyph colour is reached in only part of the line was shown as
/// "a shadow or halo around the glyphs was seen", the note written first, not the one that
/// sent it to review.
extension ContrastEstimator {
    /// A non-text region framed by its border: the note says the border was measured.
    static let borderAgainstSurfaceNote = "measured the border along the frame against the surface outside"
    /// A filled shape with a mark: the mark against the fill was the pair reported (the start of the note).
    static let markAgainstFillNote = "the mark against the shape's fill"
    /// A filled shape with a mark: the shape against the surface was the pair reported (the start of the note).
    static let shapeAgainstSurfaceNote = "the shape against the surface"

    /// Whether `note` only says what was measured (a shadow set aside, the pair a filled shape or
    /// a border was measured as), so it never explains why a region needs review.
    public static func isObservation(_ note: String) -> Bool {
        note == shadowNote || note == borderAgainstSurfaceNote
            || note.hasPrefix(markAgainstFillNote) || note.hasPrefix(shapeAgainstSurfaceNote)
    }
}
