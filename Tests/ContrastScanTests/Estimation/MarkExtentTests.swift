@testable import ContrastScan
import Testing

/// A loose frame is tightened to the rectangle around its marks: the rectangle must hold every
/// mark pixel, grow by the anti-aliasing allowance and never leave the frame.
@Suite("The marks' extent frames every mark pixel within the box")
struct MarkExtentTests {
    @Test("the frame holds every mark pixel, grown by the allowance on each side")
    func frameHoldsEveryMarkGrown() {
        var marks = MarkExtent()
        for (x, y) in [(20, 30), (35, 31), (27, 44)] { marks.add(x: x, y: y) }
        #expect(marks.count == 3)
        let box = PixelRect(x: 0, y: 0, width: 100, height: 100)
        #expect(marks.frame(grownBy: 2, within: box) == PixelRect(x: 18, y: 28, width: 20, height: 19))
    }

    @Test("the grown frame is clipped to the box at its edges")
    func frameIsClippedToTheBox() {
        var marks = MarkExtent()
        marks.add(x: 10, y: 10)
        marks.add(x: 59, y: 29)
        let box = PixelRect(x: 10, y: 10, width: 50, height: 20)
        #expect(marks.frame(grownBy: 2, within: box) == box)
    }
}
