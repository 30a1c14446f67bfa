import Glibc

/// The bytes of a scene file, read once and at most ``SceneBounds/maximumFileBytes`` of them, or the
/// reason they cannot be: missing, permission denied, a directory, a FIFO, a device, empty, too large.
/// The path is opened without waiting (`O_NONBLOCK`) and anything but a regular file is refused before
/// a byte is read, so a FIFO nobody writes to or a terminal never holds a command up.
enum SceneFileInput {
  /// Reads `path`.
  /// - Throws: ``SceneFileError/unreadable(path:reason:)`` saying what the path is instead.
  static func read(_ path: String) throws(SceneFileError) -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(path: path, reason: reason(errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(path: path, reason: reason(errno)) }
    if let refusal = refusal(mode: status.st_mode) { throw .unreadable(path: path, reason: refusal) }
    let limit = SceneBounds.maximumFileBytes
    guard status.st_size <= limit else { throw .unreadable(path: path, reason: tooLarge) }
    // One byte more than the limit is asked for, so a file that grew since `fstat` is told apart.
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var count = 0
    while count < bytes.count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if got == 0 { break }
      if got < 0 {
        if errno == EINTR { continue }
        throw .unreadable(path: path, reason: reason(errno))
      }
      count += got
    }
    guard count <= limit else { throw .unreadable(path: path, reason: tooLarge) }
    guard count > 0 else {
      throw .unreadable(path: path, reason: "the file is empty; a scene file has at least one `screen NAME` line")
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Why a file of `mode` cannot be a scene file, or nil when it can (a regular file).
  private static func refusal(mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "it is a directory; expected a scene file"
    case S_IFIFO: "it is a FIFO or a pipe; a scene file is read from a regular file (save it to one first)"
    case S_IFCHR: "it is a character device (such as /dev/null or a terminal), not a scene file"
    case S_IFBLK: "it is a block device, not a scene file"
    case S_IFSOCK: "it is a socket, not a scene file"
    default: "it is not a regular file"
    }
  }

  /// Why a file over ``SceneBounds/maximumFileBytes`` is refused.
  static let tooLarge = "larger than \(SceneBounds.maximumFileBytes) bytes (1 MiB), the most a scene file may hold"

  /// `strerror`, lowercased as the messages around it are: "no such file or directory",
  /// "permission denied".
  private static func reason(_ code: Int32) -> String {
    let text = String(cString: strerror(code))
    return text.prefix(1).lowercased() + text.dropFirst()
  }
}
