import Glibc

/// The monotonic clock in seconds, for timing whole runs (never read on the measured path itself).
func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The CPU time this thread has used, seconds: what a run costs on one core, whatever else the machine
/// is running (wall-clock figures grow on a loaded machine; this does not).
func threadCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The CPU time every thread of the process has used, seconds (the compositor's thread and the
/// rasteriser's threads included).
func processCPUSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The process's peak resident set size so far, kilobytes (`getrusage`'s `ru_maxrss`).
func peakResidentKilobytes() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss
}

/// What one timed run read or did: how many events, a checksum of them, and counts the stage reports.
struct RunResult {
  var events = 0
  /// The sum over events of time in µs + type·65536 + code·256 + value (wrapping), as
  /// `tools/evemu-read-bench.c` computes it, so both readers can be seen to read the same events.
  var checksum: UInt64 = 0
  /// Stage-specific counts for the report line ("frames 123", "transitions 5/5"), in order.
  var counts: [(String, String)] = []
}

/// Runs `body` `runs` times and prints the fastest: `LABEL events N checksum C best_s S ns_per_event X
/// events_per_s Y` then the counts, then `best_cpu_s` (the least CPU time a run took) and `peak_rss_kb K`.
func measure(
  _ label: String, runs: Int, cpu: () -> Double = threadCPUSeconds, _ body: () throws -> RunResult
) rethrows {
  var best = Double.infinity
  var bestCPU = Double.infinity
  var result = RunResult()
  for _ in 0..<runs {
    let (start, startCPU) = (monotonicSeconds(), cpu())
    let run = try body()
    let (elapsed, used) = (monotonicSeconds() - start, cpu() - startCPU)
    if elapsed < best { (best, result) = (elapsed, run) }
    bestCPU = min(bestCPU, used)
  }
  let events = Double(max(result.events, 1))
  var fields = [
    label, "events", "\(result.events)", "checksum", "\(result.checksum)", "best_s", fixed(best, 6),
    "ns_per_event", fixed(best * 1e9 / events, 2), "events_per_s", fixed(events / best, 0),
  ]
  for (key, value) in result.counts { fields += [key, value] }
  fields += ["best_cpu_s", fixed(bestCPU, 6), "peak_rss_kb", "\(peakResidentKilobytes())"]
  print(fields.joined(separator: " "))
}

/// `value` with `places` decimals (no Foundation).
func fixed(_ value: Double, _ places: Int) -> String {
  var scale = 1.0
  for _ in 0..<places { scale *= 10 }
  let rounded = (value * scale).rounded() / scale
  var text = "\(Int(rounded))"
  guard places > 0 else { return text }
  let fraction = Int(((abs(rounded) - Double(Int(abs(rounded)))) * scale).rounded())
  let digits = "\(fraction)"
  text += "." + String(repeating: "0", count: places - digits.count) + digits
  return text
}
