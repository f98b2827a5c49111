/// A picture boxes and letters are drawn on: a `Bitmap8` (`RGBA8Bitmap`, or
/// `RGB8Bitmap` for an opaque screenshot: a quarter less memory, and its rows
/// are the PNG's as they are).
///
/// Reads and fills clip to the picture: a box partly outside draws its
/// visible part and never writes out of bounds.
public protocol DrawingSurface {
    var width: Int { get }
    var height: Int { get }
    /// The colour at (`x`, `y`); nil outside the picture.
    func pixel(x: Int, y: Int) -> RGBA8?
    /// Fills the rectangle (`x`, `y`, `width`, `height`), clipped to the picture.
    mutating func fill(x: Int, y: Int, width: Int, height: Int, with color: RGBA8)
}
