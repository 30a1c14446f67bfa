import Foundation
import GlideInput
import GlideTransitions
import Testing

@testable import GlideSimulation

/// Gravity to viewer offset: the documented filters in closed form, independent of how time is cut, the
/// drift back, the settling, and the finger's fallback.
@Suite("Tilt mapping")
struct TiltMappingTests {
  /// A reading at `seconds` of a device tilted `h`, `v` degrees.
  private func reading(_ seconds: Double, _ h: Double, _ v: Double = 0) -> GravityReading {
    let g = Attitude(horizontal: h * .pi / 180, vertical: v * .pi / 180).gravity
    return GravityReading(time: Timestamp(microseconds: Int64((seconds * 1e6).rounded())), x: g.x, y: g.y, z: g.z)
  }

  @Test("A step of Δ held still: offset Δ/F·(e^(−t/T) − e^(−t/τ)), rising with the smoothing, dying with the re-centring")
  func stepResponse() {
    var mapping = TiltMapping()
    mapping.add(reading(0, 0))
    #expect(mapping.offset == .zero && mapping.isSettled)
    mapping.add(reading(1, 10))
    let (tau, big, full) = (0.1, 2.0, 20.0)
    for t in [0.05, 0.1, 0.3, 1, 3, 6] {
      mapping.advance(to: 1 + t)
      let expected = 10 / full * (exp(-t / big) - exp(-t / tau))
      #expect(abs(mapping.offset.horizontal - expected) < 1e-9, "t = \(t)")
      #expect(mapping.offset.vertical == 0)
    }
  }

  @Test("The offset at a time does not depend on how the interval is cut into frames")
  func frameIndependence() {
    var coarse = TiltMapping()
    var fine = TiltMapping()
    coarse.add(reading(0, 0, 10))
    fine.add(reading(0, 0, 10))
    coarse.add(reading(0.5, 12, -5))
    fine.add(reading(0.5, 12, -5))
    coarse.advance(to: 2)
    for k in 1...900 { fine.advance(to: 0.5 + Double(k) / 600) }
    #expect(abs(coarse.offset.horizontal - fine.offset.horizontal) < 1e-12)
    #expect(abs(coarse.offset.vertical - fine.offset.vertical) < 1e-12)
    #expect(coarse.offset.vertical < 0 && coarse.offset.horizontal > 0)
  }

  @Test("Held at a tilt the effect drifts back and settles at exactly 0; a tilt beyond the full tilt is clamped")
  func driftAndSettle() throws {
    var mapping = TiltMapping()
    mapping.add(reading(0, 0))
    mapping.add(reading(0.001, -45))
    mapping.advance(to: 0.6)
    #expect(mapping.offset.horizontal == -1)
    var last = -1.0
    var settledAt: Double?
    for k in 1...2000 {
      let t = 0.6 + Double(k) / 100
      mapping.advance(to: t)
      #expect(mapping.offset.horizontal >= last)
      last = mapping.offset.horizontal
      if mapping.isSettled, settledAt == nil { settledAt = t }
    }
    #expect(mapping.offset == .zero)
    // |r − u| = 45°·e^(−t/2) ≤ 0.001 · 20°: t = 2 ln(2250) = 15.42 s.
    let settled = try #require(settledAt)
    #expect(abs(settled - 2 * log(2250.0)) < 0.02)
  }

  @Test("Turning through upside down does not jump: the vertical angle is unwrapped")
  func unwrapping() {
    var mapping = TiltMapping()
    mapping.add(reading(0, 0, 175))
    mapping.add(reading(0.1, 0, -175))  // 10° further, through 180°
    mapping.advance(to: 0.2)
    let expected = 10 / 20 * (exp(-0.1 / 2) - exp(-0.1 / 0.1))
    #expect(abs(mapping.offset.vertical - expected) < 1e-9)
  }

  @Test("Readings weaker than a quarter g (falling) are skipped")
  func weakReadings() {
    var mapping = TiltMapping()
    mapping.add(reading(0, 0))
    mapping.add(GravityReading(time: Timestamp(microseconds: 100_000), x: 0.1, y: 0, z: 0.05))
    mapping.advance(to: 1)
    #expect(mapping.offset == .zero)
  }

  @Test("The finger: the surface's edges are ±1, the filter eases from 0, a lift eases back and settles exactly")
  func touch() throws {
    let device = DeviceDescription.synapticsTouchpad
    let width = device.geometry.widthMillimetres
    let height = device.geometry.heightMillimetres
    var mapping = TouchOffsetMapping(surface: device.geometry)
    let synth = TraceSynthesizer(device: device, rate: 100)
    let events = synth.events(
      for: .swipe(
        fingers: 1, center: MillimetrePoint(x: width * 0.75, y: height * 0.25), translation: MillimetreVector(dx: 0, dy: 0),
        duration: 0.5))
    var assembler = FrameAssembler(device: device)
    for event in events { if let frame = assembler.consume(event) { mapping.add(frame) } }
    let target = try #require(mapping.target)
    #expect(abs(target.horizontal) < 1e-9)  // lifted at the end
    // While the finger rested at (0.75, 0.25) of the surface, the target was (0.5, −0.5).
    var held = TouchOffsetMapping(surface: device.geometry)
    var again = FrameAssembler(device: device)
    for event in events.prefix(while: { $0.time.seconds < 0.3 }) { if let frame = again.consume(event) { held.add(frame) } }
    let during = try #require(held.target)
    #expect(abs(during.horizontal - 0.5) < 0.01 && abs(during.vertical + 0.5) < 0.02)
    held.advance(to: 0.3)
    #expect(abs(held.offset.horizontal - 0.5 * (1 - exp(-0.3 / 0.1))) < 0.02)
    mapping.advance(to: 3)
    #expect(mapping.offset == .zero && mapping.isSettled)
  }
}
