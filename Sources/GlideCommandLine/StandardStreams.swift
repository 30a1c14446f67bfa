import ArgumentParser
import Glibc
import GlideOutput

/// Standard input, output and error as the command was started with them.
enum StandardStreams {
  /// Puts `/dev/null`, opened the wrong way round, on each of descriptors 0–2 that was closed when the
  /// command started (`glide replay >&-`): the first file Glide opens would otherwise take the number,
  /// and what is meant for standard output would go into it. Writing to standard output then fails with
  /// `EBADF` as it would have, so the command still stops with "standard output: cannot write".
  static func holdClosedOnes() {
    for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      _ = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
    }
  }

  /// Refuses an argument that is not UTF-8 text (a file name with a byte such as 0xFF): Swift reads
  /// arguments as UTF-8, repairing bad bytes, so such a path would name another file (`bad\xEF\xBF\xBD`)
  /// that does not exist, or an output would be written under another name.
  static func checkArgumentsAreUTF8() throws {
    for index in 1..<Int(CommandLine.argc) {
      guard let pointer = CommandLine.unsafeArgv[index], String(validatingCString: pointer) == nil else { continue }
      let bytes = Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
      throw ValidationError(
        "Please give arguments as UTF-8 text: argument \(index) ('\(shown(bytes))') is not; "
          + "Glide reads paths as UTF-8 (rename the file).")
    }
  }

  /// `bytes` as a message shows them: UTF-8 sequences as text (invisible characters escaped), every
  /// other byte as `\xFF`.
  private static func shown(_ bytes: [UInt8]) -> String {
    var text = ""
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length = lead < 0x80 ? 1 : lead >= 0xC2 && lead <= 0xDF ? 2 : lead >= 0xE0 && lead <= 0xEF ? 3 : lead >= 0xF0 && lead <= 0xF4 ? 4 : 0
      if length > 0, index + length <= bytes.count, let decoded = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
        text += decoded.escapingInvisibles
        index += length
      } else {
        text += "\\x" + String(lead, radix: 16, uppercase: true)
        index += 1
      }
    }
    return text
  }
}
