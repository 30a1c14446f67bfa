import Foundation
import GlideOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// `glide render -o DIR/`'s folder, written whole or not at all: the frames go into a fresh sibling
/// (`DIR.partial-XXXXXX`), which ``commit()`` swaps in for DIR once every frame is written; the old DIR
/// is then removed. A failure or a stop signal removes the sibling and leaves DIR as it was, never half
/// old frames and half new.
///
/// An existing DIR may hold only frames (`frame-NNNNN.png`, an earlier render's), since all of it is
/// replaced.
final class FrameFolder {
  /// A folder that cannot be written, in words a user can act on.
  enum Failure: Error, CustomStringConvertible, Equatable {
    /// `blocking`, on the way to `folder` or `folder` itself, is a file, not a folder.
    case notAFolder(folder: String, blocking: String)
    /// The existing folder holds `example`, which is not a frame, among other things.
    case holdsOtherFiles(folder: String, example: String)
    /// A system call failed (`reason` is `strerror`'s words) while making `what`.
    case cannotWrite(folder: String, what: String, reason: String)

    var description: String {
      switch self {
      case .notAFolder(let folder, let blocking):
        "cannot write the frames into \(folder): \(blocking) is a file, not a folder; please give a folder "
          + "path whose parts are folders (or do not exist yet)"
      case .holdsOtherFiles(let folder, let example):
        "\(folder) holds \(example), which is not a frame: a folder of frames is replaced whole, so "
          + "please give a new or empty folder, or one an earlier render wrote"
      case .cannotWrite(let folder, let what, let reason):
        "cannot write the frames into \(folder): \(what): \(reason)"
      }
    }
  }

  /// The sibling and the old folder as they stand, for the stop signal's clean-up.
  private final class State: @unchecked Sendable {
    /// The sibling being written, until it is swapped in.
    var staging: String?
    /// The old folder, moved aside during the swap, until it is removed.
    var old: String?
  }

  /// The folder as given.
  let path: String
  /// The folder written: `path` without its final `/`, links followed.
  let destination: String
  /// Where the frames go until ``commit()``.
  let staging: String
  private let state = State()
  private let registration: Interruption.Token
  private var isPending = true

  /// Makes the sibling folder (and DIR's parent folders when missing).
  /// - Throws: ``Failure``.
  init(_ path: String) throws(Failure) {
    self.path = path
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    var destination = trimmed
    var status = stat()
    if lstat(trimmed, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, let resolved = realpath(trimmed, nil) {
      destination = String(cString: resolved)
      free(resolved)
    }
    self.destination = destination
    let target = destination
    var mode: mode_t
    if stat(destination, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(folder: path, blocking: trimmed) }
      try Self.requireOnlyFrames(in: destination, named: path)
      mode = status.st_mode & 0o7777
    } else {
      try Self.makeParents(of: destination, named: path)
      let mask = umask(0)
      umask(mask)
      mode = 0o777 & ~mask
    }
    let state = self.state
    var made: String?
    do {
      registration = try Interruption.register({
        if let staging = state.staging { try? FileManager.default.removeItem(atPath: staging) }
        if let old = state.old {
          if access(target, F_OK) != 0 { _ = rename(old, target) } else {
            try? FileManager.default.removeItem(atPath: old)
          }
        }
      }, after: { () throws in
        let name = try Self.makeTemporaryFolder(beside: target, suffix: ".partial-XXXXXX", named: path)
        state.staging = name
        made = name
      })
    } catch let failure as Failure {
      throw failure
    } catch {
      throw .cannotWrite(folder: path, what: "a folder beside it", reason: "\(error)")
    }
    staging = made ?? ""
    _ = chmod(staging, mode)
  }

  deinit {
    if isPending { discard() }
  }

  /// The path of the frame file `name` in the folder being written.
  func file(_ name: String) -> String { staging + "/" + name }

  /// Swaps the written folder in for the old one (moved aside, then removed).
  /// - Throws: ``Failure/cannotWrite(folder:what:reason:)`` when a rename fails; the old folder is then
  ///   back in place and the new one removed.
  func commit() throws(Failure) {
    precondition(isPending, "\(path): committed twice, or after it was discarded")
    isPending = false
    let failure: Failure? = Interruption.locked {
      if access(destination, F_OK) == 0 {
        guard let old = try? Self.makeTemporaryFolder(beside: destination, suffix: ".old-XXXXXX", named: path) else {
          return .cannotWrite(folder: path, what: "a folder beside it", reason: String(cString: strerror(errno)))
        }
        // rename(2) replaces an empty folder.
        guard rename(destination, old) == 0 else {
          let reason = String(cString: strerror(errno))
          _ = rmdir(old)
          return .cannotWrite(folder: path, what: "moving the old frames aside", reason: reason)
        }
        state.old = old
      }
      guard rename(staging, destination) == 0 else {
        let reason = String(cString: strerror(errno))
        if let old = state.old, rename(old, destination) == 0 { state.old = nil }
        return .cannotWrite(folder: path, what: "renaming the new frames into place", reason: reason)
      }
      state.staging = nil
      return nil
    }
    if let failure {
      discard()
      throw failure
    }
    if let old = state.old { try? FileManager.default.removeItem(atPath: old) }
    Interruption.locked { state.old = nil }
    Interruption.finish(registration)
  }

  /// Removes the folder being written; DIR stays as it was.
  func discard() {
    isPending = false
    Interruption.finish(registration) {
      if let staging = state.staging { try? FileManager.default.removeItem(atPath: staging) }
      state.staging = nil
    }
  }

  // MARK: - Internals

  /// Refuses a folder that holds anything but frames (`frame-NNNNN.png`, or a partial of one).
  private static func requireOnlyFrames(in folder: String, named path: String) throws(Failure) {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      throw .cannotWrite(folder: path, what: "reading it", reason: "\((error as NSError).localizedFailureReason ?? "\(error)")")
    }
    for name in names.sorted() where !isFrame(name) {
      throw .holdsOtherFiles(folder: path, example: name)
    }
  }

  /// `frame-00042.png` or `frame-00042.png.partial`.
  static func isFrame(_ name: String) -> Bool {
    var stem = Substring(name)
    if stem.hasSuffix(".partial") { stem = stem.dropLast(".partial".count) }
    guard stem.hasPrefix("frame-"), stem.hasSuffix(".png") else { return false }
    let digits = stem.dropFirst("frame-".count).dropLast(".png".count)
    return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Makes each missing folder above `folder`, refusing a file in the way.
  private static func makeParents(of folder: String, named path: String) throws(Failure) {
    var prefix = folder.hasPrefix("/") ? "/" : ""
    let parts = folder.split(separator: "/").dropLast()
    for part in parts {
      prefix += part
      var status = stat()
      if stat(prefix, &status) == 0 {
        guard status.st_mode & S_IFMT == S_IFDIR else { throw .notAFolder(folder: path, blocking: prefix) }
      } else if mkdir(prefix, 0o777) != 0 && errno != EEXIST {
        throw .cannotWrite(folder: path, what: "making \(prefix)", reason: String(cString: strerror(errno)))
      }
      prefix += "/"
    }
  }

  /// A new empty folder beside `folder` named after it with `suffix` (which ends in `XXXXXX`, made
  /// unique by `mkdtemp(3)`), shortened when the name would be too long.
  private static func makeTemporaryFolder(beside folder: String, suffix: String, named path: String) throws(Failure)
    -> String
  {
    var template = Array(OutputFile.temporaryPath(beside: folder, suffix: suffix).utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) != nil }
    guard made else {
      throw .cannotWrite(folder: path, what: "a folder beside it", reason: String(cString: strerror(errno)))
    }
    return template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
  }
}
