public import GlideInteraction
public import GlideInput

/// A finish rule as data: its name, where its numbers come from, its parameters (as scenario
/// parameters, so flags, scenario files and `glide sweep` set them), and how they make a `FinishPolicy`.
/// Parameter names are qualified by the rule (`gnome.velocityThreshold`), except the two rules Glide
/// started with, whose names predate the others (`percentThreshold`, `midpoint`, …).
public struct FinishRule: Sendable {
  public let name: String
  /// Other names the rule answers to (`classic` for `uikit-classic`).
  public let aliases: [String]
  public let summary: String
  /// The sources of the rule and its numbers (files of the peer's code, documentation).
  public let source: String
  public let parameters: [ScenarioParameter]
  let make: @Sendable (ScenarioOptions, DeviceKind) -> FinishPolicy

  /// Every rule, in the order `glide compare` lists them.
  public static let all: [FinishRule] = [
    .uikitClassic, .projection, .gnome, .kwin, .androidBack, .flutterCupertino, .motionLayout, .uikitNavigation,
  ]

  /// Every name and alias the `policy` parameter accepts.
  public static var names: [String] { all.flatMap { [$0.name] + $0.aliases } }

  /// The rule called `name` (or one of its aliases).
  public static func named(_ name: String) -> FinishRule? {
    all.first { $0.name == name || $0.aliases.contains(name) }
  }

  /// The policy `options` select (their `policy` parameter and that rule's parameters) for input from a
  /// device of `kind`.
  public static func policy(from options: ScenarioOptions, device kind: DeviceKind) -> FinishPolicy {
    (named(options.text("policy")) ?? .uikitClassic).make(options, kind)
  }

  /// The policy this rule makes from `options`.
  public func policy(from options: ScenarioOptions, device kind: DeviceKind) -> FinishPolicy {
    make(options, kind)
  }

  /// The parameters every scenario has for the rules: `policy` first, then each rule's.
  static var scenarioParameters: [ScenarioParameter] {
    [
      ScenarioParameter(
        "policy", .text("uikit-classic"), choices: names,
        "finish rule at release: \(all.map(\.name).joined(separator: ", ")) (see `glide compare --help`)")
    ] + all.flatMap(\.parameters)
  }
}

extension FinishRule {
  public static let uikitClassic = FinishRule(
    name: "uikit-classic", aliases: ["classic"],
    summary: "cancel a slow release at or below a percent; finish otherwise (the iOS 7 pinch example)",
    source: "design.md §6 (the pinch handler on UIPercentDrivenInteractiveTransition); peers.md §12.1 UIKit",
    parameters: [
      ScenarioParameter(
        "percentThreshold", .number(0.3), range: .fraction, "uikit-classic: cancel only at or below this percent (and when slow)"),
      ScenarioParameter(
        "velocityThreshold", .number(5.0), unit: "progress/s", range: .velocity,
        "uikit-classic: cancel only below this progress velocity toward completion (and at or below the percent)"),
    ],
    make: { options, _ in
      .classic(percentThreshold: options.number("percentThreshold"), velocityThreshold: options.number("velocityThreshold"))
    })

  public static let projection = FinishRule(
    name: "projection", aliases: [],
    summary: "project where the motion would rest with a deceleration rate; finish past the midpoint",
    source: "WWDC 2018 \"Designing Fluid Interfaces\" (UIScrollView.DecelerationRate 0.998 / 0.99)",
    parameters: [
      ScenarioParameter(
        "decelerationRate", .number(0.998), unit: "per ms", range: .rate,
        "projection: deceleration per millisecond (UIScrollView: 0.998 normal, 0.99 fast)"),
      ScenarioParameter("midpoint", .number(0.5), range: .fraction, "projection: finish when the projected rest is past this percent"),
    ],
    make: { options, _ in
      .projection(decelerationRate: options.number("decelerationRate"), midpoint: options.number("midpoint"))
    })

  public static let gnome = FinishRule(
    name: "gnome", aliases: ["libadwaita"],
    summary: "slow: nearest point; fast: project with GNOME's deceleration, a fling travels at least one point",
    source: "gnome-shell js/ui/swipeTracker.js; libadwaita src/adw-swipe-tracker.c (linux-input.md §6.1–6.2)",
    parameters: [
      ScenarioParameter(
        "gnome.velocityThreshold", .number(0), unit: "units/ms", range: .velocity,
        "gnome: below this speed snap to the nearest point; 0 takes GNOME's for the device (0.6 touchpad, 0.3 touch)"),
      ScenarioParameter(
        "gnome.decelerationRate", .number(0), unit: "per ms",
        range: ParameterRange(lower: 0, upper: 1, includesUpper: false),
        "gnome: the projection's deceleration; 0 takes GNOME's for the device (0.997 touchpad, 0.998 touch)"),
      ScenarioParameter(
        "gnome.distance", .number(0), unit: "units", range: .from(0, to: 10_000),
        "gnome: units for the whole transition; 0 takes GNOME's (400 touchpad, the screen's width in points on touch)"),
    ],
    make: { options, kind in
      var rule = kind == .touchscreen ? GNOMESwipeRule.touch : .touchpad
      if kind == .touchscreen { rule.distance = options.number("screenWidth") }
      let (v, d, u) = (
        options.number("gnome.velocityThreshold"), options.number("gnome.decelerationRate"),
        options.number("gnome.distance")
      )
      if v > 0 { rule.velocityThreshold = v }
      if d > 0 && d < 1 { rule.decelerationRate = d }
      if u > 0 { rule.distance = u }
      return .gnome(rule)
    })

  public static let kwin = FinishRule(
    name: "kwin", aliases: [],
    summary: "position only: finish past a threshold (0.5 effects, 0.25 desktop switch); 200 units or |s−1|/0.2",
    source: "KWin src/gestures.cpp, effecttogglablestate.cpp, virtualdesktops.cpp (linux-input.md §6.3)",
    parameters: [
      ScenarioParameter(
        "kwin.threshold", .number(0.5), range: .fraction, "kwin: finish when the percent is past this (0.25 for the desktop switch)")
    ],
    make: { options, _ in .kwin(threshold: options.number("kwin.threshold")) })

  public static let androidBack = FinishRule(
    name: "android-back", aliases: [],
    summary: "hysteresis: active at release commits; otherwise only a fling away from the edge",
    source: "SystemUI BackPanelController.kt, android/window/BackTouchTracker.java (peers.md §8)",
    parameters: [
      ScenarioParameter("android-back.activation", .number(0.25), range: .fraction, "android-back: the arrow activates at this percent"),
      ScenarioParameter(
        "android-back.deactivation", .number(0.1), range: .fraction, "android-back: moving back this far from the furthest point deactivates"),
      ScenarioParameter(
        "android-back.reactivation", .number(0.05), range: .fraction, "android-back: forward travel needed to reactivate"),
      ScenarioParameter(
        "android-back.minimumActive", .number(0.3), unit: "s", range: .seconds, "android-back: time active before a move back counts"),
      ScenarioParameter("android-back.touchSlop", .number(0.02), range: .fraction, "android-back: a fling must travel more than this"),
      ScenarioParameter(
        "android-back.minimumFling", .number(0.15), unit: "progress/s", range: .velocity, "android-back: a fling must be faster than this"),
    ],
    make: { options, _ in
      .androidBack(
        AndroidBackRule(
          activation: options.number("android-back.activation"),
          deactivation: options.number("android-back.deactivation"),
          reactivation: options.number("android-back.reactivation"),
          minimumActiveSeconds: options.number("android-back.minimumActive"),
          touchSlop: options.number("android-back.touchSlop"),
          minimumFlingVelocity: options.number("android-back.minimumFling")))
    })

  public static let flutterCupertino = FinishRule(
    name: "flutter-cupertino", aliases: [],
    summary: "a fling of 1 width/s decides by its sign; otherwise past half-way; 800/300 ms completions",
    source: "flutter packages/flutter/lib/src/cupertino/route.dart, _CupertinoBackGestureController.dragEnd (peers.md §9)",
    parameters: [
      ScenarioParameter(
        "flutter-cupertino.velocityThreshold", .number(1.0), unit: "progress/s", range: .velocity,
        "flutter-cupertino: a release at least this fast decides by its direction"),
      ScenarioParameter(
        "flutter-cupertino.midpoint", .number(0.5), range: .fraction, "flutter-cupertino: otherwise finish at or past this percent"),
    ],
    make: { options, _ in
      .flutterCupertino(
        velocityThreshold: options.number("flutter-cupertino.velocityThreshold"),
        midpoint: options.number("flutter-cupertino.midpoint"))
    })

  public static let uikitNavigation = FinishRule(
    name: "uikit-navigation", aliases: [],
    summary: "UIKit's back swipe: predict p + v̄·d + ½ā·d² from 3-sample averages, pop past min(187.5 pt / width, 0.5)",
    source: "uikit-semantics.md §7.5, §10.3 (iOS 26.1 _UINavigationInteractiveTransitionBase, decompiled; no public source)",
    parameters: [
      ScenarioParameter(
        "uikit-navigation.distance", .number(187.5), unit: "pt", range: .pointsOrNone,
        "uikit-navigation: pop when the predicted position passes this many points of the screen's width"),
      ScenarioParameter(
        "uikit-navigation.maximumThreshold", .number(0.5), range: .fraction,
        "uikit-navigation: the threshold's ceiling as progress: min(distance / screenWidth, this)"),
    ],
    make: { options, _ in
      .uikitNavigation(
        UIKitNavigationRule(
          distance: options.number("uikit-navigation.distance"),
          maximumThreshold: options.number("uikit-navigation.maximumThreshold"),
          width: options.number("screenWidth"), completionCurve: ScenarioRun.curve(options.text("completionCurve"))))
    })

  public static let motionLayout = FinishRule(
    name: "motionlayout", aliases: [],
    summary: "finish when percent + velocity/3 reaches half-way",
    source: "androidx constraintlayout motion/widget/TouchResponse.java processTouchEvent (peers.md §8)",
    parameters: [
      ScenarioParameter(
        "motionlayout.velocityDivisor", .number(3), unit: "s", range: .from(0.01, to: 1000), "motionlayout: projected = percent + velocity / this"),
      ScenarioParameter("motionlayout.midpoint", .number(0.5), range: .fraction, "motionlayout: finish when projected reaches this"),
    ],
    make: { options, _ in
      .motionLayout(
        velocityDivisor: options.number("motionlayout.velocityDivisor"),
        midpoint: options.number("motionlayout.midpoint"))
    })
}
