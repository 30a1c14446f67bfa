#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An output Glide will not write, because writing it would destroy something: an input, a device node, a
/// link, a folder of other files. Nothing has been written when it is thrown.
public enum OutputRefusal: Error, CustomStringConvertible, Equatable, Sendable {
  /// The output is `input` itself (the same file, perhaps through a link or under another name).
  case isInput(output: String, input: String)
  /// The output's partial file (`NAME.partial`) is `input`: writing it would truncate what is being read.
  case partialIsInput(output: String, partial: String, input: String)
  /// The output is a symbolic link, which an output written whole (a video) would replace.
  case symbolicLink(output: String, target: String)
  /// The output exists and is not a regular file (`kind`: "a character device", "a FIFO" …), which an
  /// output written whole (a video) would replace.
  case notARegularFile(output: String, kind: String)
  /// `-` (standard output) given where the format cannot go there; `use` says what to give instead.
  case standardOutputNotAllowed(option: String, use: String)

  // The run's paths together (``CommandPaths/check()``): each output and input named as the command
  // line gives it (`-o v.scene`, `--scene v.scene`, `the trace R.evemu`).

  /// The output is the same file as an input.
  case inputOverwritten(output: String, input: String)
  /// The output's partial file is an input.
  case inputUnderPartial(output: String, partial: String, input: String)
  /// The output is a folder replaced whole, and an input is inside it.
  case inputInsideFolder(output: String, input: String)
  /// Two outputs of the run are the same file.
  case sameOutput(output: String, other: String)
  /// `output` is the partial file `other` is written through.
  case partialIsOutput(output: String, partial: String, other: String)
  /// `output` is inside `folder`, another output replaced whole.
  case outputInsideFolder(output: String, folder: String)
  /// Two outputs are both `-`, standard output.
  case bothStandardOutput(output: String, other: String)
  /// An output names the regular file standard output is redirected to (`-o /dev/stdout > out.txt`):
  /// written through its partial and renamed, it would take the file from under what the command prints.
  case standardOutputFile(output: String)
  /// `option` was given an empty name.
  case emptyName(option: String)
  /// A file output names a folder (an existing one, or a name ending in `/`).
  case folderForAFile(output: String)
  /// A file output's folder does not exist, or is not a folder.
  case noFolder(output: String, folder: String)
  /// A file output's folder cannot be written (read-only, no permission): said before any work.
  case cannotWrite(output: String, error: OutputError)
  /// A folder output is `.`, `..` or `/`, which cannot be replaced whole.
  case folderCannotBeReplaced(output: String)
  /// A part of the output's path (`name`) is longer than a name in a folder may be (`limit` bytes):
  /// said before any work, not when the finished output is written.
  case nameTooLong(output: String, name: String, limit: Int)
  /// The output's whole path is longer than a path may be (`limit` bytes, `PATH_MAX` less its NUL).
  case pathTooLong(output: String, bytes: Int, limit: Int)

  public var description: String {
    switch self {
    case .isInput(let output, let input):
      let same = output == input ? "is" : "is the same file as"
      return "\(output) \(same) the input \(input): writing it would destroy what is being read; "
        + "please give another output file"
    case .partialIsInput(let output, let partial, let input):
      return "\(output) is written as \(partial) first, which is the input \(input): writing it would "
        + "destroy what is being read; please rename the input or give another output file"
    case .symbolicLink(let output, let target):
      return "\(output) is a symbolic link (to \(target)), which writing the output would replace; "
        + "please give the file itself, or remove the link"
    case .notARegularFile(let output, let kind):
      return "\(output) is \(kind), not a regular file; please give a file name"
    case .standardOutputNotAllowed(let option, let use):
      return "\(option) - (standard output) cannot take this output; please give \(use)"
    case .inputOverwritten(let output, let input):
      return "\(output.escapingInvisibles) is the same file as \(input.escapingInvisibles): writing it would destroy what is being read; "
        + "please give another output file"
    case .inputUnderPartial(let output, let partial, let input):
      return "\(output.escapingInvisibles) is written as \(partial.escapingInvisibles) first, which is \(input.escapingInvisibles): writing it would destroy what "
        + "is being read; please rename the input or give another output file"
    case .inputInsideFolder(let output, let input):
      return "\(output.escapingInvisibles) is a folder replaced whole, and \(input.escapingInvisibles) is inside it: writing it would destroy "
        + "what is being read; please give another folder, or move the input out of it"
    case .sameOutput(let output, let other):
      return "\(output.escapingInvisibles) is the same file as \(other.escapingInvisibles): one output would overwrite the other; please give "
        + "each output its own file"
    case .partialIsOutput(let output, let partial, let other):
      return "\(output.escapingInvisibles) is \(partial.escapingInvisibles), the file \(other.escapingInvisibles) is written through first: one output would "
        + "overwrite the other; please give each output its own file"
    case .outputInsideFolder(let output, let folder):
      return "\(output.escapingInvisibles) is inside \(folder.escapingInvisibles), a folder replaced whole: one output would overwrite the "
        + "other; please give each output its own place"
    case .bothStandardOutput(let output, let other):
      return "\(output.escapingInvisibles) and \(other.escapingInvisibles) both go to standard output, where they would run together; please "
        + "give a file to one of them"
    case .standardOutputFile(let output):
      return "\(output.escapingInvisibles) is the file standard output goes to, where the command prints too: one would "
        + "overwrite the other; please give another file, or - to write it to standard output"
    case .emptyName(let option):
      return "\(option.escapingInvisibles) is empty; please give \(option.escapingInvisibles) a file name"
    case .folderForAFile(let output):
      return "\(output.escapingInvisibles) names a folder, and this output is a file; please give a file name"
    case .noFolder(let output, let folder):
      return "\(output.escapingInvisibles) cannot be written: \(folder.escapingInvisibles) is not a folder (or does not exist); please give a "
        + "path in an existing folder"
    case .cannotWrite(let output, let error):
      return "\(output.escapingInvisibles) cannot be written: its folder cannot be written to (\(error.reason)); please give "
        + "another folder"
    case .folderCannotBeReplaced(let output):
      return "\(output.escapingInvisibles) names a folder that cannot be replaced whole (the current folder, its parent or "
        + "the root); please give a folder name, e.g. -o frames/"
    case .nameTooLong(let output, let name, let limit):
      return "\(output.escapingInvisibles) cannot be written: the name '\(Self.shortened(name).escapingInvisibles)' is "
        + "\(name.utf8.count) bytes long, and a name in a folder holds at most \(limit); please give a shorter name"
    case .pathTooLong(let output, let bytes, let limit):
      return "\(output.escapingInvisibles) cannot be written: its path is \(bytes) bytes long, and a path "
        + "holds at most \(limit); please give a shorter path"
    }
  }

  /// `name` cut to its first and last 24 characters around an ellipsis when longer than 60.
  private static func shortened(_ name: String) -> String {
    name.count > 60 ? name.prefix(24) + "…" + name.suffix(24) : name
  }

  /// Refuses `output` when it, or the partial file it is written through, is one of `inputs`: the same
  /// file compared by device and inode, links followed, so another name, a link or a hard link is
  /// caught. `-` (standard output) and inputs that do not exist are never refused.
  /// - Throws: ``isInput(output:input:)`` or ``partialIsInput(output:partial:input:)``.
  public static func check(_ output: String, against inputs: [String]) throws(OutputRefusal) {
    guard output != "-" else { return }
    let known = inputs.compactMap { input in FileIdentity(input).map { (input, $0) } }
    guard !known.isEmpty else { return }
    if let identity = FileIdentity(output), let (input, _) = known.first(where: { $0.1 == identity }) {
      throw .isInput(output: output, input: input)
    }
    let partial = OutputFile.partialPath(for: output)
    if let identity = FileIdentity(partial), let (input, _) = known.first(where: { $0.1 == identity }) {
      throw .partialIsInput(output: output, partial: partial, input: input)
    }
  }
}

/// A file's device and inode (links followed): two paths with the same identity are the same file.
struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  /// The identity of the file open as `descriptor`, or nil when it is not open.
  init?(descriptor: Int32) {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }

  /// The identity of the file at `path`, or nil when there is none (no such file).
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
