import Glibc

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
}
