import Glibc
import GlideOutput

/// The bytes of a small file a command reads whole (a scene file, an expectation, a scenario file), read
/// once and at most ``maximumBytes`` of them, or the reason they cannot be: missing, permission denied, a
/// directory, a FIFO, a device, too large. The path is opened without waiting (`O_NONBLOCK`) and anything
/// but a regular file is refused before a byte is read, so a FIFO nobody writes to or a terminal never
/// holds a command up, and a file of any size costs at most ``maximumBytes`` of memory.
package enum SmallFileInput {
  /// 1 MiB: the most any of these files may hold (the bundled ones are under 3 KiB).
  package static let maximumBytes = 1024 * 1024

  /// Why a file cannot be read, in words that follow its path: "no such file or directory".
  package struct Refusal: Error, Hashable {
    package var reason: String
  }

  /// Reads `path`, a file of the kind `kind` names with its article ("a scene file"), which the
  /// reasons use; a refusal is thrown as the caller's own error, `error(reason)`.
  package static func read<Failure: Error>(
    _ path: String, kind: String, orThrow failure: (_ reason: String) -> Failure
  ) throws(Failure) -> [UInt8] {
    do {
      return try read(path, kind: kind)
    } catch {
      throw failure(error.reason)
    }
  }

  /// Reads `path`, a file of the kind `kind` names with its article ("a scene file"), which the
  /// reasons use.
  package static func read(_ path: String, kind: String) throws(Refusal) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw Refusal(reason: reason(errno, path: path)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw Refusal(reason: reason(errno)) }
    if let refusal = refusal(mode: status.st_mode, kind: kind) { throw Refusal(reason: refusal) }
    guard status.st_size <= maximumBytes else { throw Refusal(reason: tooLarge(kind)) }
    // One byte more than the limit is asked for, so a file that grew since `fstat` is told apart.
    var bytes = [UInt8](repeating: 0, count: maximumBytes + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        throw Refusal(reason: reason(errno))
      }
      count += got
    }
    guard count <= maximumBytes else { throw Refusal(reason: tooLarge(kind)) }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Why a file of `mode` cannot be `kind`, or nil when it can (a regular file).
  private static func refusal(mode: mode_t, kind: String) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "it is a directory; expected \(kind)"
    case S_IFIFO: "it is a FIFO or a pipe; \(kind) is read from a regular file (save it to one first)"
    case S_IFCHR: "it is a character device (such as /dev/null or a terminal), not \(kind)"
    case S_IFBLK: "it is a block device, not \(kind)"
    case S_IFSOCK: "it is a socket, not \(kind)"
    default: "it is not a regular file"
    }
  }

  /// Why a file over ``maximumBytes`` is refused.
  package static func tooLarge(_ kind: String) -> String {
    "larger than \(maximumBytes) bytes (1 MiB), the most \(kind) may hold"
  }

  /// `strerror`, lowercased as the messages around it are: "no such file or directory",
  /// "permission denied".
  private static func reason(_ code: Int32, path: String = "") -> String {
    let text = OpenFailure.reason(code, path: path)
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
