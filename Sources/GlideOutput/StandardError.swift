#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif
import Synchronization

/// Standard error, written with every write checked: the warnings, notes and progress a command writes
/// there. A write that fails (a full disk, a closed descriptor, a pipe whose reader left while `SIGPIPE`
/// is ignored) is kept, not trapped on (Foundation's `FileHandle.write` ends the process with a fatal
/// error), so the command finishes its work and then exits 1 naming the failure (``failure``).
public enum StandardError {
  private static let firstFailure = Mutex<OutputError?>(nil)

  /// The first write to standard error that failed, if any.
  public static var failure: OutputError? { firstFailure.withLock { $0 } }

  /// Writes `text` (UTF-8) to standard error, all of it or until a write fails; a failure is kept in
  /// ``failure`` and nothing more is written after it.
  public static func write(_ text: String) {
    guard failure == nil else { return }
    var line = text
    var written = 0
    let result: Result<Void, OutputError> = line.withUTF8 { bytes in
      Result { () throws(OutputError) in
        try FileOutput.write(UnsafeRawBufferPointer(bytes), to: STDERR_FILENO, name: "standard error", written: &written)
      }
    }
    if case .failure(let error) = result { firstFailure.withLock { $0 = $0 ?? error } }
  }
}
