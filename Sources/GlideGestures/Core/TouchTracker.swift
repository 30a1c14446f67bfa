public import GlideInput

/// The touches a recogniser follows: where each started and where it is now, in mm.
///
/// Touches are followed from the frame they appear in (or, for touches already down when tracking
/// starts, from that frame) until they end or are cancelled.
public struct TouchTracker: Sendable {
  /// A followed touch.
  public struct Track: Hashable, Sendable {
    public var id: TouchID
    public var start: MillimetrePoint
    public var current: MillimetrePoint
    public var startTime: Timestamp
    /// The distance from the start, in mm.
    public var displacement: MillimetreVector {
      MillimetreVector(dx: current.x - start.x, dy: current.y - start.y)
    }
  }

  /// The touches down after the last frame, ordered by when they were first seen (then by id).
  public private(set) var tracks: [Track] = []
  /// True when the last frame ended or cancelled at least one followed touch.
  public private(set) var lostTouch = false
  /// True when the last frame cancelled a followed touch (SYN_DROPPED, device gone).
  public private(set) var touchCancelled = false
  /// True when the last frame added a touch.
  public private(set) var gainedTouch = false

  public init() {}

  public var count: Int { tracks.count }
  public var isEmpty: Bool { tracks.isEmpty }

  /// Follows the touches of `frame`.
  public mutating func update(with frame: TouchFrame) {
    lostTouch = false
    touchCancelled = false
    gainedTouch = false
    for touch in frame.touches {
      if let index = tracks.firstIndex(where: { $0.id == touch.id }) {
        if touch.phase.isTerminal {
          tracks.remove(at: index)
          lostTouch = true
          touchCancelled = touchCancelled || touch.phase == .cancelled
        } else {
          tracks[index].current = touch.location
        }
      } else if !touch.phase.isTerminal {
        tracks.append(Track(id: touch.id, start: touch.location, current: touch.location, startTime: frame.time))
        gainedTouch = true
      }
    }
  }

  /// Forgets every touch and what the last frame changed; `keepingCapacity` keeps the storage for the
  /// next gesture.
  public mutating func removeAll(keepingCapacity: Bool = false) {
    tracks.removeAll(keepingCapacity: keepingCapacity)
    lostTouch = false
    touchCancelled = false
    gainedTouch = false
  }

  /// Makes the current positions the new starting positions.
  public mutating func rebase(at time: Timestamp) {
    for index in tracks.indices {
      tracks[index].start = tracks[index].current
      tracks[index].startTime = time
    }
  }

  /// Whether a followed touch is more than `millimetres` from where it started.
  func anyMoved(moreThan millimetres: Double) -> Bool {
    tracks.contains { $0.displacement.length > millimetres }
  }

  /// The centroid of the followed touches now, in mm.
  public var centroid: MillimetrePoint { mean { $0.current } }
  /// The centroid of the followed touches' starting points, in mm.
  public var startCentroid: MillimetrePoint { mean { $0.start } }

  /// The mean of one point of each track (the origin when there are none), summed in track order
  /// without building arrays: recognisers ask at every frame.
  private func mean(of point: (Track) -> MillimetrePoint) -> MillimetrePoint {
    guard !tracks.isEmpty else { return MillimetrePoint(x: 0, y: 0) }
    var (x, y) = (0.0, 0.0)
    for track in tracks {
      let p = point(track)
      x += p.x
      y += p.y
    }
    let n = Double(tracks.count)
    return MillimetrePoint(x: x / n, y: y / n)
  }
}
