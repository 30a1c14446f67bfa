import ArgumentParser
import Foundation
import GlideGestures
import GlideInput
import GlideOutput

/// The recognisers `glide gestures` can run, by the names its `--recognizers` option takes.
enum RecognizerKind: String, CaseIterable {
  case pinch
  case rotation
  case pan
  case edgePan = "edge-pan"
  case swipe
  case tap
  case doubleTap = "double-tap"
  case longPress = "long-press"

  static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

  /// The recognisers of this kind, configured for `device`. Swipes and taps come one per finger count
  /// (`swipe-1`…`swipe-4`, `tap-1`…`tap-3`), since UIKit's take a fixed number of touches; swipes
  /// accept every direction and report the one they saw; the edge pan watches every edge.
  func make(for device: DeviceDescription) -> [GestureRecognizer] {
    switch self {
    case .pinch: [PinchGestureRecognizer()]
    case .rotation: [RotationGestureRecognizer()]
    case .pan: [PanGestureRecognizer()]
    case .edgePan: [ScreenEdgePanGestureRecognizer(edges: .all, surface: device.geometry)]
    case .swipe:
      (1...4).map {
        SwipeGestureRecognizer(name: "swipe-\($0)", direction: [.left, .right, .up, .down], numberOfTouchesRequired: $0)
      }
    case .tap: (1...3).map { TapGestureRecognizer(name: "tap-\($0)", numberOfTouchesRequired: $0) }
    case .doubleTap: [TapGestureRecognizer(name: "double-tap", numberOfTapsRequired: 2)]
    case .longPress: [LongPressGestureRecognizer()]
    }
  }

  /// Parses `pinch,pan,…`.
  static func parseList(_ text: String) throws -> [RecognizerKind] {
    var kinds: [RecognizerKind] = []
    for name in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let kind = RecognizerKind(rawValue: name.trimmingCharacters(in: .whitespaces)) else {
        throw ValidationError("Please name recognisers from: \(allNames); '\(name.escapingInvisibles)' is not one.")
      }
      guard !kinds.contains(kind) else {
        throw ValidationError("Please name each recogniser once; '\(kind.rawValue)' is named twice.")
      }
      kinds.append(kind)
    }
    return kinds
  }
}
