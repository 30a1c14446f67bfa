/// What a drag on a page sheet is doing: dismissing it interactively, or pulling a sheet that may not be
/// dismissed, which follows the finger with resistance.
enum SheetDismissalDrag {
  /// Driving the interactive dismissal through the sheet's built-in interaction controller.
  case dismissing(PercentDrivenInteractiveTransition)
  /// Refused (modal in presentation, or the delegate said no): the sheet only resists.
  case resisting
}
