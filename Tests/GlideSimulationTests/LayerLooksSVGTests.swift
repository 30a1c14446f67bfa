import Foundation
import GlideAnimation
import GlideTransitions
import Testing

@testable import GlideSimulation
@testable import GlideReports

extension LooksFixture {
  var snapshot: ViewTreeSnapshot { ViewTreeSnapshot(window: scene.window, time: 0.5, source: .frame, percent: 0.25) }

  /// The phone's views as the report draws them, ids prefixed "t" (the card is node 1).
  var svg: String { SVGScreen(size: scene.window.bounds.size, width: 240).views(snapshot, id: "t") }

  /// The scrubber's data of the snapshot, as the report's script reads it.
  var scrubberJSON: String { HTMLReportScript.frame(snapshot) }
}

/// A tracked view's layer looks in the report's SVG, drawn as a browser shows them, and in the
/// scrubber's data for its script; a view without them is drawn exactly as before.
@Suite struct LayerLooksSVGTests {
  let fixture = LooksFixture()
  var card: View { fixture.card }

  /// The plain card, as the report drew it before looks.
  static let plainSVG =
    ##"<g transform="matrix(1 0 0 1 20 40)"><rect x="0" y="0" width="100" height="50" fill="#4078d9"/>"##
    + ##"<text x="50" y="25" fill="#ffffff">card</text></g>"##

  @Test func aViewWithoutLooksIsDrawnExactlyAsBefore() {
    #expect(fixture.svg.hasSuffix(Self.plainSVG), "\(fixture.svg)")
    #expect(!fixture.svg.contains("<defs>") && !fixture.scrubberJSON.contains("\"looks\""))
  }

  @Test func anAxialGradientIsALinearGradientFillingTheBounds() {
    card.layer.gradient = LayerGradient(
      colors: [LooksFixture.red, Color(red: 0, green: 0, blue: 1, alpha: 0.5)], locations: [0.2, 0.8],
      startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
    let svg = fixture.svg
    #expect(
      svg.contains(
        ##"<defs><linearGradient id="t-look-1-gradient" gradientUnits="userSpaceOnUse" x1="0" y1="0" "##
          + ##"x2="100" y2="50"><stop offset="0.2" stop-color="#ff0000"/><stop offset="0.8" "##
          + ##"stop-color="#0000ff" stop-opacity="0.5"/></linearGradient></defs><g transform="matrix(1 0 0 1 20 40)">"##
      ), "\(svg)")
    #expect(
      svg.contains(
        ##"fill="#4078d9"/><rect class="gradient" x="0" y="0" width="100" height="50" "##
          + ##"fill="url(#t-look-1-gradient)"/><text"##), "\(svg)")
  }

  @Test func aRadialGradientStretchesACircleToTheEndPointsEllipse() {
    card.layer.gradient = LayerGradient(
      type: .radial, colors: [LooksFixture.red, .white], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
    #expect(
      fixture.svg.contains(
        ##"<radialGradient id="t-look-1-gradient" gradientUnits="userSpaceOnUse" cx="50" cy="25" r="50" "##
          + ##"gradientTransform="matrix(1 0 0 0.5 0 12.5)"><stop offset="0" stop-color="#ff0000"/>"##
          + ##"<stop offset="1" stop-color="#ffffff"/></radialGradient>"##), "\(fixture.svg)")
  }

  @Test func aShapeIsAPathWithItsStrokeRangeDashedAlongALengthOfOne() {
    card.layer.shape = LayerShape(
      path: LooksFixture.triangle, fillColor: LooksFixture.red, strokeColor: .black, lineWidth: 2, strokeEnd: 0.75)
    #expect(
      fixture.svg.contains(
        ##"<path class="shape" d="M0 0 L60 0 L60 30 Z" fill="#ff0000" stroke="none"/>"##
          + ##"<path class="stroke" d="M0 0 L60 0 L60 30 Z" fill="none" stroke="#000000" stroke-width="2" "##
          + ##"stroke-miterlimit="10" pathLength="1" stroke-dasharray="0.75 2" stroke-dashoffset="0"/><text"##),
      "\(fixture.svg)")
  }

  @Test func aWholeDashedStrokeIsOnePathWithTheDashPattern() {
    card.layer.shape = LayerShape(
      path: LooksFixture.wave, fillColor: .clear, strokeColor: .white, lineWidth: 3, lineCap: .round,
      lineDashPattern: [6, 2], lineDashPhase: 1)
    #expect(
      fixture.svg.contains(
        ##"<path class="shape" d="M0 10 C30 0 60 20 90 10" fill="none" stroke="#ffffff" stroke-width="3" "##
          + ##"stroke-linecap="round" stroke-miterlimit="10" stroke-dasharray="6 2" stroke-dashoffset="1"/>"##),
      "\(fixture.svg)")
  }

  @Test func contentsAreAnEmbeddedPNGWhereTheGravityPutsThem() throws {
    card.layer.contents = LayerContents(width: 4, height: 2, color: LooksFixture.red)
    card.layer.contentsGravity = .resizeAspect
    let svg = fixture.svg
    let prefix =
      ##"<svg class="contents" x="0" y="0" width="100" height="50" viewBox="0 0 4 2" preserveAspectRatio="none">"##
      + ##"<image width="4" height="2" href="data:image/png;base64,"##
    let start = try #require(svg.range(of: prefix), "\(svg)")
    let encoded = try #require(svg[start.upperBound...].split(separator: "\"").first)
    let png = try #require(Data(base64Encoded: String(encoded)).map { [UInt8]($0) })
    #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // IHDR: 4 × 2, 8-bit RGBA.
    #expect(Array(png[16..<26]) == [0, 0, 0, 4, 0, 0, 0, 2, 8, 6])
    // The IDAT's zlib stream, one stored block: each row a filter byte, then four opaque red pixels.
    let idat = try #require(Self.index(of: Array("IDAT".utf8), in: png))
    let row: [UInt8] = [0] + Array([[UInt8]](repeating: [255, 0, 0, 255], count: 4).joined())
    let data = idat + 4 + 2 + 5
    #expect(Array(png[data..<(data + 2 * row.count)]) == row + row)
  }

  @Test func theContentsRectIsTheNestedViewBoxAndTranslucentPixelsAreStraightened() throws {
    card.layer.contents = LayerContents(width: 2, height: 2, color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
    card.layer.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
    let svg = fixture.svg
    #expect(svg.contains(##"width="100" height="50" viewBox="1 0 1 2" preserveAspectRatio="none">"##), "\(svg)")
    let encoded = try #require(svg.components(separatedBy: "base64,").last?.split(separator: "\"").first)
    let png = try #require(Data(base64Encoded: String(encoded)).map { [UInt8]($0) })
    let idat = try #require(Self.index(of: Array("IDAT".utf8), in: png))
    // Premultiplied (128, 0, 0, 128) reads back as straight red at alpha 128.
    #expect(Array(png[(idat + 4 + 2 + 5)..<(idat + 4 + 2 + 5 + 5)]) == [0, 255, 0, 0, 128])
  }

  @Test func aLargeImageIsALabelledPlaceholder() {
    card.layer.contents = LayerContents(width: 200, height: 100, color: LooksFixture.red)
    let svg = fixture.svg
    #expect(svg.contains(##"<g class="contents-placeholder"><rect x="0" y="0" width="100" height="50" "##))
    #expect(svg.contains(">image 200×100 px</text></g>") && !svg.contains("data:image/png"))
  }

  @Test func aMaskIsAMaskTheViewsGroupIsDrawnThrough() {
    fixture.mask(Rect(x: 10, y: 5, width: 80, height: 40), cornerRadius: 8)
    #expect(
      fixture.svg.contains(
        ##"<defs><mask id="t-look-1-mask"><rect x="10" y="5" width="80" height="40" rx="8" fill="#ffffff"/>"##
          + ##"</mask></defs><g transform="matrix(1 0 0 1 20 40)" mask="url(#t-look-1-mask)"><rect x="0""##),
      "\(fixture.svg)")
  }

  @Test func aMaterialIsATranslucentTintUnderTheBackgroundAndDrawsAClearView() {
    card.backgroundColor = .clear
    card.layer.material = LayerMaterial(style: .systemThinMaterialDark)
    #expect(
      fixture.svg.contains(
        ##"<g transform="matrix(1 0 0 1 20 40)"><rect class="material" x="0" y="0" width="100" height="50" "##
          + ##"fill="#1c1c1c" fill-opacity="0.45"/><rect x="0" y="0""##),
      "\(fixture.svg)")
  }

  @Test func theScrubbersDataCarriesTheSameMarkupForItsScript() {
    card.layer.gradient = LayerGradient(colors: [LooksFixture.red, .white])
    fixture.mask(Rect(x: 0, y: 0, width: 50, height: 50))
    let data = fixture.scrubberJSON
    #expect(
      data.contains(##""looks":true,"defs":"<defs><linearGradient id=\"scrub-phone-look-1-gradient\""##), "\(data)")
    #expect(data.contains(##""over":"<rect class=\"gradient\""##) && data.contains(##""mask":"scrub-phone-look-1-mask""##))
  }

  /// Where `needle` starts in `bytes`.
  static func index(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
    (0...(bytes.count - needle.count)).first { Array(bytes[$0..<($0 + needle.count)]) == needle }
  }
}
