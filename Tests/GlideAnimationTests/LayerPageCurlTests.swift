import GlideAnimation
import Testing

@Suite("Layer page curl and view transition options")
struct LayerPageCurlTests {
  @Test("pageCurl.progress reads 0 and sets nothing without a curl; with one it animates and scrubs like any key path")
  func progressKeyPath() {
    var bare = LayerState(bounds: Rect(x: 0, y: 0, width: 100, height: 200))
    #expect(bare.value(forKeyPath: .pageCurlProgress) == .scalar(0))
    bare.setValue(.scalar(0.5), forKeyPath: .pageCurlProgress)
    #expect(bare.pageCurl == nil && bare == LayerState(bounds: Rect(x: 0, y: 0, width: 100, height: 200)))

    let engine = AnimationEngine()
    let page = Layer(engine: engine, name: "page", state: LayerState(bounds: Rect(x: 0, y: 0, width: 100, height: 200)))
    page.pageCurl = LayerPageCurl(direction: Vector(dx: 0, dy: -1), radius: 10)
    page.add(BasicAnimation(keyPath: .pageCurlProgress, from: .scalar(0), to: .scalar(1), duration: 2))
    engine.advance(to: 0.5)
    let curl = page.presentation().pageCurl
    #expect(curl.map { abs($0.progress - 0.25) < 1e-9 } == true && page.model.pageCurl?.progress == 0)
    // The curl in the layer's bounds: the line from the bottom edge to π·r past the top, a quarter of the way.
    #expect(curl.map { abs($0.curl(in: page.bounds).position - (-100 + (200 + 10 * Double.pi) / 4)) < 1e-6 } == true)
    // Frozen and scrubbed as a percent-driven transition does.
    page.speed = 0
    page.timeOffset = 1.5
    #expect(page.presentation().pageCurl.map { abs($0.progress - 0.75) < 1e-9 } == true)
    // The frame does not follow the curl: it is drawn, not laid out.
    #expect(page.presentation().frame == page.model.frame)
    #expect(page.snapshot(afterScreenUpdates: false).state.pageCurl == page.presentation().pageCurl)
  }

  @Test("The view transitions sit in bits 20–23 of the options with UIKit's values, beside the curve")
  func options() {
    #expect(AnimationOptions.transitionFlipFromLeft.rawValue == 1 << 20)
    #expect(AnimationOptions.transitionFlipFromRight.rawValue == 2 << 20)
    #expect(AnimationOptions.transitionCurlUp.rawValue == 3 << 20)
    #expect(AnimationOptions.transitionCurlDown.rawValue == 4 << 20)
    #expect(AnimationOptions.transitionCrossDissolve.rawValue == 5 << 20)
    #expect(AnimationOptions.transitionFlipFromTop.rawValue == 6 << 20)
    #expect(AnimationOptions.transitionFlipFromBottom.rawValue == 7 << 20)
    let options: AnimationOptions = [.transitionCurlDown, .curveEaseOut, .allowAnimatedContent]
    #expect(options.transition == .curlDown && options.curve == .easeOut)
    #expect(AnimationOptions.curveLinear.transition == nil)
    #expect(AnimationOptions(rawValue: 9 << 20).transition == nil)
    #expect(AnimationTransition.allCases.filter(\.isFlip).count == 4)
    #expect(AnimationTransition.allCases.filter(\.isCurl) == [.curlUp, .curlDown])
  }
}
