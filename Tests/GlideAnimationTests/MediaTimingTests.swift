import Testing

@testable import GlideAnimation

@Suite("Media timing: Core Animation's parent → active → basic local time")
struct MediaTimingTests {
  @Test("A zero duration means Core Animation's 0.25 s")
  func defaultDuration() {
    let timing = MediaTiming()
    #expect(timing.effectiveDuration == 0.25)
    #expect(timing.endTime == 0.25)
  }

  @Test("Begin time, speed and duration place the active interval in the parent's time")
  func activeInterval() throws {
    let timing = MediaTiming(beginTime: 1, duration: 2, speed: 2)
    #expect(timing.phase(atParentTime: 0.99) == .before)
    #expect(timing.phase(atParentTime: 1) == .active)
    #expect(timing.phase(atParentTime: 1.99) == .active)
    #expect(timing.phase(atParentTime: 2) == .after)
    #expect(timing.endTime == 2)
    // (1.5 − 1) · 2 = 1 s into the iteration.
    #expect(try #require(timing.iterationTime(atParentTime: 1.5)) == 1)
    #expect(timing.iterationTime(atParentTime: 0.5) == nil)
    #expect(timing.iterationTime(atParentTime: 2.5) == nil)
  }

  @Test("Fill modes hold the first value before and the last after", arguments: FillMode.allCases)
  func fillModes(mode: FillMode) {
    let timing = MediaTiming(beginTime: 1, duration: 1, fillMode: mode)
    let before = timing.iterationTime(atParentTime: 0)
    let after = timing.iterationTime(atParentTime: 5)
    #expect(before == ((mode == .backwards || mode == .both) ? 0 : nil))
    #expect(after == ((mode == .forwards || mode == .both) ? 1 : nil))
  }

  @Test("A time offset starts part-way through and loops round within the active duration")
  func timeOffsetWraps() throws {
    // CAMediaTiming: duration 5, offset 2 plays 2…5 then 0…2.
    let timing = MediaTiming(duration: 5, timeOffset: 2)
    #expect(try #require(timing.iterationTime(atParentTime: 0)) == 2)
    #expect(try #require(timing.iterationTime(atParentTime: 2.5)) == 4.5)
    #expect(try #require(timing.iterationTime(atParentTime: 3.5)) == 0.5)
    #expect(timing.endTime == 5)
  }

  @Test("Speed 0 freezes local time at the time offset")
  func frozen() throws {
    let timing = MediaTiming(duration: 1, speed: 0, timeOffset: 0.3)
    #expect(try #require(timing.iterationTime(atParentTime: 7)) == 0.3)
    #expect(timing.endTime == .infinity)
  }

  @Test("Repeat count 2.5 with autoreverse: forward, back, forward, back, forward, ending on the end value")
  func fractionalRepeatWithAutoreverse() throws {
    let timing = MediaTiming(duration: 1, repeatCount: 2.5, autoreverses: true, fillMode: .forwards)
    // One cycle is 2 s (forward + back); 2.5 cycles last 5 s.
    #expect(timing.activeDuration == 5)
    let samples: [(Double, Double)] = [
      (0.25, 0.25), (1.25, 0.75), (2.5, 0.5), (3.75, 0.25), (4.5, 0.5), (4.999, 0.999),
    ]
    for (time, expected) in samples {
      #expect(close(try #require(timing.iterationTime(atParentTime: time)), expected, 1e-9), "at \(time) s")
    }
    // Held after the end: the forward leg's end.
    #expect(try #require(timing.iterationTime(atParentTime: 6)) == 1)
  }

  @Test("Repeat count 2 with autoreverse ends back at the start value")
  func wholeRepeatsWithAutoreverse() throws {
    let timing = MediaTiming(duration: 1, repeatCount: 2, autoreverses: true, fillMode: .forwards)
    #expect(timing.activeDuration == 4)
    #expect(try #require(timing.iterationTime(atParentTime: 10)) == 0)
  }

  @Test("Repeat count 1.5 without autoreverse ends half-way through the second iteration")
  func fractionalRepeat() throws {
    let timing = MediaTiming(duration: 2, repeatCount: 1.5, fillMode: .forwards)
    #expect(timing.activeDuration == 3)
    #expect(try #require(timing.iterationTime(atParentTime: 2.5)) == 0.5)
    #expect(try #require(timing.iterationTime(atParentTime: 9)) == 1)
  }

  @Test("Repeat duration overrides the repeat count; an infinite count never ends")
  func repeatDuration() {
    #expect(MediaTiming(duration: 1, repeatCount: 10, repeatDuration: 2.5).activeDuration == 2.5)
    #expect(MediaTiming(duration: 1, repeatCount: .infinity).endTime == .infinity)
  }
}
