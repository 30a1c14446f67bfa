/// The transition of UIKit's view transitions (`transition(with:…)`, `transition(from:to:…)`): the
/// `transition…` bits 20–23 of ``AnimationOptions``, with UIKit's raw values (`UIView.AnimationOptions`
/// `transitionFlipFromLeft` is 1 << 20 … `transitionFlipFromBottom` 7 << 20; 0 is `transitionNone`).
///
/// A flip turns the view about its centre, in perspective, a half turn in all: the old content turns away
/// and the new turns in from behind. A curl turns the view's old content over as a page (``PageCurl``).
/// The direction names the side that comes toward the viewer (UIKit's "the left side of the view moves
/// toward the front and right side toward the back" for `flipFromLeft`).
public enum AnimationTransition: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// About the vertical axis, the left edge toward the viewer.
  case flipFromLeft = 1
  /// About the vertical axis, the right edge toward the viewer.
  case flipFromRight = 2
  /// The old content curls up from the bottom edge, a page turned up.
  case curlUp = 3
  /// The new content uncurls down from the top over the old: a page laid back down, the reverse of
  /// ``curlUp``.
  case curlDown = 4
  /// The old content fades out while the new fades in.
  case crossDissolve = 5
  /// About the horizontal axis, the top edge toward the viewer.
  case flipFromTop = 6
  /// About the horizontal axis, the bottom edge toward the viewer.
  case flipFromBottom = 7

  /// Whether this is one of the four flips.
  public var isFlip: Bool {
    switch self {
    case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: true
    case .curlUp, .curlDown, .crossDissolve: false
    }
  }

  /// Whether this is one of the two curls.
  public var isCurl: Bool { self == .curlUp || self == .curlDown }

  /// UIKit's option name without `transition` (`flipFromLeft`, `curlUp`, `crossDissolve` …).
  public var description: String {
    switch self {
    case .flipFromLeft: "flipFromLeft"
    case .flipFromRight: "flipFromRight"
    case .curlUp: "curlUp"
    case .curlDown: "curlDown"
    case .crossDissolve: "crossDissolve"
    case .flipFromTop: "flipFromTop"
    case .flipFromBottom: "flipFromBottom"
    }
  }
}
