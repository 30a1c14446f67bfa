/// The file formats Glide reads and writes traces in.
public enum TraceFormat: String, CaseIterable, Hashable, Sendable {
  /// evemu's text format (`evemu-record`, `evemu-describe`), versions 1.0–1.3.
  case evemu
  /// `libinput record` YAML, version 1.
  case libinputRecord = "libinput-record"
}
