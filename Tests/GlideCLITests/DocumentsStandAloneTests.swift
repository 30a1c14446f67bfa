import Foundation
import GlideTestSupport
import Testing

/// What a user reads (`README.md`, `docs/`, `Examples/`, every DocC catalog in `Sources/`) stands on the
/// repository alone: no pointer to the UIKit and Linux input reference files Glide was built from, which
/// a clone does not have. Source comments may cite them as provenance; documents may not.
@Suite struct DocumentsStandAloneTests {
  /// Phrases that point outside the repository: the reference's folder and files, the names the
  /// documents once gave them ("the reference's oracle 68") and their sections ("design §5", "§11.6").
  static let outsidePointers = [
    "../shared", "shared/reference", "uikit-semantics.md", "linux-input.md", "house-style.md",
    "the reference's", "reference articles", "reference calls", "§",
  ]

  /// Every text file a user reads: the README, and what `docs/`, `Examples/` and the `.docc` catalogs
  /// hold (builds and images aside), relative to the repository root.
  static func documents() throws -> [String] {
    let manager = FileManager.default
    let sources = try manager.contentsOfDirectory(atPath: Glide.path("Sources"))
    let catalogs = sources.flatMap { module in
      ((try? manager.contentsOfDirectory(atPath: Glide.path("Sources/\(module)"))) ?? [])
        .filter { $0.hasSuffix(".docc") }.map { "Sources/\(module)/\($0)" }
    }
    let textExtensions: Set<String> = ["md", "tutorial", "swift", "txt", "json", "html", "svg"]
    var documents = ["README.md"]
    for folder in ["docs", "Examples"] + catalogs {
      guard let walk = manager.enumerator(atPath: Glide.path(folder)) else { continue }
      while let file = walk.nextObject() as? String {
        // An example's `.build` holds its dependencies' checkouts, not documents.
        if (file as NSString).lastPathComponent.hasPrefix(".") {
          walk.skipDescendants()
        } else if textExtensions.contains((file as NSString).pathExtension) {
          documents.append("\(folder)/\(file)")
        }
      }
    }
    return documents.sorted()
  }

  @Test func noDocumentPointsAtFilesOutsideTheRepository() throws {
    let documents = try Self.documents()
    // The catalogs of every library module and both examples are among them (the walk found them).
    #expect(documents.contains("Sources/GlideInteraction/GlideInteraction.docc/Articles/ClocksAndFrames.md"))
    #expect(documents.contains("Examples/PinchToPop/Package.swift") && documents.contains("docs/testing.md"))
    var found: [String] = []
    for document in documents {
      let text = try String(contentsOfFile: Glide.path(document), encoding: .utf8)
      // Lines joined, so a phrase broken across two lines of a paragraph is found too.
      let joined = text.replacingOccurrences(of: "\n", with: " ")
      for phrase in Self.outsidePointers {
        guard let match = joined.range(of: phrase, options: .caseInsensitive) else { continue }
        let line = text[..<match.lowerBound].filter { $0 == "\n" }.count + 1
        found.append("\(document):\(line): \(phrase)")
      }
    }
    #expect(found.isEmpty, "documents point outside the repository:\n\(found.joined(separator: "\n"))")
  }
}
