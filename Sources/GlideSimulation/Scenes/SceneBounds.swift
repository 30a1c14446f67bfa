/// What a scene file may hold: the range of every number on its lines and the bounds on its size, so
/// that any file, however large or strange, is read and drawn in bounded time and memory (or refused,
/// naming its line). docs/commands.md ("Scenes as data") and docs/bad-conditions.md state them.
public enum SceneBounds {
  /// 1 MiB: the largest scene file read (docs/example.scene is under 1 KiB; 500 views on each of a
  /// scenario's screens fit in far less).
  public static let maximumFileBytes = SmallFileInput.maximumBytes
  /// 500: the most views one screen may have (a screen of a phone shows a few dozen).
  public static let maximumViewsPerScreen = 500
  /// 50: the most boxes with a `shadow` one screen may have (each shadow is blurred over its box's
  /// margin every frame, the costliest thing a scene file can ask for).
  public static let maximumShadowsPerScreen = 50
  /// 1,000 characters (Unicode scalars): the longest text field (a label's text, a navigation bar's
  /// title, back and right items, each tab bar item, each list row).
  public static let maximumTextLength = 1000
  /// 200: the most rows a list may have.
  public static let maximumRows = 200
  /// 500: the most list rows one screen may have, all its lists together (each row is a view with a
  /// label: 500 lists of 200 rows were 100,000 views).
  public static let maximumRowsPerScreen = 500
  /// 16: how many times a screen's views, all together, may cover the screen (their frames clipped to
  /// it; ``SceneFile/coverageRefusal(size:)``). A phone's screen is covered two to five times (a
  /// background, bars, cards, text); 500 screen-sized boxes took 20 s a frame at `--scale 4`.
  public static let maximumCoverage = 16
  /// 1 to 5: a tab bar's items (an iPhone's tab bar shows five).
  public static let tabBarItems = 1...5

  /// −10,000 to 10,000 pt: a frame's x and y.
  public static let position = ParameterRange.from(-10_000, to: 10_000)
  /// 0 to 10,000 pt: a frame's width and height.
  public static let length = ParameterRange.from(0, to: 10_000)
  /// 0 to 10,000 pt: a view's corner radius.
  public static let corner = ParameterRange.from(0, to: 10_000)
  /// 1 to 200 pt: a label's font size.
  public static let fontSize = ParameterRange.from(1, to: 200)
  /// 0 to 1: a shadow's opacity.
  public static let shadowOpacity = ParameterRange.fraction
  /// 0 to 100 pt: a shadow's blur radius.
  public static let shadowRadius = ParameterRange.from(0, to: 100)
  /// 0 to 10,000 pt: where a list starts, from the top of the screen.
  public static let listTop = ParameterRange.from(0, to: 10_000)
}
