import Foundation
import Testing

@testable import GlideKit

/// The bundled photos are found without `Bundle.module` (which stops the process when its bundle is
/// missing): beside the built binary, else in the package's sources.
@Suite("Photo folder")
struct PhotoFolderTests {
  @Test("The folder holds every bundled photo; a name that is not one of them is missing, not a crash")
  func folder() throws {
    let folder = try #require(Photo.folder)
    for name in Photo.names {
      #expect(FileManager.default.fileExists(atPath: folder + "/" + name + ".png"), "\(name)")
    }
    #expect(throws: PhotoError.missing(name: "moon")) { try Photo.named("moon") }
    #expect(throws: PhotoError.missing(name: "../Package")) { try Photo.named("../Package") }
  }
}
