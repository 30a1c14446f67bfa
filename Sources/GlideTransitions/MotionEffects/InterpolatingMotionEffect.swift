public import GlideAnimation

/// A motion effect that moves one key path with one axis of the viewer offset: UIKit's
/// `UIInterpolatingMotionEffect`. At offset o on its axis the relative value is interpolated linearly
/// from ``minimumRelativeValue`` at o = −1 to ``maximumRelativeValue`` at o = 1: minimum + (maximum −
/// minimum) · (o + 1) / 2, so the middle at o = 0. It adds nothing until both ends are set.
///
/// ```swift
/// let sway = InterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
/// sway.minimumRelativeValue = .scalar(-20)
/// sway.maximumRelativeValue = .scalar(20)
/// card.addMotionEffect(sway)
/// ```
open class InterpolatingMotionEffect: MotionEffect {
  /// Which component of the viewer offset drives the value.
  public enum EffectType: String, Hashable, Sendable {
    /// The horizontal component (the device tilting left and right).
    case tiltAlongHorizontalAxis
    /// The vertical component (the device tilting toward and away from the viewer).
    case tiltAlongVerticalAxis
  }

  /// The view key path the value is added to (see ``View/layerKeyPath(forMotionKeyPath:)``).
  public let keyPath: String
  public let type: EffectType
  /// The value added at offset −1 and at offset 1, of the key path's kind (a scalar for `center.x`, a
  /// point for `center`, a transform for `transform`).
  public var minimumRelativeValue: AnimatableValue? {
    didSet { checkKind(minimumRelativeValue) }
  }
  public var maximumRelativeValue: AnimatableValue? {
    didSet { checkKind(maximumRelativeValue) }
  }

  /// The layer key path `keyPath` names.
  private let layerKeyPath: LayerKeyPath

  /// An effect on `keyPath` along `type`'s axis.
  /// - Precondition: `keyPath` is a key path motion effects can move.
  public init(keyPath: String, type: EffectType) {
    guard let layerKeyPath = View.layerKeyPath(forMotionKeyPath: keyPath) else {
      preconditionFailure("a motion effect cannot move \"\(keyPath)\"; \(View.motionKeyPathHelp)")
    }
    self.keyPath = keyPath
    self.type = type
    self.layerKeyPath = layerKeyPath
  }

  open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: ViewerOffset) -> [String: AnimatableValue]? {
    guard let value = relativeValue(forViewerOffset: viewerOffset) else { return nil }
    return [keyPath: value]
  }

  /// The value added at `viewerOffset`, or nil while either end is unset.
  public func relativeValue(forViewerOffset viewerOffset: ViewerOffset) -> AnimatableValue? {
    guard let minimumRelativeValue, let maximumRelativeValue else { return nil }
    let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
    return minimumRelativeValue.interpolated(to: maximumRelativeValue, fraction: (offset + 1) / 2)
  }

  private func checkKind(_ value: AnimatableValue?) {
    guard let value else { return }
    precondition(
      value.kind == layerKeyPath.kind,
      "\(keyPath) takes \(layerKeyPath.kind.rawValue) values, not \(value.kind.rawValue) (\(value))")
  }
}
