public import GlideKit

/// One animation of the reference articles, written with Glide's API the way the article writes it with
/// UIKit or Core Animation, so that it can be played in the window (`glide demos NAME --window`), drawn
/// (`glide render --demo NAME`) and logged (`glide replay --demo NAME`).
///
/// A demo builds its views on a ``DemoStage`` at time 0 and lets the engine play: what it animates is
/// what the article animates, with the article's durations, key times, angles and colours. A demo that
/// reacts (a tap starts a spin, a drag moves the viewer) says what it reacts to in ``script``: the
/// taps and drags it is shown with when nobody gives it any (a trace's or the window's mouse replace
/// them).
public struct Demo: Sendable {
  /// The name commands take: `keyframe-colour`.
  public let name: String
  /// What the demo shows, in a line.
  public let title: String
  /// Where the article shows it: the book or guide, the chapter or section, the listing.
  public let source: String
  /// How long the demo plays, seconds: long enough for everything it starts to end (or, for what repeats
  /// forever, to be seen going round).
  public let duration: Double
  /// The taps and drags it is shown with, at their times (seconds from the start).
  public let script: [DemoInput]
  /// The status and navigation bars' appearance: dark over a dark demo.
  public let appearance: Appearance
  /// Builds the demo's views on the stage (time 0) and starts what it animates.
  public let build: @Sendable (DemoStage) -> Void

  public init(
    name: String, title: String, source: String, duration: Double, script: [DemoInput] = [],
    appearance: Appearance = .light, build: @escaping @Sendable (DemoStage) -> Void
  ) {
    (self.name, self.title, self.source, self.duration, self.script) = (name, title, source, duration, script)
    self.appearance = appearance
    self.build = build
  }

  /// The navigation bar's title over it: its name in words ("Keyframe Colour").
  public var heading: String {
    name.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  /// Whether it reacts to taps or drags.
  public var isInteractive: Bool { !script.isEmpty }
}
