import GlideAnimation
import GlideTransitions
import Testing

@testable import GlideSimulation

/// A tracked view's layer looks in the JSON log and the text log, each only where the layer has it: a
/// view without them reads exactly as before.
@Suite struct LayerLooksLogTests {
  let fixture = LooksFixture()
  var card: View { fixture.card }

  /// The JSON line of the plain card up to the end of its fields, as the log wrote it before looks.
  static let plainJSON =
    ##"{"type":"frame","time":0.500000,"index":3,"percent":0.250000,"views":[{"name":"card","x":20.000000,"##
    + ##""y":40.000000,"width":100.000000,"height":50.000000,"scale":1.000000,"rotation":0.000000,"##
    + ##""alpha":1.000000,"onScreen":true"##
  /// The text line of the plain card, as the log wrote it before looks.
  static let plainText = "0.5000     frame 3  percent 0.2500  card (20.0, 40.0 100.0×50.0)"

  @Test func aViewWithoutLooksReadsExactlyAsBefore() {
    #expect(fixture.json == Self.plainJSON + "}]}")
    #expect(fixture.text == Self.plainText)
  }

  @Test func theShadowShowsInTheTextLogAsOpacityAndRadius() {
    card.layer.shadowOpacity = 0.3
    card.layer.shadowRadius = 16
    #expect(fixture.json == Self.plainJSON + ##","shadowOpacity":0.300000,"shadowRadius":16.000000}]}"##)
    #expect(fixture.text == Self.plainText + " shadow 0.30/16")
  }

  @Test func aGradientShowsItsKindColoursLocationsAndEnds() {
    card.layer.gradient = LayerGradient(
      colors: [LooksFixture.red, Color(red: 0, green: 0, blue: 1, alpha: 0.5)], locations: [0.2, 0.8],
      startPoint: Point(x: 0, y: 0), endPoint: Point(x: 1, y: 1))
    #expect(
      fixture.json == Self.plainJSON
        + ##","gradient":{"type":"axial","colors":[[1.000000,0.000000,0.000000,1.000000],"##
        + ##"[0.000000,0.000000,1.000000,0.500000]],"locations":[0.200000,0.800000],"##
        + ##""startPoint":[0.000000,0.000000],"endPoint":[1.000000,1.000000]}}]}"##)
    #expect(
      fixture.text == Self.plainText + " gradient axial [#ff0000 0.20, #0000ff80 0.80] (0.00, 0.00)→(1.00, 1.00)")
  }

  @Test func aGradientWithoutLocationsLeavesThemOut() {
    card.layer.gradient = LayerGradient(
      type: .radial, colors: [LooksFixture.red, .white], startPoint: Point(x: 0.5, y: 0.5), endPoint: Point(x: 1, y: 1))
    #expect(
      fixture.json == Self.plainJSON
        + ##","gradient":{"type":"radial","colors":[[1.000000,0.000000,0.000000,1.000000],"##
        + ##"[1.000000,1.000000,1.000000,1.000000]],"startPoint":[0.500000,0.500000],"endPoint":[1.000000,1.000000]}}]}"##)
    #expect(fixture.text == Self.plainText + " gradient radial [#ff0000, #ffffff] (0.50, 0.50)→(1.00, 1.00)")
  }

  @Test func aShapeShowsItsPathsSizeColoursWidthAndStrokeRange() {
    card.layer.shape = LayerShape(
      path: LooksFixture.triangle, fillColor: LooksFixture.red, strokeColor: .black, lineWidth: 2, strokeEnd: 0.75)
    #expect(
      fixture.json == Self.plainJSON
        + ##","shape":{"elements":4,"bounds":[0.000000,0.000000,60.000000,30.000000],"##
        + ##""fillColor":[1.000000,0.000000,0.000000,1.000000],"strokeColor":[0.000000,0.000000,0.000000,1.000000],"##
        + ##""lineWidth":2.000000,"strokeStart":0.000000,"strokeEnd":0.750000}}]}"##)
    #expect(
      fixture.text == Self.plainText
        + " shape 4 elements (0.0, 0.0 60.0×30.0) fill #ff0000 stroke #000000 lineWidth 2 strokeStart 0.00 strokeEnd 0.75")
  }

  @Test func aShapeWithoutAPathHasNoBoundsAndADashedOneItsPattern() {
    card.layer.shape = LayerShape()
    #expect(fixture.json.contains(##","shape":{"elements":0,"fillColor":"##))
    #expect(
      fixture.text.hasSuffix(" shape 0 elements fill #000000 stroke #00000000 lineWidth 1 strokeStart 0.00 strokeEnd 1.00"))
    card.layer.shape = LayerShape(path: LooksFixture.wave, lineWidth: 1.5, lineDashPattern: [6, 2])
    #expect(
      fixture.json.contains(
        ##""lineWidth":1.500000,"strokeStart":0.000000,"strokeEnd":1.000000,"lineDashPattern":[6.000000,2.000000]}"##))
    #expect(fixture.text.contains(" shape 2 elements (0.0, 0.0 90.0×20.0) fill #000000 stroke #00000000 lineWidth 1.5 "))
  }

  @Test func contentsShowTheImagesPixelSizeAndGravity() {
    card.layer.contents = LayerContents(width: 4, height: 2, color: LooksFixture.red)
    card.layer.contentsGravity = .resizeAspect
    #expect(fixture.json == Self.plainJSON + ##","contents":{"width":4,"height":2},"contentsGravity":"resizeAspect"}]}"##)
    #expect(fixture.text == Self.plainText + " contents 4×2 px resizeAspect")
  }

  @Test func aMaskShowsItsFrame() {
    fixture.mask(Rect(x: 10, y: 5, width: 80, height: 40), cornerRadius: 8)
    #expect(
      fixture.json == Self.plainJSON + ##","mask":{"x":10.000000,"y":5.000000,"width":80.000000,"height":40.000000}}]}"##)
    #expect(fixture.text == Self.plainText + " mask (10.0, 5.0 80.0×40.0)")
  }

  @Test func aMaterialShowsItsStyle() {
    card.layer.material = LayerMaterial(style: .systemThinMaterialDark)
    #expect(fixture.json == Self.plainJSON + ##","material":"systemThinMaterialDark"}]}"##)
    #expect(fixture.text == Self.plainText + " material systemThinMaterialDark")
  }

  @Test func everyLookFollowsTheShadowInOneOrder() {
    card.layer.shadowOpacity = 0.5
    card.layer.gradient = LayerGradient(colors: [.white])
    card.layer.shape = LayerShape()
    card.layer.contents = LayerContents(width: 1, height: 1, color: .white)
    fixture.mask(Rect(x: 0, y: 0, width: 10, height: 10))
    card.layer.material = LayerMaterial(style: .systemMaterial)
    let keys = ["shadowOpacity", "gradient", "shape", "contents", "contentsGravity", "mask", "material"].map { "\"\($0)\"" }
    let places = keys.compactMap { fixture.json.range(of: $0)?.lowerBound }
    #expect(places.count == keys.count && places == places.sorted(), "\(fixture.json)")
    let words = [" shadow ", " gradient ", " shape ", " contents ", " mask ", " material "]
    let spots = words.compactMap { fixture.text.range(of: $0)?.lowerBound }
    #expect(spots.count == words.count && spots == spots.sorted(), "\(fixture.text)")
  }
}
