import Foundation

/// What `glide render -o OUT` writes, from OUT's name: a folder of PNG frames, a contact sheet, or a video
/// made by ffmpeg.
enum RenderDestination: Equatable {
  /// One PNG per display frame, `frame-00000.png` on, in this folder.
  case folder(String)
  /// Some of the frames on one PNG, each with its time written under it.
  case contactSheet(String)
  /// A video encoded by the `ffmpeg` command.
  case video(String, VideoFormat)

  /// The containers `glide render` asks ffmpeg for.
  enum VideoFormat: String, CaseIterable {
    case mp4, webm, gif
  }

  /// OUT as given: `.png` is a contact sheet, `.mp4`, `.webm` and `.gif` are videos, and a path that ends in
  /// `/`, is a folder already, or has no extension is a folder; anything else is refused.
  init(_ path: String) throws(RenderDestinationError) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
    let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
    if path.hasSuffix("/") || (exists && isDirectory.boolValue) || ext.isEmpty {
      self = .folder(path)
    } else if ext == "png" {
      self = .contactSheet(path)
    } else if let format = VideoFormat(rawValue: ext) {
      self = .video(path, format)
    } else {
      throw RenderDestinationError(path: path, ext: ext)
    }
  }

  var path: String {
    switch self {
    case .folder(let path), .contactSheet(let path), .video(let path, _): path
    }
  }
}

struct RenderDestinationError: Error, CustomStringConvertible {
  var path: String
  var ext: String

  var description: String {
    "Please give -o a folder (frames as PNGs), a .png (a contact sheet) or a .mp4, .webm or .gif (a video "
      + "made with ffmpeg); '\(path)' ends in .\(ext)."
  }
}
