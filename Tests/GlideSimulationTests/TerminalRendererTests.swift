import Foundation
import GlideAnimation
import GlideGestures
import GlideTransitions
import Testing

@testable import GlideInteraction
@testable import GlideSimulation

/// The terminal drawing of `glide live`: where the screens land on the canvas, their outlines and
/// shading, and the text lines under them.
@Suite struct TerminalRendererTests {
  /// The simulated screen of every scenario: 390 × 844 points.
  static let screen = Size(width: 390, height: 844)

  @Test func uprightScreensAreBoxesAtTheirFramesShadedByAlpha() {
    let scene = ScreenFixture()
    scene.detail.transform = Transform2D(scaleX: 0.5, y: 0.5)
    scene.detail.alpha = 0.5
    let canvas = TerminalRenderer(screenSize: Self.screen).draw(
      screens: scene.states, status: LiveStatus(scenario: "pinch-pop"), footer: "footer", width: 40,
      height: 24)

    // 24 rows less 5 of text leave 19: a 38 × 17 interior, 24.82 pt per column, 49.65 per row, so the
    // screen is 16 × 17 cells from column 12, row 1, and Detail's 97.5…292.5 × 211…633 pt frame is
    // columns 4..<12 and rows 4..<13 of it.
    #expect(
      canvas.rows == [
        "           ╔════════════════╗           ",
        "           ║┌──────────────┐║           ",
        "           ║│▓▓▓▓▓▓▓▓▓▓▓▓▓▓│║           ",
        "           ║│▓▓▓▓▓▓▓▓▓▓▓▓▓▓│║           ",
        "           ║│▓▓▓▓▓▓▓▓▓▓▓▓▓▓│║           ",
        "           ║│▓▓▓┌──────┐▓▓▓│║           ",
        "           ║│▓▓▓│░░░░░░│▓▓▓│║           ",
        "           ║│▓▓▓│░░░░░░│▓▓▓│║           ",
        "           ║│▓▓▓│░░░░░░│▓▓▓│║           ",
        "           ║│▓▓▓│Detail│▓▓▓│║           ",
        "           ║│▓▓▓│░░░░░░│▓▓▓│║           ",
        "           ║│▓▓▓│░░░░░░│▓▓▓│║           ",
        "           ║│▓▓▓│░░░░░░│▓▓▓│║           ",
        "           ║│▓▓▓└──────┘▓▓▓│║           ",
        "           ║│▓▓▓▓▓▓▓▓▓▓▓▓▓▓│║           ",
        "           ║│▓▓▓▓▓▓▓▓▓▓▓▓▓▓│║           ",
        "           ║│▓▓▓▓▓▓▓▓▓▓▓▓▓▓│║           ",
        "           ║└──────────────┘║           ",
        "           ╚════════════════╝           ",
        "Home    frame 0.0,0.0 390.0×844.0  scale",
        "Detail  frame 97.5,211.0 195.0×422.0  sc",
        "no gesture yet  percent -  no transition",
        "decision none  touches 0                ",
        "footer                                  ",
      ])
    #expect(
      [canvas[11, 0], canvas[28, 0], canvas[11, 18], canvas[28, 18]] == ["╔", "╗", "╚", "╝"])
    #expect([canvas[12, 1], canvas[27, 1], canvas[12, 17], canvas[27, 17]] == ["┌", "┐", "└", "┘"])
    #expect([canvas[16, 5], canvas[23, 5], canvas[16, 13], canvas[23, 13]] == ["┌", "┐", "└", "┘"])
  }

  @Test func theScreenLinesGiveFrameScaleRotationAndAlpha() {
    let scene = ScreenFixture()
    scene.detail.transform = Transform2D(scaleX: 0.25, y: 0.25)
    scene.detail.alpha = 0.75
    scene.home.removeFromSuperview()
    let canvas = TerminalRenderer(screenSize: Self.screen).draw(
      screens: scene.states, status: LiveStatus(scenario: "pinch-pop"), footer: "", width: 90, height: 30)
    #expect(canvas.row(25).trimmingTrailingSpaces == "Home    off screen")
    #expect(
      canvas.row(26).trimmingTrailingSpaces
        == "Detail  frame 146.2,316.5 97.5×211.0  scale 0.250  rotation 0.000  alpha 0.75")
    #expect(canvas.rows.joined().filter { $0 == "▒" }.count > 0)
    #expect(!canvas.rows.joined().contains("▓"))
  }

  @Test func aRotatedScreenIsDrawnAsItsRotatedRectangle() throws {
    let scene = ScreenFixture()
    scene.home.removeFromSuperview()
    scene.detail.transform = Transform2D(rotationAngle: 0.6).concatenating(
      Transform2D(scaleX: 0.4, y: 0.4))
    let detail = try #require(scene.states.last)
    let shape = RotatedRect(detail)
    #expect(abs(shape.width - 156) < 1e-9 && abs(shape.height - 337.6) < 1e-9)

    let canvas = TerminalRenderer(screenSize: Self.screen).draw(
      screens: scene.states, status: LiveStatus(scenario: "pinch-pop"), footer: "", width: 80, height: 50)
    let mapping = try #require(ScreenMapping(screen: Self.screen, columns: 80, rows: 50 - 5))
    let corners = shape.corners.map(mapping.position)
    for corner in corners {
      #expect(canvas[Int(floor(corner.x)), Int(floor(corner.y))] == "+")
    }
    // At 0.6 rad the short edges lean 0.6 rad from level (`\` going down-right) and the long ones
    // 0.6 rad from upright (`/`); a cell is two columns tall, so that is their slope on screen.
    let top = Point(x: (corners[0].x + corners[1].x) / 2, y: (corners[0].y + corners[1].y) / 2)
    let left = Point(x: (corners[3].x + corners[0].x) / 2, y: (corners[3].y + corners[0].y) / 2)
    #expect(canvas[Int(floor(top.x)), Int(floor(top.y))] == "\\")
    #expect(canvas[Int(floor(left.x)), Int(floor(left.y))] == "/")
    #expect(canvas.rows.contains { $0.contains("▓▓Detail▓▓") })
  }

  @Test func aScreenSmallerThanACellIsADotAtItsCentre() {
    let scene = ScreenFixture()
    scene.home.removeFromSuperview()
    scene.detail.transform = Transform2D(scaleX: 0.01, y: 0.01)
    let canvas = TerminalRenderer(screenSize: Self.screen).draw(
      screens: scene.states, status: LiveStatus(scenario: "pinch-pop"), footer: "", width: 40, height: 24)
    // The centre, 195 × 422 pt, is column 12 + 7.86 and row 1 + 8.5.
    #expect(canvas[19, 9] == "·")
    #expect(canvas.rows.prefix(19).joined().filter { "·─│┌▓".contains($0) }.count == 1)
  }

  @Test(arguments: [
    (1.0, "▓" as Character?), (0.95, "▓"), (0.94, "▒"), (0.65, "▒"), (0.5, "░"), (0.35, "░"),
    (0.2, "·"),
    (0.05, "·"), (0.04, nil), (0, nil),
  ])
  func theShadeFollowsAlpha(alpha: Double, shade: Character?) {
    #expect(TerminalRenderer.shade(alpha) == shade)
  }

  @Test func aScreenTooFaintToSeeIsNotDrawn() {
    let scene = ScreenFixture()
    scene.home.removeFromSuperview()
    scene.detail.alpha = 0.01
    let canvas = TerminalRenderer(screenSize: Self.screen).draw(
      screens: scene.states, status: LiveStatus(scenario: "pinch-pop"), footer: "", width: 40, height: 24)
    let screenRows = canvas.rows.prefix(19).joined()
    #expect(screenRows.filter { !" ║═╔╗╚╝".contains($0) }.isEmpty)
  }

  @Test func aTerminalTooSmallForTheScreenShowsTheTextOnly() {
    let scene = ScreenFixture()
    let canvas = TerminalRenderer(screenSize: Self.screen).draw(
      screens: scene.states, status: LiveStatus(scenario: "pinch-pop"), footer: "end", width: 30, height: 6)
    #expect(
      canvas.rows.map(\.trimmingTrailingSpaces) == [
        "",
        "Home    frame 0.0,0.0 390.0×84",
        "Detail  frame 0.0,0.0 390.0×84",
        "no gesture yet  percent -",
        "no transition  decision none",
        "end",
      ])
  }

  // MARK: - The status line

  @Test func theStatusLineFollowsTheGestureTheDecisionAndTheTransition() {
    var status = LiveStatus(scenario: "pinch-pop")
    #expect(status.line == "no gesture yet  percent -  no transition  decision none  touches 0")
    status.apply(
      ReplayRecord(
        time: 0.1,
        kind: .gesture(
          recognizer: "pinch", state: .began, values: .pinch(scale: 0.88, velocity: -1.2), touches: 2,
          percent: nil)))
    status.apply(
      ReplayRecord(
        time: 0.1,
        kind: .scene(
          .transitionBegan(
            .pop, from: "Detail", to: "Home", animated: true, interactive: true))))
    #expect(
      status.line
        == "pinch began  scale 0.8800  velocity -1.200/s  percent 0.0000  pop interactive  decision none  "
        + "touches 2"
    )
    status.apply(ReplayRecord(time: 0.2, kind: .frame(index: 0, percent: 0.25, views: [], viewTransition: nil)))
    #expect(status.line.contains("percent 0.2500  pop interactive"))
    let decision = FinishPolicy.classicDefault.decide(percent: 0.55, velocity: 1.4)
    status.apply(ReplayRecord(time: 0.5, kind: .decision(decision)))
    status.apply(
      ReplayRecord(
        time: 0.5,
        kind: .scene(
          .interactionChanged(
            isInteractive: false, isCancelled: false, percentComplete: 0.55))))
    #expect(
      status.line.hasSuffix("percent 0.5500  pop finishing  decision finish (percent 0.55 > 0.3)  touches 2"))
    status.apply(ReplayRecord(time: 0.7, kind: .scene(.transitionCompleted(.pop, didComplete: true))))
    #expect(status.line.contains("percent 1.0000  pop finished"))
    #expect(status.plainLine.hasPrefix("0.7000     pinch began  "))
  }

  @Test func theStatusWrapsBetweenFieldsOnANarrowTerminal() {
    var status = LiveStatus(scenario: "pinch-pop")
    status.apply(
      ReplayRecord(
        time: 0.1,
        kind: .gesture(
          recognizer: "pinch", state: .changed, values: .pinch(scale: 0.75, velocity: -1.25), touches: 2,
          percent: 0.25)))
    #expect(
      TerminalRenderer.wrap(status.fields, width: 60) == [
        "pinch changed  scale 0.7500  velocity -1.250/s",
        "percent 0.2500  no transition  decision none  touches 2",
      ])
  }
}

/// A window with Home below Detail, both filling the 390 × 844 pt screen.
final class ScreenFixture {
  let scene = Scene(size: TerminalRendererTests.screen)
  let home: View
  let detail: View

  init() {
    let frame = Rect(x: 0, y: 0, width: 390, height: 844)
    home = View(engine: scene.engine, name: "Home", frame: frame)
    detail = View(engine: scene.engine, name: "Detail", frame: frame)
    scene.window.addSubview(home)
    scene.window.addSubview(detail)
  }

  /// Home then Detail, as presented now.
  var states: [ViewState] {
    [
      ViewState(name: "Home", view: home, window: scene.window),
      ViewState(name: "Detail", view: detail, window: scene.window),
    ]
  }
}

extension String {
  var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
