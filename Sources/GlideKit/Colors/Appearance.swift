/// Light or dark: which of its two values each of UIKit's dynamic colours takes (`UIUserInterfaceStyle`,
/// iOS 13).
public enum Appearance: String, Hashable, Sendable, CaseIterable {
  case light
  case dark
}
