/// The kernel's `input_defuzz_abs_event` (`drivers/input/input.c`): an absolute axis's new value within
/// its `fuzz` of the old one is damped, so noise smaller than the fuzz never reaches readers.
enum KernelFuzz {
  /// The value the input core passes on for `value` after `old` on an axis with `fuzz`.
  static func filter(_ value: Int32, old: Int32, fuzz: Int32) -> Int32 {
    guard fuzz > 0 else { return value }
    if value > old - fuzz / 2 && value < old + fuzz / 2 { return old }
    if value > old - fuzz && value < old + fuzz { return (old * 3 + value) / 4 }
    if value > old - fuzz * 2 && value < old + fuzz * 2 { return (old + value) / 2 }
    return value
  }
}
