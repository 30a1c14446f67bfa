import GlideGestures
import GlideInput
import Testing

private typealias S = PanSwipeSupport

@Suite struct SwipeGestureRecognizerTests {
  private static let every: SwipeDirection = [.left, .right, .up, .down]

  private func run(
    _ frames: [TouchFrame], direction: SwipeDirection, touches: Int
  ) -> (log: PanSwipeSupport.Recording, swipe: SwipeGestureRecognizer) {
    let swipe = SwipeGestureRecognizer(direction: direction, numberOfTouchesRequired: touches)
    let log = S.Recording(swipe)
    GestureArena([swipe]).replay(frames)
    return (log, swipe)
  }

  private func direction(of log: PanSwipeSupport.Recording) -> SwipeDirection? {
    guard case .swipe(let direction)? = log.events.last?.values else { return nil }
    return direction
  }

  @Test(arguments: PanSwipeSupport.deviceFolders)
  func shippedSwipesAreRecognisedWithTheirFingerCountAndDirection(folder: String) throws {
    let cases: [(String, SwipeDirection, Int)] = [
      ("swipe-2-fingers-left", .left, 2), ("swipe-3-fingers-left", .left, 3), ("swipe-3-fingers-up", .up, 3),
    ]
    for (name, expected, fingers) in cases {
      let frames = try S.shipped("traces/\(folder)/\(name).evemu")
      let (log, _) = run(frames, direction: Self.every, touches: fingers)
      #expect(log.states == [.recognized], "\(folder)/\(name)")
      #expect(direction(of: log) == expected, "\(folder)/\(name)")
      #expect(log.events.last?.numberOfTouches == fingers)
    }
  }

  @Test(arguments: PanSwipeSupport.deviceFolders)
  func shippedSwipesFailWithTheWrongCountOrDirection(folder: String) throws {
    let twoLeft = try S.shipped("traces/\(folder)/swipe-2-fingers-left.evemu")
    #expect(run(twoLeft, direction: .left, touches: 3).log.states == [.failed])
    #expect(run(twoLeft, direction: .left, touches: 1).log.states == [.failed])
    #expect(run(twoLeft, direction: [.right, .up, .down], touches: 2).log.states == [.failed])
    let threeUp = try S.shipped("traces/\(folder)/swipe-3-fingers-up.evemu")
    #expect(run(threeUp, direction: .down, touches: 3).log.states == [.failed])
    #expect(run(threeUp, direction: .up, touches: 2).log.states == [.failed])
  }

  @Test func theDefaultIsOneFingerToTheRight() {
    let swipe = SwipeGestureRecognizer()
    #expect(swipe.direction == .right)
    #expect(swipe.numberOfTouchesRequired == 1)
    let positions = S.line(
      from: MillimetrePoint(x: 20, y: 20), by: MillimetreVector(dx: 30, dy: 0), frames: 24)
    let log = S.Recording(swipe)
    GestureArena([swipe]).replay(S.handBuilt(positions.map { [$0] }))
    #expect(log.states == [.recognized])
    #expect(direction(of: log) == .right)
    // Recognised at the frame the 10 mm were reached (frame 8 at 1.25 mm per frame), where it began.
    #expect(log.events.first?.time == S.time(8 / S.rate))
    #expect(log.events.first?.location == MillimetrePoint(x: 20, y: 20))
  }

  @Test(arguments: [
    (MillimetreVector(dx: 30, dy: 0), SwipeDirection.right), (MillimetreVector(dx: -30, dy: 0), .left),
    (MillimetreVector(dx: 0, dy: -20), .up), (MillimetreVector(dx: 0, dy: 20), .down),
    (MillimetreVector(dx: 30, dy: 10), .right),
  ])
  func handBuiltDirections(move: MillimetreVector, expected: SwipeDirection) {
    let positions = S.line(from: MillimetrePoint(x: 50, y: 30), by: move, frames: 16)
    let (log, swipe) = run(S.handBuilt(positions.map { [$0] }), direction: Self.every, touches: 1)
    #expect(log.states == [.recognized])
    #expect(direction(of: log) == expected)
    #expect(swipe.state == .possible)  // reset after the lift
  }

  @Test func aDiagonalFails() {
    let positions = S.line(
      from: MillimetrePoint(x: 20, y: 10), by: MillimetreVector(dx: 20, dy: 20), frames: 16)
    let frames = S.handBuilt(positions.map { [$0] })
    #expect(run(frames, direction: Self.every, touches: 1).log.states == [.failed])
  }

  @Test func aSlowMoveFailsAndAFastOneIsRecognised() {
    // 20 mm in 1 s (20 mm/s) is a drag; 20 mm in 0.2 s (100 mm/s) a swipe.
    let start = MillimetrePoint(x: 20, y: 20)
    let slow = S.line(from: start, by: MillimetreVector(dx: 20, dy: 0), frames: 80)
    #expect(run(S.handBuilt(slow.map { [$0] }), direction: .right, touches: 1).log.states == [.failed])
    let fast = S.line(from: start, by: MillimetreVector(dx: 20, dy: 0), frames: 16)
    #expect(run(S.handBuilt(fast.map { [$0] }), direction: .right, touches: 1).log.states == [.recognized])
  }

  @Test func aMoveShorterThanTheMinimumFailsAtTheLift() {
    let positions = S.line(from: MillimetrePoint(x: 20, y: 20), by: MillimetreVector(dx: 8, dy: 0), frames: 4)
    let frames = S.handBuilt(positions.map { [$0] })
    let (log, _) = run(frames, direction: .right, touches: 1)
    #expect(log.states == [.failed])
    #expect(log.events.first?.time == frames.last?.time)
  }

  @Test func twoFingersThatSpreadFail() {
    // The midpoint moves 10 mm right, but the fingers move apart: a pinch, not a swipe.
    let positions: [[MillimetrePoint?]] = (0...12).map { frame in
      let t = Double(frame) / 12
      return [MillimetrePoint(x: 40 - 12 * t, y: 30), MillimetrePoint(x: 60 + 32 * t, y: 30)]
    }
    #expect(run(S.handBuilt(positions), direction: .right, touches: 2).log.states == [.failed])
  }

  @Test func aFingerBeyondTheRequiredCountFails() {
    let timeline = GestureTimeline.swipe(
      fingers: 1, center: MillimetrePoint(x: 50, y: 30), translation: MillimetreVector(dx: 10, dy: 0),
      duration: 0.3
    ).thirdFinger(landsAt: 0.05)
    #expect(run(S.frames(timeline), direction: .right, touches: 1).log.states == [.failed])
  }

  @Test func aCancelledTouchFails() {
    let timeline = GestureTimeline.swipe(
      fingers: 2, center: MillimetrePoint(x: 50, y: 30), translation: MillimetreVector(dx: -30, dy: 0),
      duration: 0.3
    ).droppingEvents(at: 0.04)
    let states = run(S.frames(timeline), direction: .left, touches: 2).log.states
    #expect(states.first == .failed, "\(states)")
  }
}
