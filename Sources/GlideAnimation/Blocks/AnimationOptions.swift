/// UIKit's `UIView.AnimationOptions`, with UIKit's bit layout (so values from UIKit code mean the same).
public struct AnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
  /// Start from what is on screen. Glide's non-additive block animations always do; the geometry's
  /// additive ones (see ``AnimationEngine/animate(withDuration:delay:options:animations:completion:)``)
  /// stay additive with it, as UIKit's have since iOS 8.
  public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
  /// Repeat for ever.
  public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
  /// Play each iteration forward then back.
  public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  /// A nested block uses its own duration instead of the enclosing block's.
  public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
  /// A nested block uses its own curve instead of the enclosing block's.
  public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
  /// View transitions: animate the changes themselves (the new content live, redrawn at every frame)
  /// instead of a snapshot of the result.
  public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
  /// `transition(from:to:…)`: hide the from-view and show the to-view instead of removing and adding them.
  public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
  /// A nested block uses its own repeat and autoreverse options instead of the enclosing block's.
  public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

  public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
  public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
  public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
  public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

  public static let transitionFlipFromLeft = transition(.flipFromLeft)
  public static let transitionFlipFromRight = transition(.flipFromRight)
  public static let transitionCurlUp = transition(.curlUp)
  public static let transitionCurlDown = transition(.curlDown)
  public static let transitionCrossDissolve = transition(.crossDissolve)
  public static let transitionFlipFromTop = transition(.flipFromTop)
  public static let transitionFlipFromBottom = transition(.flipFromBottom)

  /// The options for a view transition (its raw value in bits 20–23).
  public static func transition(_ transition: AnimationTransition) -> AnimationOptions {
    AnimationOptions(rawValue: UInt(transition.rawValue) << 20)
  }

  /// The view transition in bits 20–23; nil for `transitionNone` (0) and for values UIKit does not define.
  public var transition: AnimationTransition? {
    AnimationTransition(rawValue: Int((rawValue >> 20) & 0xF))
  }

  /// The options for a UIKit curve (its raw value in bits 16–19).
  public static func curve(_ curve: AnimationCurve) -> AnimationOptions {
    AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
  }

  /// The curve in bits 16–19 (`easeInOut` when they hold an unknown value).
  public var curve: AnimationCurve {
    AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
  }
}

/// UIKit's `UIView.KeyframeAnimationOptions`: the shared bits of ``AnimationOptions`` plus the calculation
/// mode in bits 10–12. Bits 16–19 carry a curve for the whole animation, as UIKit reads them
/// (`easeInOut` when zero: pass `curveLinear` for evenly timed keyframes).
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
  public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
  public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
  public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
  public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
  public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

  public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
  public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
  public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
  public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
  public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

  /// The whole animation's curve in bits 16–19.
  public static func curve(_ curve: AnimationCurve) -> KeyframeAnimationOptions {
    KeyframeAnimationOptions(rawValue: UInt(curve.rawValue) << 16)
  }

  public var calculationMode: KeyframeAnimation.CalculationMode {
    KeyframeAnimation.CalculationMode(optionBits: (rawValue >> 10) & 0x7)
  }

  public var curve: AnimationCurve {
    AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
  }

  /// The bits shared with ``AnimationOptions`` (repeat, autoreverse, overrides).
  var shared: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x23F) }
}
