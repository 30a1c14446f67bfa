#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A file written whole or not at all: every command that writes a file (`convert`, `record`, `report`,
/// `synth`, sweep's CSV and SVG) writes through one.
///
/// The bytes go to `NAME.partial` beside the destination. ``commit()`` syncs them to the disk
/// (`fsync(2)`) and only then renames the partial over `NAME`, so whoever reads `NAME` sees the old file
/// or the whole new one, never half of one. A failed write (a full disk, an I/O error, a file too large),
/// a failed sync or rename, or an object let go without ``commit()`` (an error thrown on the way) removes
/// the partial and leaves `NAME` as it was. A recording cut short keeps what it has with
/// ``keep(first:)``.
///
/// A destination that exists and is not a regular file (a device such as `/dev/null` or `/dev/full`, a
/// FIFO, `/dev/stdout`) is written directly, every write checked: renaming over it would replace the
/// device node with a file. A symbolic link is followed, so the file it names is replaced and the link
/// stays. A replaced file keeps its permissions; a new one is created with 0644 less the umask. `-` is
/// standard output, written in place. A name too long for its `.partial` suffix (past 255 bytes) gets a
/// shorter temporary name in the same folder (``temporaryPath(beside:suffix:)``).
///
/// The partial is registered with ``Interruption``, so a stop signal removes it, and the rename into
/// place happens under its lock: after a signal, nothing is put in place. A command checks its outputs
/// against its inputs first with ``OutputRefusal/check(_:against:)``.
///
///     let file = try OutputFile(path: "pinch.evemu")
///     try file.write(bytes)          // as often as needed, or through FileOutput(file:)
///     try file.commit()
///
/// ``write(to:_:)`` does the same around a closure, with `-` for standard output.
public final class OutputFile {
  /// The destination as given, which messages name.
  public let path: String
  /// Where the bytes go: the partial file, or the destination itself when it is written directly.
  public let fileDescriptor: Int32
  /// `NAME.partial`, or nil when the destination is written directly.
  public let partialPath: String?
  /// The file the partial replaces: the destination with symbolic links followed.
  private let target: String
  /// Bytes that reached the file so far.
  public private(set) var bytesWritten = 0
  private var descriptorIsOpen = true
  /// Until committed, kept or discarded.
  private var isPending = true
  /// The partial's registration for removal on a stop signal (see ``Interruption``).
  private let registration: Interruption.Token?

  /// Opens `NAME.partial` for writing (or the destination itself, when it is a device or a FIFO, or
  /// standard output when `path` is `-`).
  /// - Throws: ``OutputError`` naming `path` when the file cannot be created (no such folder, no
  ///   permission, a folder by that name).
  public init(path: String) throws(OutputError) {
    self.path = path
    if path == "-" {
      // Standard output, written in place; the descriptor is a copy, so closing it leaves fd 1 open.
      let descriptor = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
      guard descriptor >= 0 else { throw OutputError(name: "standard output", code: errno) }
      (fileDescriptor, partialPath, target, registration) = (descriptor, nil, path, nil)
      return
    }
    var status = stat()
    let exists = stat(path, &status) == 0
    let kind = status.st_mode & S_IFMT
    if exists && kind == S_IFDIR { throw OutputError(name: path, code: EISDIR) }
    if exists && kind != S_IFREG {
      let descriptor = open(path, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else { throw OutputError(name: path, code: errno) }
      (fileDescriptor, partialPath, target, registration) = (descriptor, nil, path, nil)
      return
    }
    target = exists ? Self.resolvingLinks(path) : path
    let partial = Self.temporaryPath(beside: target, suffix: ".partial")
    let registration = Interruption.register(partial: partial)
    let descriptor = open(partial, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      Interruption.finish(registration)
      // A leftover NAME.partial (a folder, a link) is named; a missing folder is the destination's own error.
      var leftover = stat()
      throw OutputError(name: path, code: code, partial: lstat(partial, &leftover) == 0 ? partial : nil)
    }
    if exists { _ = fchmod(descriptor, status.st_mode & 0o7777) }
    (fileDescriptor, partialPath, self.registration) = (descriptor, partial, registration)
  }

  /// Refuses a destination that is a symbolic link or exists and is not a regular file (a device, a
  /// FIFO), where ``init(path:)`` would follow the link or write the device in place: for an output
  /// another program writes by name (a video from ffmpeg), which can only be replaced whole.
  /// - Throws: ``OutputRefusal/symbolicLink(output:target:)`` or
  ///   ``OutputRefusal/notARegularFile(output:kind:)``.
  public static func requireReplaceable(_ path: String) throws(OutputRefusal) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    let kind = status.st_mode & S_IFMT
    if kind == S_IFLNK { throw .symbolicLink(output: path, target: resolvingLinks(path)) }
    if kind != S_IFREG && kind != S_IFDIR { throw .notARegularFile(output: path, kind: kindName(kind)) }
  }

  /// The partial file an output to `path` is written into: `NAME.partial` beside the file `path` names
  /// (links followed), or a shorter name in the same folder when that would be too long a name.
  public static func partialPath(for path: String) -> String {
    temporaryPath(beside: resolvingLinks(path), suffix: ".partial")
  }

  /// `path + suffix`, or, when that last component would pass the 255 bytes a name may have on Linux,
  /// the name cut short (at a character's end) followed by `~`, 8 hex digits of a hash of the whole
  /// name, and `suffix`: still beside `path`, so the rename into place stays within one file system.
  public static func temporaryPath(beside path: String, suffix: String) -> String {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    let limit = 255
    guard name.utf8.count + suffix.utf8.count > limit else { return path + suffix }
    // FNV-1a over the name's bytes: the same name gives the same temporary name.
    var hash: UInt32 = 2_166_136_261
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let hex = String(hash, radix: 16)
    let tag = "~" + String(repeating: "0", count: 8 - hex.count) + hex
    var kept = ""
    for character in name {
      guard kept.utf8.count + String(character).utf8.count + tag.utf8.count + suffix.utf8.count <= limit else { break }
      kept.append(character)
    }
    return folder + kept + tag + suffix
  }

  /// What a file of `kind` (`st_mode & S_IFMT`) is, in words.
  package static func kindName(_ kind: UInt32) -> String {
    switch kind {
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFIFO: "a FIFO"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a folder"
    case S_IFLNK: "a symbolic link"
    default: "not a regular file"
    }
  }

  deinit {
    if isPending { discard() }
  }

  // MARK: - API

  /// Writes all of `bytes`.
  /// - Throws: ``OutputError`` naming ``path``; the file then stays pending, for ``discard()`` (or
  ///   ``keep(first:)``).
  public func write(_ bytes: UnsafeRawBufferPointer) throws(OutputError) {
    precondition(isPending, "\(path): written after it was committed or discarded")
    var written = 0
    defer { bytesWritten += written }
    try FileOutput.write(bytes, to: fileDescriptor, name: path, written: &written)
  }

  /// Syncs the file to the disk, closes it and renames the partial into place (then syncs the folder, so
  /// the new name survives a crash too).
  /// - Throws: ``OutputError`` when the sync, the close or the rename fails; the partial is removed and
  ///   the destination left as it was.
  public func commit() throws(OutputError) {
    precondition(isPending, "\(path): committed twice, or after it was discarded")
    do throws(OutputError) {
      try sync()
      try closeDescriptor()
      if let partialPath, let registration {
        // Under the interruption lock: a stop signal's clean-up comes wholly before the rename or after.
        let code = Interruption.finish(registration) { rename(partialPath, target) == 0 ? 0 : errno }
        guard code == 0 else { throw OutputError(name: path, code: code) }
        syncFolder()
      }
      isPending = false
    } catch {
      discard()
      throw error
    }
  }

  /// Keeps the first `count` bytes written (where the last whole record ended) and commits them: for a
  /// recording cut short by a failed write, which keeps what it had. With `count` 0 the partial is
  /// removed instead: there is nothing to keep.
  /// - Throws: ``OutputError`` when truncating, syncing or renaming fails (the partial is then removed).
  public func keep(first count: Int) throws(OutputError) {
    guard count > 0 else { return discard() }
    if partialPath != nil, ftruncate(fileDescriptor, off_t(count)) != 0 {
      let error = OutputError(name: path, code: errno)
      discard()
      throw error
    }
    bytesWritten = min(bytesWritten, count)
    try commit()
  }

  /// Closes the file and removes the partial; the destination stays as it was. Later calls do nothing.
  public func discard() {
    guard isPending else { return }
    isPending = false
    if descriptorIsOpen {
      descriptorIsOpen = false
      _ = close(fileDescriptor)
    }
    if let partialPath { _ = unlink(partialPath) }
    if let registration { Interruption.finish(registration) }
  }

  // MARK: - Whole files

  /// Writes what `body` puts into the output to the file at `path`, whole or not at all, or to standard
  /// output when `path` is `-`.
  /// - Throws: ``OutputError`` for a failed write, sync or rename, or what `body` throws; either way
  ///   the partial is removed.
  public static func write(to path: String, _ body: (FileOutput) throws -> Void) throws {
    if path == "-" {
      let output = FileOutput.standardOutput()
      try body(output)
      return try output.flush()
    }
    let file = try OutputFile(path: path)
    do {
      let output = FileOutput(file: file)
      try body(output)
      try output.flush()
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  /// Writes `text` (UTF-8) to the file at `path`, whole or not at all; `-` is standard output.
  public static func write(_ text: String, to path: String) throws(OutputError) {
    var text = text
    // `withUTF8` and `withUnsafeBytes` rethrow untyped errors, hence the `Result`s.
    try text.withUTF8 { bytes in Result { () throws(OutputError) in try write(UnsafeRawBufferPointer(bytes), to: path) } }
      .get()
  }

  /// Writes `bytes` (a PNG, say) to the file at `path`, whole or not at all; `-` is standard output.
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
    try bytes.withUnsafeBytes { bytes in Result { () throws(OutputError) in try write(bytes, to: path) } }.get()
  }

  private static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(OutputError) {
    if path == "-" {
      var written = 0
      return try FileOutput.write(bytes, to: STDOUT_FILENO, name: "standard output", written: &written)
    }
    let file = try OutputFile(path: path)
    do throws(OutputError) {
      try file.write(bytes)
      try file.commit()
    } catch {
      file.discard()
      throw error
    }
  }

  // MARK: - Internals

  /// `fsync(2)`; a device, FIFO or socket written directly may not support it, which is no failure.
  private func sync() throws(OutputError) {
    guard fsync(fileDescriptor) != 0 else { return }
    let code = errno
    if partialPath == nil && (code == EINVAL || code == EROFS || code == ENOTSUP) { return }
    throw OutputError(name: path, code: code)
  }

  /// `close(2)`, whose failure reports a write that failed late (a network file system's full disk).
  private func closeDescriptor() throws(OutputError) {
    descriptorIsOpen = false
    if close(fileDescriptor) != 0 && errno != EINTR { throw OutputError(name: path, code: errno) }
  }

  /// Syncs the folder that holds the destination, so the rename is on the disk too. Best effort: the
  /// file's bytes were synced before the rename, and some file systems cannot sync a folder.
  private func syncFolder() {
    let folder = target.lastIndex(of: "/").map { String(target[..<$0]) } ?? "."
    let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }

  /// The folder that holds `path`: what comes before its last `/` (`/` for a name at the root), or `.`
  /// for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` with symbolic links followed (`realpath(3)`), or `path` itself when it is not a link.
  static func resolvingLinks(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
