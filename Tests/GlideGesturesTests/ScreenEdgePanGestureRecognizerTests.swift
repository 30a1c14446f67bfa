import GlideGestures
import GlideInput
import Testing

private typealias S = PanSwipeSupport

@Suite struct ScreenEdgePanGestureRecognizerTests {
  @Test(arguments: PanSwipeSupport.deviceFolders)
  func shippedLeftEdgeSwipeBeginsAnEdgePan(folder: String) throws {
    let frames = try S.shipped("traces/\(folder)/edge-swipe-left.evemu")
    let device = try #require(zip(S.deviceFolders, S.devices).first { $0.0 == folder }?.1)
    let pan = ScreenEdgePanGestureRecognizer(edges: .left, surface: device.geometry)
    let log = S.Recording(pan)
    var edge: SurfaceEdge?
    pan.addTarget { if $0.state == .began { edge = pan.edge } }
    GestureArena([pan]).replay(frames)
    #expect(S.isRun(log.states, ending: .ended), "\(log.states)")
    #expect(edge == .left)
    #expect(pan.edge == nil)  // reset after the lift
    let translation = try #require(log.pan(-1)).translation
    #expect(abs(translation.dx - 30) < 2.5, "\(translation)")
    #expect(abs(translation.dy) < 0.01)
  }

  @Test func reportsTheEdgeItBeganFrom() {
    let pan = ScreenEdgePanGestureRecognizer(
      edges: .all, surfaceWidthMillimetres: 100, surfaceHeightMillimetres: 60)
    var edge: SurfaceEdge?
    pan.addTarget { if $0.state == .began { edge = pan.edge } }
    let positions = S.line(
      from: MillimetrePoint(x: 99, y: 30), by: MillimetreVector(dx: -30, dy: 0), frames: 24)
    GestureArena([pan]).replay(S.handBuilt(positions.map { [$0] }))
    #expect(edge == .right)
  }

  @Test func aPanThatStartsMidSurfaceFailsAtOnce() {
    let pan = ScreenEdgePanGestureRecognizer(
      edges: .all, surface: DeviceDescription.precisionTouchpad.geometry)
    let log = S.Recording(pan)
    let timeline = GestureTimeline.swipe(
      fingers: 1, center: MillimetrePoint(x: 50, y: 30), translation: MillimetreVector(dx: 30, dy: 0),
      duration: 0.3)
    let frames = S.frames(timeline)
    GestureArena([pan]).replay(frames)
    #expect(log.states == [.failed])
    #expect(log.events.first?.time == frames.first?.time)
  }

  @Test func anEdgeTouchMovingAlongTheEdgeOrOutwardsFails() {
    for move in [MillimetreVector(dx: 0, dy: 20), MillimetreVector(dx: -3, dy: 0)] {
      let pan = ScreenEdgePanGestureRecognizer(
        edges: .left, surfaceWidthMillimetres: 100, surfaceHeightMillimetres: 60)
      let log = S.Recording(pan)
      let positions = S.line(from: MillimetrePoint(x: 4, y: 20), by: move, frames: 12)
      GestureArena([pan]).replay(S.handBuilt(positions.map { [$0] }))
      #expect(log.states == [.failed], "\(move)")
    }
  }

  @Test func onlyTheConfiguredEdgesCount() throws {
    let frames = try S.shipped("traces/precision/edge-swipe-left.evemu")
    let pan = ScreenEdgePanGestureRecognizer(
      edges: [.right, .top, .bottom], surface: DeviceDescription.precisionTouchpad.geometry)
    let log = S.Recording(pan)
    GestureArena([pan]).replay(frames)
    #expect(log.states == [.failed])
  }

  @Test func theEdgeZoneIsLibinputsPalmZone() {
    let small = ScreenEdgePanGestureRecognizer(
      edges: .all, surface: DeviceDescription.synapticsTouchpad.geometry)
    let width = DeviceDescription.synapticsTouchpad.geometry.widthMillimetres
    #expect(abs(small.edgeZoneMillimetres(for: .left) - 0.08 * width) < 1e-9)
    let large = ScreenEdgePanGestureRecognizer(
      edges: .all, surfaceWidthMillimetres: 160, surfaceHeightMillimetres: 96)
    #expect(large.edgeZoneMillimetres(for: .right) == 8)
    #expect(large.edgeZoneMillimetres(for: .top) == 7.68)
  }

  @Test func droppedEventsCancelAnEdgePan() {
    let device = DeviceDescription.precisionTouchpad
    let timeline = GestureTimeline.edgeSwipe(
      from: .left, surface: device.geometry, distance: 30, duration: 0.3
    ).droppingEvents(at: 0.15)
    let pan = ScreenEdgePanGestureRecognizer(edges: .left, surface: device.geometry)
    let log = S.Recording(pan)
    GestureArena([pan]).replay(S.frames(timeline, on: device))
    let first = Array(log.states.prefix { $0 != .cancelled }) + [.cancelled]
    #expect(S.isRun(first, ending: .cancelled), "\(log.states)")
    #expect(log.states.contains(.cancelled))
  }
}
