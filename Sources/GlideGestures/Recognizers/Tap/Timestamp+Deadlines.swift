import GlideInput

extension Timestamp {
  /// This instant plus `seconds`, rounded to the microsecond: a tap's or a long press's deadline.
  func offset(bySeconds seconds: Double) -> Timestamp {
    Timestamp(microseconds: microseconds + Int64((seconds * 1_000_000).rounded()))
  }
}
