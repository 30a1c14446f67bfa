#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Why a path could not be opened, in the system's words (`strerror`), or in plainer ones where the
/// system's would mislead: a name found in a folder that is not UTF-8 (Glide's paths are text, so its
/// bytes were read as U+FFFD and the name no longer leads to the file), a link that loops.
public enum OpenFailure {
  /// The reason `path` could not be opened with `code` (`errno`).
  public static func reason(_ code: Int32, path: String) -> String {
    if code == ENOENT, path.unicodeScalars.contains("\u{FFFD}") {
      return "its name is not UTF-8 (the bytes shown as \u{FFFD}), so Glide cannot open it by name; rename the file"
    }
    if code == ELOOP { return "too many levels of symbolic links: a link that leads back to itself" }
    return String(cString: strerror(code))
  }
}

extension OpenFailure {
  /// Why a path that was not found is missing, in words after its quoted name: "does not exist", or, for
  /// a symbolic link that is there but leads nowhere, what the link does.
  public static func missing(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else {
      return path.unicodeScalars.contains("\u{FFFD}")
        ? "cannot be opened: its name is not UTF-8 (the bytes shown as \u{FFFD}); rename it"
        : "does not exist"
    }
    var target = stat()
    if stat(path, &target) != 0, errno == ELOOP {
      return "is a symbolic link that leads back to itself (too many levels of links)"
    }
    return "is a symbolic link to nothing (its target does not exist)"
  }
}
