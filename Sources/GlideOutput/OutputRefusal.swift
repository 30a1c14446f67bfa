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
    }
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

  /// The identity of the file at `path`, or nil when there is none (no such file).
  init?(_ path: String) {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}
