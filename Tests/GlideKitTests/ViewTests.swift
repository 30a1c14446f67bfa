import GlideAnimation
import GlideKit
import GlideTransitions
import Testing

@Suite("Labels, image views, symbols and the home indicator")
struct ViewTests {
  let engine = AnimationEngine()

  @Test("A label is one line of its font tall, its text in the font's size, weight and colour")
  func label() throws {
    let label = Label(
      engine: engine, name: "caption", text: "Hello", font: .preferred(.footnote),
      color: SystemColor.secondaryLabel.color(in: .dark), alignment: .center, origin: Point(x: 10, y: 20), width: 100)
    #expect(label.frame.origin == Point(x: 10, y: 20) && label.frame.width == 100)
    #expect(abs(label.frame.height - 13 * 1.2109375) < 1e-9)
    let text = try #require(label.layer.text)
    #expect(text.fontSize == 13 && text.fontWeight == .regular && text.alignmentMode == .center)
    #expect(label.textColor == SystemColor.secondaryLabel.dark)
    label.text = "Bye"
    #expect(label.layer.text?.string == "Bye" && label.font == .preferred(.footnote))
  }

  @Test("An image view fills its frame with the photo, aspect kept, cropped and rounded")
  func imageView() throws {
    let photo = try Photo.named("fjord-panorama")
    let view = ImageView(
      engine: engine, name: "photo", image: photo, frame: Rect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 12)
    #expect(view.layer.contentsGravity == .resizeAspectFill)
    #expect(view.clipsToBounds && view.layer.cornerRadius == 12)
    #expect(view.image?.width == 600)
    // A 600 × 400 photo covering a square: as tall as it, half again as wide, centred.
    #expect(view.presentation.contentsFrame == Rect(x: -25, y: 0, width: 150, height: 100))
  }

  @Test("Symbols are drawn within their box: chevrons stroked with round caps, glyphs filled even-odd")
  func symbols() {
    for symbol in Symbol.allCases {
      let view = SymbolView(engine: engine, name: symbol.rawValue, symbol: symbol, size: 20, color: .black)
      let shape = view.layer.shape
      let points = shape?.path?.points ?? []
      #expect(!points.isEmpty && points.allSatisfy { (0...20).contains($0.x) && (0...20).contains($0.y) }, "\(symbol)")
      if symbol.isStroked {
        #expect(shape?.fillColor == .clear && shape?.strokeColor == .black && shape?.lineCap == .round)
      } else {
        #expect(shape?.fillColor == .black && shape?.fillRule == .evenOdd)
      }
    }
  }

  @Test("The home indicator is a 134 × 5 capsule, centred, 8 points above the bottom")
  func homeIndicator() {
    let indicator = HomeIndicator(engine: engine)
    #expect(indicator.frame == Rect(x: 128, y: 844 - 13, width: 134, height: 5))
    #expect(indicator.layer.cornerRadius == 2.5 && indicator.backgroundColor == .black)
  }
}
