public import GlideAnimation

/// UIKit's view transitions (`UIView.transition(with:…)`, `UIView.transition(from:to:…)`), on the engine
/// whose clock they follow, as the block animations are; ``View``'s class methods of the same names call
/// these. Each returns the ``ViewTransition`` under way (UIKit's return nothing), for logs and tests.
extension AnimationEngine {
  /// `UIView.transition(with:duration:options:animations:completion:)`: `animations` changes `view` (its
  /// subviews, its values) and the change is shown with the options' transition (`AnimationTransition`:
  /// a flip, a curl or a cross-dissolve) over `duration` seconds along the options' curve, repeating as
  /// `repeat` and `autoreverse` say. The changes are made at once, without animation, and a snapshot of
  /// the result is what turns in; with `allowAnimatedContent` they animate (on the transition's duration
  /// and curve) and the view itself turns in, live. Without a transition (`transitionNone`) the changes
  /// animate as in an animation block. `completion` runs once, when the transition has ended, with
  /// `false` if a newer transition of the same view cut it short; never inside this call.
  ///
  /// The transition is shown in `view`'s superview (see ``ViewTransition``); a view without one changes
  /// with nothing to show, and the completion runs after `duration`.
  @discardableResult
  public func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) -> ViewTransition {
    precondition(view.engine === self, "\(view.name) belongs to another engine")
    let transition = ViewTransition(
      view: view, transition: options.transition, duration: duration, options: options,
      changes: animations ?? {}, revert: nil, completion: completion)
    transition.start()
    return transition
  }

  /// `UIView.transition(from:to:duration:options:completion:)`: replaces `fromView` with `toView` in
  /// `fromView`'s superview (`toView` takes `fromView`'s place), or with `showHideTransitionViews` hides
  /// `fromView` and shows `toView` where they are, and shows the change with the options' transition.
  /// As in UIKit, the view that transitions is the *superview* (the whole of it turns or curls): put the
  /// two views in a container of their own to turn only them. The views change at once; `completion`
  /// runs once, after the animation.
  @discardableResult
  public func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) -> ViewTransition {
    precondition(fromView.engine === self, "\(fromView.name) belongs to another engine")
    let swap = Self.swap(fromView, toView, showHide: options.contains(.showHideTransitionViews))
    let transition = ViewTransition(
      view: fromView.superview ?? fromView, transition: options.transition, duration: duration, options: options,
      changes: swap.change, revert: nil, completion: completion)
    transition.start()
    return transition
  }

  /// Glide's interactive view transition: ``transition(from:to:duration:options:completion:)`` driven by
  /// `interactor` as a controller transition is (a ``TransitionContext`` of operation `.transition`, no
  /// controllers, `from`/`to` the two views): `update(_:)` scrubs it, `finish`/`cancel` play the rest on
  /// the interactor's completion curve, speed or spring, `pause()` takes a running completion back. The
  /// views change at the start; a cancelled transition puts them back as they were. `completion` runs
  /// once, inside `completeTransition`, with `true` when the to-view stayed.
  ///
  /// The animations are the non-interactive ones, scrubbed by the interactor's layer-time driver: the
  /// clock of the view the transition is shown in (the superview of `fromView`'s superview, the context's
  /// `containerView`) is frozen while the fingers hold it, so its other animations wait too, as UIKit's
  /// legacy driver freezes its container.
  ///
  /// - Throws: ``TransitionError/notInSuperview(_:)`` when `fromView` or its superview has no superview,
  ///   ``TransitionError/viewTransitionInProgress(_:)`` when that superview is already transitioning,
  ///   ``TransitionError/interactorBusy`` when `interactor` drives a transition that has not completed.
  @discardableResult
  public func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    interactingWith interactor: PercentDrivenInteractiveTransition, completion: ((Bool) -> Void)? = nil
  ) throws(TransitionError) -> ViewTransition {
    precondition(fromView.engine === self, "\(fromView.name) belongs to another engine")
    guard let view = fromView.superview else { throw .notInSuperview(fromView.name) }
    guard let stage = view.superview else { throw .notInSuperview(view.name) }
    guard view.viewTransition == nil else { throw .viewTransitionInProgress(view.name) }
    guard interactor.context.map(\.isCompleted) ?? true else { throw .interactorBusy }
    let swap = Self.swap(fromView, toView, showHide: options.contains(.showHideTransitionViews))
    let transition = ViewTransition(
      view: view, transition: options.transition, duration: duration, options: options, changes: swap.change,
      revert: swap.revert, completion: completion)
    let context = TransitionContext(
      viewTransitionIn: stage, from: fromView, to: toView, animator: transition, interactor: interactor)
    transition.attach(to: context)
    context.startTransition()
    return transition
  }

  /// `transition(from:to:)`'s change of views, and what puts it back.
  private static func swap(_ from: View, _ to: View, showHide: Bool) -> (change: () -> Void, revert: () -> Void) {
    final class Undo { var action: () -> Void = {} }
    let undo = Undo()
    let change = {
      guard from !== to else { return }
      if showHide {
        let (fromHidden, toHidden) = (from.isHidden, to.isHidden)
        from.isHidden = true
        to.isHidden = false
        undo.action = {
          from.isHidden = fromHidden
          to.isHidden = toHidden
        }
        return
      }
      guard let container = from.superview, let index = container.subviews.firstIndex(where: { $0 === from }) else {
        return
      }
      let home = to.superview.flatMap { parent in parent.subviews.firstIndex { $0 === to }.map { (parent, $0) } }
      container.insertSubview(to, aboveSubview: from)
      from.removeFromSuperview()
      undo.action = {
        to.removeFromSuperview()
        if let (parent, place) = home { parent.insertSubview(to, at: place) }
        container.insertSubview(from, at: index)
      }
    }
    return (change, { undo.action() })
  }
}

extension ViewTransition: ViewControllerAnimatedTransitioning {
  /// The transition's duration, seconds.
  public func transitionDuration(using context: TransitionContext?) -> Double { max(duration, 0) }

  /// Starts the view transition (the interaction's driver calls it with the container's clock frozen).
  public func animateTransition(using context: TransitionContext) { start() }
}

extension View {
  /// UIKit's class method: `AnimationEngine/transition(with:duration:options:animations:completion:)` on
  /// `view`'s engine.
  @discardableResult
  public static func transition(
    with view: View, duration: Double, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) -> ViewTransition {
    view.engine.transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
  }

  /// UIKit's class method: `AnimationEngine/transition(from:to:duration:options:completion:)` on
  /// `fromView`'s engine.
  @discardableResult
  public static func transition(
    from fromView: View, to toView: View, duration: Double, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) -> ViewTransition {
    fromView.engine.transition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
  }
}
