extension ModalPresentationStyle {
  /// The style a presentation in Glide's window (an iPhone in portrait: compact width) runs with, as UIKit
  /// adapts it since iOS 13: `.automatic` is a page sheet, and a form sheet, which only regular width
  /// shows as a centred card, adapts to a page sheet. Every other style stands.
  var adaptedToCompactWidth: ModalPresentationStyle {
    switch self {
    case .automatic, .formSheet, .pageSheet: .pageSheet
    case .fullScreen, .currentContext, .custom, .overFullScreen, .overCurrentContext, .none: self
    }
  }
}
