import Foundation
import GlideTestSupport
import Testing

/// The JSON log's frames carry a view's corner radius and shadow where they apply: the screen the zoom
/// shrinks to the centre (pinch-pop's plain screens) rounds its corners and floats on a shadow while it
/// zooms, and has neither before or after; the dressed photo's zoom into its cell (Photos') has neither.
@Suite("Replay log: corner radius and shadow")
struct ReplayLayerLookTests {
  @Test func theShrinkingScreenRoundsAndCastsAShadowOnlyWhileItZooms() throws {
    let run = try Glide.run(["replay", "--json", "traces/default.evemu", "--set", "screens=plain"])
    #expect(run.status == 0, "\(run.stderr)")
    var radii: [Double] = []
    for line in run.stdout.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["type"] as? String == "frame", let views = object["views"] as? [[String: Any]]
      else { continue }
      for view in views where view["name"] as? String == "Detail" {
        if let radius = view["cornerRadius"] as? Double {
          radii.append(radius)
          #expect(view["shadowOpacity"] as? Double == 0.3 && view["shadowRadius"] as? Double == 16)
        } else {
          #expect(view["shadowOpacity"] == nil, "no shadow without rounded corners")
        }
      }
      for view in views where view["name"] as? String == "Home" {
        #expect(view["cornerRadius"] == nil && view["shadowOpacity"] == nil, "Home stays as it was")
      }
    }
    // The radius grows toward the zoom's 39 points as the screen shrinks (the pop finishes).
    #expect(radii.count > 10 && radii == radii.sorted() && (radii.last ?? 0) > 30 && (radii.last ?? 0) <= 39, "\(radii)")
  }

  @Test func thePhotosZoomNeitherRoundsNorCastsAShadow() throws {
    let run = try Glide.run(["replay", "--json", "traces/default.evemu"])
    #expect(run.status == 0, "\(run.stderr)")
    var detailFrames = 0
    for line in run.stdout.split(separator: "\n") {
      guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
        object["type"] as? String == "frame", let views = object["views"] as? [[String: Any]]
      else { continue }
      for view in views where view["name"] as? String == "Detail" {
        detailFrames += 1
        #expect(view["cornerRadius"] == nil && view["shadowOpacity"] == nil)
      }
    }
    #expect(detailFrames > 10)
  }
}
