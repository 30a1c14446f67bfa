/// Turns a mouse and keyboard into touches on the simulated screen, for people without a touchpad:
/// each press, move and release becomes one kernel frame (protocol B, with the kernel's pointer
/// emulation) of ``device``, the same input events a touchscreen sends, so the frames go through the
/// same assembler, recognisers and scenarios, and can be written as an evemu trace that `glide replay`
/// plays back identically.
///
/// Positions are points on the simulated screen (origin top-left, y down); times are the caller's
/// (the monotonic clock live, anything increasing in tests).
public struct PointerTouchEmulator {
  /// A press closer than this to the left edge (points) is an edge pan: UIKit's edge zone is about
  /// this wide, and a mouse cannot start beyond the screen's edge as a thumb does.
  public static let edgeBandPoints = 20.0
  /// How far apart the two fingers of a Shift+drag are, in points (20 mm on the pointer surface: two
  /// fingers side by side).
  public static let twoFingerSpacingPoints = 120.0

  /// The touch surface the events belong to (see ``DeviceDescription/pointerSurface(widthPoints:heightPoints:)``).
  public let device: DeviceDescription
  /// The simulated screen, points.
  public let widthPoints: Double
  public let heightPoints: Double

  /// The drag in progress, if any.
  public private(set) var gesture: PointerGesture?
  /// Where the pointer went down, and where the first finger landed (they differ for an edge pan).
  private var pressPoint = (x: 0.0, y: 0.0)
  private var landing = (x: 0.0, y: 0.0)
  /// The second finger's offset from the first for a two-finger pan, fixed at the press.
  private var panOffset = 0.0
  private var nextTrackingID: Int32 = 0
  private var trackingIDs: [Int32] = []
  private var encoder: KernelFrameEncoder

  /// An emulator for a screen of `widthPoints` × `heightPoints` points.
  public init(widthPoints: Int, heightPoints: Int) {
    device = .pointerSurface(widthPoints: widthPoints, heightPoints: heightPoints)
    self.widthPoints = Double(widthPoints)
    self.heightPoints = Double(heightPoints)
    encoder = KernelFrameEncoder(device: device)
  }

  /// The button went down at (`x`, `y`) points with the given keys held: the fingers land. Ignored
  /// (no events) while a drag is already in progress.
  public mutating func press(
    x: Double, y: Double, control: Bool = false, shift: Bool = false, time: Timestamp
  ) -> [InputEvent] {
    guard gesture == nil else { return [] }
    let kind = PointerGesture.forPress(atX: x, control: control, shift: shift)
    gesture = kind
    pressPoint = (x, y)
    landing = kind == .leftEdge ? (0, y) : (x, y)
    panOffset = x + Self.twoFingerSpacingPoints <= widthPoints ? Self.twoFingerSpacingPoints : -Self.twoFingerSpacingPoints
    let fingers = kind == .pinch || kind == .twoFingerPan ? 2 : 1
    trackingIDs = (0..<fingers).map { _ in takeTrackingID() }
    return frame(pointerX: x, pointerY: y, time: time)
  }

  /// The pointer moved to (`x`, `y`) points: the fingers follow. No events when no drag is in progress.
  public mutating func move(x: Double, y: Double, time: Timestamp) -> [InputEvent] {
    guard gesture != nil else { return [] }
    return frame(pointerX: x, pointerY: y, time: time)
  }

  /// The button went up: every finger lifts in one frame.
  public mutating func release(time: Timestamp) -> [InputEvent] {
    guard gesture != nil else { return [] }
    gesture = nil
    trackingIDs = []
    return encoder.encode(SurfaceScan(time: time, slots: [], fingerCount: 0, deviceClock: 0))
  }

  /// Where each finger is for the pointer at (`x`, `y`), in points (clamped to the screen).
  public func fingers(pointerX x: Double, pointerY y: Double) -> [(x: Double, y: Double)] {
    guard let gesture else { return [] }
    let first = (x: landing.x + x - pressPoint.x, y: landing.y + y - pressPoint.y)
    let points: [(x: Double, y: Double)]
    switch gesture {
    case .oneFinger, .leftEdge: points = [first]
    case .pinch: points = [first, (widthPoints - first.x, heightPoints - first.y)]
    case .twoFingerPan: points = [first, (first.x + panOffset, first.y)]
    }
    return points.map { (min(max($0.x, 0), widthPoints), min(max($0.y, 0), heightPoints)) }
  }

  // MARK: - Internals

  private mutating func frame(pointerX x: Double, pointerY y: Double, time: Timestamp) -> [InputEvent] {
    let unit = Double(DeviceDescription.pointerUnitsPerPoint)
    let contacts = fingers(pointerX: x, pointerY: y).enumerated().map { index, point in
      SurfaceScan.Contact(
        trackingID: trackingIDs[index], x: Int32((point.x * unit).rounded()),
        y: Int32((point.y * unit).rounded()), pressure: 0, age: index)
    }
    return encoder.encode(SurfaceScan(time: time, slots: contacts, fingerCount: contacts.count, deviceClock: 0))
  }

  private mutating func takeTrackingID() -> Int32 {
    defer { nextTrackingID = nextTrackingID == 65535 ? 0 : nextTrackingID + 1 }
    return nextTrackingID
  }
}
