import Foundation
import GlideInput

/// What `glide inspect` reports, as text or as one JSON object (keys sorted, stable).
struct InspectReport {
  var path: String
  var format: String
  var device: DeviceDescription
  var trace: TraceSummary?
  /// What the trace reader dropped, capped or doubted, for a trace.
  var inputWarnings = InputWarnings()
  /// An accelerometer trace's readings.
  var gravity: GravitySummary?

  func text() -> [String] {
    var lines = DeviceReport.lines(for: device)
    guard let trace else { return lines }
    lines += [
      "Trace: \(path) (\(format))",
      "  duration: \(fixed(trace.durationSeconds, 3)) s, from \(trace.firstEventTime?.description ?? "-")"
        + " to \(trace.lastEventTime?.description ?? "-")",
      "  events: \(trace.eventCount), frames: \(trace.frameCount), dropped (SYN_DROPPED): \(trace.droppedEventCount)",
      "  most simultaneous touches: \(trace.mostSimultaneousTouches), most fingers: \(trace.mostFingers)",
    ]
    lines += inputWarningLines()
    lines.append("  touch sessions: \(trace.sessions.count)")
    let origin = trace.firstEventTime ?? Timestamp(microseconds: 0)
    for session in trace.sessions {
      lines.append(
        "    \(session.id) slot \(session.slot)  \(fixed(session.start.seconds(since: origin), 3))"
          + "–\(fixed(session.end.seconds(since: origin), 3)) s  \(session.isOpen ? "still down" : session.lastPhase.rawValue)"
          + "  \(fixed(session.distanceMillimetres, 1)) mm")
    }
    if let gravity { lines += DeviceReport.gravityLines(gravity) }
    return lines
  }

  /// `input dropped or doubted: none`, or a line per kind with its count, what was done and the first.
  private func inputWarningLines() -> [String] {
    guard !inputWarnings.isEmpty else { return ["  input dropped or doubted: none"] }
    return ["  input dropped or doubted (libevdev's rules):"]
      + inputWarnings.sorted.map { kind, entry in
        "    \(kind.rawValue): \(entry.count) \(kind.action), the first at line \(entry.firstLine): \(entry.first)"
      }
  }

  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(JSONReport(self)), as: UTF8.self)
  }
}

/// The JSON schema of `glide inspect --json` (documented in `docs/commands.md`).
private struct JSONReport: Encodable {
  struct Device: Encodable {
    var name: String
    var bustype, vendor, product, version: UInt16
    var kind: String
    var touchProtocol: String
    var slots: Int
    var maximumFingers: Int
    var widthMillimetres, heightMillimetres: Double
    var sizeIsEstimated: Bool
    var properties: [String]
    var accelerometer: Accelerometer?
  }
  struct Session: Encodable {
    var id, slot: Int
    var start, end: Double
    var lastPhase: String
    var distanceMillimetres: Double
  }
  struct InputWarning: Encodable {
    var count: Int
    var action: String
    var firstLine: Int
    var first: String
  }
  struct Accelerometer: Encodable {
    var unitsPerG: [Double]
    var unitsPerGIsEstimated: Bool
    var fullScaleG: Double
  }
  struct Gravity: Encodable {
    var x, y, z: Double
  }
  struct Readings: Encodable {
    var readings, droppedReadings: Int
    var first, last: Gravity?
    var horizontalDegrees, verticalDegrees: [Double]?
  }
  struct Trace: Encodable {
    var durationSeconds: Double
    var events, frames, droppedEvents, mostSimultaneousTouches, mostFingers: Int
    var inputWarnings: [String: InputWarning]
    var sessions: [Session]
    var accelerometer: Readings?
  }
  var path: String
  var format: String
  var device: Device
  var trace: Trace?

  init(_ report: InspectReport) {
    let d = report.device
    path = report.path
    format = report.format
    device = Device(
      name: d.name, bustype: d.id.bustype, vendor: d.id.vendor, product: d.id.product, version: d.id.version,
      kind: d.kind.rawValue,
      touchProtocol: d.touchProtocol.rawValue, slots: d.slotCount, maximumFingers: d.maximumFingerCount,
      widthMillimetres: d.geometry.widthMillimetres, heightMillimetres: d.geometry.heightMillimetres,
      sizeIsEstimated: d.geometry.isEstimated,
      properties: d.properties.sorted().map { $0.name ?? "INPUT_PROP_\($0.rawValue)" },
      accelerometer: d.isAccelerometer ? Self.accelerometer(d) : nil)
    trace = report.trace.map { t in
      let origin = t.firstEventTime ?? Timestamp(microseconds: 0)
      return Trace(
        durationSeconds: t.durationSeconds, events: t.eventCount, frames: t.frameCount,
        droppedEvents: t.droppedEventCount, mostSimultaneousTouches: t.mostSimultaneousTouches,
        mostFingers: t.mostFingers,
        inputWarnings: Dictionary(
          uniqueKeysWithValues: report.inputWarnings.sorted.map { kind, entry in
            (kind.rawValue, InputWarning(count: entry.count, action: kind.action, firstLine: entry.firstLine, first: entry.first))
          }),
        sessions: t.sessions.map {
          Session(
            id: $0.id.rawValue, slot: $0.slot, start: $0.start.seconds(since: origin),
            end: $0.end.seconds(since: origin), lastPhase: $0.lastPhase.rawValue,
            distanceMillimetres: $0.distanceMillimetres)
        },
        accelerometer: report.gravity.map(Self.readings))
    }
  }

  private static func accelerometer(_ device: DeviceDescription) -> Accelerometer {
    let geometry = AccelerometerGeometry(device: device)
    return Accelerometer(
      unitsPerG: geometry.unitsPerG, unitsPerGIsEstimated: geometry.isEstimated,
      fullScaleG: geometry.fullScale(of: device))
  }

  private static func readings(_ g: GravitySummary) -> Readings {
    let vector = { (r: GravityReading) in Gravity(x: r.x, y: r.y, z: r.z) }
    let degrees = { (range: ClosedRange<Double>) in [range.lowerBound, range.upperBound].map { $0 * 180 / .pi } }
    return Readings(
      readings: g.readingCount, droppedReadings: g.droppedReadings, first: g.first.map(vector),
      last: g.last.map(vector), horizontalDegrees: g.horizontalRange.map(degrees),
      verticalDegrees: g.verticalRange.map(degrees))
  }
}
