#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Every file one run of a command reads and every file it writes, checked together before anything is
/// written (``check()``): no output may be an input, its `.partial` an input, or a folder replaced whole
/// that holds an input; no two outputs may be one file; each output must be a name a file can be written
/// under. Files are compared by device and inode with links followed, and a file that does not exist yet
/// by its absolute path with the links of its folders followed, so another name, a link or a hard link
/// is caught.
///
///     var paths = CommandPaths()
///     paths.read("pinch.evemu", as: "the trace pinch.evemu")
///     paths.write("pinch.html", as: "-o pinch.html")
///     try paths.check()
public struct CommandPaths: Sendable {
  /// How an output is written, which says what it may not overlap.
  public enum OutputKind: Sendable, Equatable {
    /// A file written as `NAME.partial` and renamed over `NAME` (``OutputFile``); a device or FIFO is
    /// written in place, `-` is standard output.
    case file
    /// A folder replaced whole (`glide render -o DIR/`): whatever is inside it now is removed.
    case folder
    /// A file the run reads and then rewrites in place (`glide test --update`): it may be its own input,
    /// but no other.
    case rewrite
  }

  /// A file or folder the run reads; `name` is how a message names it (`--scene v.scene`, `the trace
  /// R.evemu`, `R.evemu, the trace X.expect.json names`).
  public struct Input: Sendable, Equatable {
    public var path: String
    public var name: String
  }

  /// A file or folder the run writes; `name` is how a message names it (`-o v.scene`, `--csv both.out`),
  /// `option` the option that gives it (`-o`).
  public struct Output: Sendable, Equatable {
    public var path: String
    public var name: String
    public var option: String
    public var kind: OutputKind
  }

  public private(set) var inputs: [Input] = []
  public private(set) var outputs: [Output] = []

  public init() {}

  /// Adds a file (or folder) the run reads; `-` (standard input) is no file and is left out.
  public mutating func read(_ path: String, as name: String) {
    guard path != "-" else { return }
    inputs.append(Input(path: path, name: name))
  }

  /// Adds a file (or folder) the run writes, given with `option`; `name` defaults to `option path`.
  public mutating func write(_ path: String, option: String, kind: OutputKind = .file, as name: String? = nil) {
    outputs.append(Output(path: path, name: name ?? "\(option) \(path)", option: option, kind: kind))
  }

  /// Changes the kind of the outputs given with `option` (a render's `-o` names a folder or a file by
  /// its name).
  public mutating func setKind(_ kind: OutputKind, forOutputsOf option: String) {
    for index in outputs.indices where outputs[index].option == option { outputs[index].kind = kind }
  }

  /// Refuses the run when an output is not a name a file can be written under, would destroy an input,
  /// or would overwrite another output. Nothing is read or written but the file system's metadata.
  /// - Throws: ``OutputRefusal``, naming the option and the file.
  public func check() throws(OutputRefusal) {
    for output in outputs { try Self.checkShape(output) }
    let inputs = self.inputs.map { ($0, FileKey($0.path)) }
    for output in outputs where output.path != "-" {
      let touched = Self.touched(by: output)
      for (input, key) in inputs {
        guard let key else { continue }
        if output.kind == .rewrite, key == touched[0].key { continue }  // the file it rewrites
        if key == touched[0].key { throw .inputOverwritten(output: output.name, input: input.name) }
        if touched.count > 1, key == touched[1].key {
          throw .inputUnderPartial(output: output.name, partial: touched[1].path, input: input.name)
        }
        if output.kind == .folder, let folder = touched[0].key, key.isInside(folder) {
          throw .inputInsideFolder(output: output.name, input: input.name)
        }
      }
    }
    try checkOutputsApart()
  }

  /// Whether an output is standard output (`-`, or standard output by another name such as
  /// `/dev/stdout` when it is not a terminal): the command's report then goes to standard error
  /// (``FileOutput/sendReportToStandardError()``), so the output is what standard output holds.
  public var writesStandardOutput: Bool {
    let standardOutput = Self.standardOutputIdentity
    return outputs.contains { $0.path == "-" || standardOutput != nil && FileIdentity($0.path) == standardOutput }
  }

  // MARK: - Internals

  /// Standard output's file, when it is not a character device (a terminal and `/dev/null` take any
  /// number of writers).
  private static var standardOutputIdentity: FileIdentity? {
    var status = stat()
    return fstat(STDOUT_FILENO, &status) == 0 && status.st_mode & S_IFMT != S_IFCHR
      ? FileIdentity(descriptor: STDOUT_FILENO) : nil
  }

  /// Two outputs that are one file, one's partial the other, one inside the other's folder, or both
  /// standard output.
  private func checkOutputsApart() throws(OutputRefusal) {
    // Standard output by another name (`/dev/stdout`, `/dev/fd/1`, the file or pipe it goes to); a
    // character device (a terminal, `/dev/null`) takes any number of writers, as before.
    var status = stat()
    let standardOutput = Self.standardOutputIdentity
    func isStandardOutput(_ output: Output) -> Bool {
      output.path == "-" || standardOutput != nil && FileIdentity(output.path) == standardOutput
    }
    for output in outputs where output.path != "-" && isStandardOutput(output) {
      if stat(output.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { throw .standardOutputFile(output: output.name) }
    }
    for (index, output) in outputs.enumerated() {
      for other in outputs[..<index] {
        if isStandardOutput(output) || isStandardOutput(other) {
          if isStandardOutput(output) && isStandardOutput(other) {
            throw .bothStandardOutput(output: output.name, other: other.name)
          }
          if output.path == "-" || other.path == "-" { continue }
        }
        // A device or FIFO is written in place, never replaced: `/dev/null` may take two outputs.
        if Self.isWrittenInPlace(output.path) && Self.isWrittenInPlace(other.path) { continue }
        let mine = Self.touched(by: output)
        let theirs = Self.touched(by: other)
        guard let key = mine[0].key, let otherKey = theirs[0].key else { continue }
        if key == otherKey { throw .sameOutput(output: output.name, other: other.name) }
        if theirs.count > 1, key == theirs[1].key {
          throw .partialIsOutput(output: output.name, partial: theirs[1].path, other: other.name)
        }
        if mine.count > 1, mine[1].key == otherKey {
          throw .partialIsOutput(output: other.name, partial: mine[1].path, other: output.name)
        }
        if other.kind == .folder, key.isInside(otherKey) {
          throw .outputInsideFolder(output: output.name, folder: other.name)
        }
        if output.kind == .folder, otherKey.isInside(key) {
          throw .outputInsideFolder(output: other.name, folder: output.name)
        }
      }
    }
  }

  /// The files writing `output` creates or replaces: the output itself, then its partial (none for a
  /// folder, whose sibling gets a fresh unique name, or a device written in place).
  private static func touched(by output: Output) -> [(path: String, key: FileKey?)] {
    var files = [(output.path, FileKey(output.path))]
    if output.kind != .folder && !isWrittenInPlace(output.path) {
      let partial = OutputFile.partialPath(for: output.path)
      files.append((partial, FileKey(partial)))
    }
    return files
  }

  /// Whether `path` exists and is neither a regular file nor a folder (a device, a FIFO, a socket),
  /// which ``OutputFile`` writes in place.
  private static func isWrittenInPlace(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0 else { return false }
    let kind = status.st_mode & S_IFMT
    return kind != S_IFREG && kind != S_IFDIR
  }

  /// The bytes a name in a folder may have (`NAME_MAX` on Linux's file systems).
  private static let longestName = 255
  /// The bytes a path may have (`PATH_MAX`, 4,096 on Linux, less the NUL that ends it).
  private static let longestPath = 4095

  /// Refuses a name no output can be written under: empty, or a part of it longer than a name may be; for a file, a folder or a path through a
  /// missing or read-only folder; for a folder, `.`, `..` or `/`, which cannot be replaced.
  private static func checkShape(_ output: Output) throws(OutputRefusal) {
    guard !output.path.isEmpty else { throw .emptyName(option: output.option) }
    guard output.path != "-" else { return }
    if output.kind != .rewrite,
      let long = output.path.split(separator: "/").first(where: { $0.utf8.count > longestName })
    {
      throw .nameTooLong(output: output.name, name: String(long), limit: longestName)
    }
    if output.kind != .rewrite, output.path.utf8.count > longestPath {
      throw .pathTooLong(output: output.name, bytes: output.path.utf8.count, limit: longestPath)
    }
    switch output.kind {
    case .file:
      if output.path.hasSuffix("/") { throw .folderForAFile(output: output.name) }
      var status = stat()
      let exists = stat(output.path, &status) == 0
      if exists && status.st_mode & S_IFMT == S_IFDIR { throw .folderForAFile(output: output.name) }
      if exists && status.st_mode & S_IFMT != S_IFREG { return }  // a device or FIFO, written in place
      let folder = OutputFile.folder(of: OutputFile.resolvingLinks(output.path))
      guard stat(folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
        throw .noFolder(output: output.name, folder: folder)
      }
      if access(folder, W_OK) != 0 {
        throw .cannotWrite(output: output.name, error: OutputError(name: output.path, code: errno))
      }
    case .folder:
      var trimmed = Substring(output.path)
      while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
      let last = trimmed.split(separator: "/").last ?? ""
      if trimmed == "/" || last == "." || last == ".." { throw .folderCannotBeReplaced(output: output.name) }
    case .rewrite:
      break
    }
  }
}

/// Where a path leads: the file's device and inode when it exists (links followed), and its absolute
/// path with every link of the part that exists followed.
struct FileKey: Equatable {
  var identity: FileIdentity?
  var canonical: String

  /// The key of `path`, or nil for an empty path.
  init?(_ path: String) {
    guard !path.isEmpty else { return nil }
    identity = FileIdentity(path)
    canonical = Self.canonical(path)
  }

  /// The same file: the same device and inode when both exist, else the same absolute path.
  static func == (a: FileKey, b: FileKey) -> Bool {
    if let x = a.identity, let y = b.identity { return x == y }
    return a.canonical == b.canonical
  }

  /// Whether this path lies inside the folder `folder` (at any depth).
  func isInside(_ folder: FileKey) -> Bool {
    let prefix = folder.canonical.hasSuffix("/") ? folder.canonical : folder.canonical + "/"
    return canonical.hasPrefix(prefix)
  }

  /// `path` made absolute, with the links of its longest existing folder followed (`realpath(3)`), a
  /// link at its end followed by hand (to a file that does not exist yet too: writing through it creates
  /// its target), and `.` and `..` of the rest resolved by name. `realpath` is given folders only: under
  /// umockdev (the test bench's mocked touchpad) `realpath` of a mocked device node corrupts the heap.
  static func canonical(_ path: String) -> String {
    var missing: [Substring] = []
    var existing = path.hasPrefix("/") ? path : currentDirectory() + "/" + path
    var hops = 0
    while true {
      if hops < 40, let target = linkTarget(existing) {
        hops += 1
        existing = target.hasPrefix("/") ? target : OutputFile.folder(of: existing) + "/" + target
        continue
      }
      if isFolder(existing), let resolved = realpath(existing, nil) {
        defer { free(resolved) }
        var parts = String(cString: resolved).split(separator: "/")
        for part in missing.reversed() where part != "." {
          if part == ".." { _ = parts.popLast() } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
      }
      while existing.count > 1 && existing.hasSuffix("/") { existing.removeLast() }
      guard let slash = existing.lastIndex(of: "/"), existing != "/" else { return existing }
      missing.append(existing[existing.index(after: slash)...])
      existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
    }
  }

  /// Whether `path` is a folder, links followed.
  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// What the symbolic link at `path` points to, when `path` (without a trailing `/`) is a link to
  /// anything but a folder (a link to a folder is followed by `realpath`).
  private static func linkTarget(_ path: String) -> String? {
    var status = stat()
    guard !path.hasSuffix("/"), lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK, !isFolder(path)
    else { return nil }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  private static func currentDirectory() -> String {
    guard let directory = getcwd(nil, 0) else { return "." }
    defer { free(directory) }
    return String(cString: directory)
  }
}
