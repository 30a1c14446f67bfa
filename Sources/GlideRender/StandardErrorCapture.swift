import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What a library writes on standard error while a call runs, held back in a temporary file: Mesa's
/// loader explains a broken driver there in lines of its own (`libEGL warning: MESA-LOADER: failed to
/// open swrast: …`), which belong in the one error Glide gives rather than above it. Used only while
/// the compositor's context is made, once per process.
enum StandardErrorCapture {
  /// `body`'s result and what was written on standard error (file descriptor 2) meanwhile, which is
  /// not shown. When no temporary file can be made, standard error is left as it is and the text is
  /// empty.
  static func capturing<T>(_ body: () -> T) -> (T, String) {
    fflush(nil)
    let saved = dup(2)
    guard saved >= 0, let file = tmpfile() else {
      if saved >= 0 { close(saved) }
      return (body(), "")
    }
    defer {
      fclose(file)
      close(saved)
    }
    dup2(fileno(file), 2)
    let result = body()
    fflush(nil)
    dup2(saved, 2)
    return (result, text(of: fileno(file)))
  }

  /// Writes `text` on standard error after all (what was held back, when it explained nothing).
  static func release(_ text: String) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let count = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      guard count > 0 else { return }
      bytes = bytes.dropFirst(count)
    }
  }

  /// The file's bytes as text: at most its first 64 KiB.
  private static func text(of descriptor: Int32) -> String {
    var bytes = [UInt8](repeating: 0, count: 65_536)
    let count = pread(descriptor, &bytes, bytes.count, 0)
    return String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
  }
}
