import GlideAnimation

/// Modal presentation: UIKit's `present(_:animated:completion:)` and `dismiss(animated:completion:)`.
///
/// The presenter is the root-most ancestor of the controller asked to present (UIKit's default when
/// nothing defines a presentation context). Animation and interaction controllers come from the
/// presented controller's `transitioningDelegate` (the interaction method is asked only when the
/// animation method vended one, and receives that animator); without one, ``CoverVerticalAnimator``.
/// `.fullScreen` removes the presenter's view once presented (and its appearance callbacks run);
/// `.overFullScreen`, `.overCurrentContext`, `.custom` with a presentation controller that keeps the
/// presenter's view and the sheets leave it on screen and send it no appearance callbacks. The sheets are
/// `.pageSheet`, `.automatic` (the default) and `.formSheet`, which in Glide's compact-width window all
/// show as a page sheet (a ``SheetPresentationController``: the screen beneath shrinks back, dimmed), as
/// UIKit adapts them on an iPhone; the transition context reports `.pageSheet`. One modal transition at a
/// time per presenter: a request during one is queued or refused per ``Scene/modalRequestPolicy``.
extension ViewController {
  /// Presents `controller` over this controller's root-most ancestor. `completion` runs after a
  /// presentation that completed (not after a cancelled interactive one).
  public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) throws(TransitionError) {
    let presenter = rootAncestor
    if let shown = presenter.presentedViewController, presenter.modalTransition == nil {
      throw .alreadyPresenting(presenter: presenter.title, presented: shown.title)
    }
    try presenter.modalRequests.submit(.present, policy: scene.modalRequestPolicy) { [weak presenter, weak self] in
      guard let presenter, let self else { return }
      presenter.beginPresentation(of: controller, source: self, animated: animated, completion: completion)
    }
  }

  /// Dismisses the controller this one presents, or this one if it was presented. `completion` runs after
  /// a dismissal that completed.
  public func dismiss(animated: Bool, completion: (() -> Void)? = nil) throws(TransitionError) {
    let presenter: ViewController
    if presentedViewController != nil {
      presenter = rootAncestor
    } else if let presenting = presentingViewController {
      presenter = presenting
    } else {
      throw .nothingToDismiss(title)
    }
    try presenter.modalRequests.submit(.dismiss, policy: scene.modalRequestPolicy) { [weak presenter] in
      presenter?.beginDismissal(animated: animated, completion: completion)
    }
  }

  // MARK: - Internals

  var rootAncestor: ViewController {
    var node = self
    while let parent = node.parent { node = parent }
    return node
  }

  private func beginPresentation(of presented: ViewController, source: ViewController, animated: Bool, completion: (() -> Void)?) {
    guard presentedViewController == nil else { return }
    let style = presented.modalPresentationStyle.adaptedToCompactWidth
    let delegate = presented.transitioningDelegate
    var presentation: PresentationController?
    var container = scene.window
    if style == .custom || style == .pageSheet {
      let made =
        style == .pageSheet
        ? SheetPresentationController(presentedViewController: presented, presenting: self)
        : delegate?.presentationController(forPresented: presented, presenting: self, source: source)
          ?? PresentationController(presentedViewController: presented, presenting: self)
      let view = View(engine: scene.engine, name: "presentation container", frame: scene.bounds)
      scene.window.addSubview(view)
      made.containerView = view
      presentation = made
      container = view
    }
    let keepsPresenter = presentation != nil ? !(presentation?.shouldRemovePresentersView ?? false)
      : style == .overFullScreen || style == .overCurrentContext
    let (animator, interactor) = presentationControllers(presented: presented, source: source, animated: animated)
    let bounds = scene.bounds
    var views: TransitionPair<View> = [.to: presentation?.presentedView ?? presented.view]
    if !(presentation != nil && keepsPresenter) { views[.from] = view }
    var transition = ContainerTransition(
      host: self, operation: .present, from: self, to: presented, container: container, views: views,
      initialFrames: [.from: bounds], finalFrames: [.from: keepsPresenter ? bounds : .zero,
        .to: presentation?.frameOfPresentedViewInContainerView ?? bounds],
      animated: animated, presentationStyle: style, animator: animator, interactor: interactor)
    if keepsPresenter { transition.appearance = [.to: true] }
    presentedViewController = presented
    presented.presentingViewController = self
    presented.presentationController = presentation
    presented.presentationKeepsPresenter = keepsPresenter
    transition.run(
      scene: scene, register: { [weak self] in self?.modalTransition = $0 },
      willBegin: { presentation?.presentationTransitionWillBegin() },
      completion: { [weak self] done in
        guard let self else { return }
        if done {
          if !keepsPresenter { self.view.removeFromSuperview() }
          if presented.view.superview == nil { container.addSubview(presented.view) }
        } else {
          presented.view.removeFromSuperview()
          self.presentedViewController = nil
          presented.presentingViewController = nil
          presented.presentationController = nil
          if presentation != nil { container.removeFromSuperview() }
        }
        presentation?.presentationTransitionDidEnd(done)
      },
      didComplete: { [weak self] done in
        self?.modalTransition = nil
        if done { completion?() }
        self?.modalRequests.runNext()
      })
  }

  /// Dismisses the presented controller; `dragging`, a sheet's built-in interaction controller, makes it
  /// the user's interactive dismissal (the standard slide down on a linear curve, so the sheet stays
  /// under the finger, whatever the transitioning delegate vends; the presentation controller's delegate
  /// told when it completes).
  func beginDismissal(
    animated: Bool, completion: (() -> Void)?, dragging: PercentDrivenInteractiveTransition? = nil
  ) {
    guard let presented = presentedViewController else { return }
    let presentation = presented.presentationController
    let container = presentation?.containerView ?? scene.window
    let keepsPresenter = presented.presentationKeepsPresenter
    let style = presented.modalPresentationStyle.adaptedToCompactWidth
    let bounds = scene.bounds
    if !keepsPresenter && view.superview == nil {
      view.frame = bounds
      container.insertSubview(view, belowSubview: presented.view)
    }
    let (animator, interactor) =
      dragging.map { (CoverVerticalAnimator(presenting: false, curve: .linear), $0) }
      ?? dismissalControllers(presented: presented, animated: animated)
    var views: TransitionPair<View> = [.from: presentation?.presentedView ?? presented.view]
    if !(presentation != nil && keepsPresenter) { views[.to] = view }
    var transition = ContainerTransition(
      host: presented, operation: .dismiss, from: presented, to: self, container: container, views: views,
      initialFrames: [.from: presented.view.frame, .to: keepsPresenter ? bounds : .zero],
      finalFrames: [.to: bounds], animated: animated, presentationStyle: style, animator: animator,
      interactor: interactor)
    if keepsPresenter { transition.appearance = [.from: true] }
    transition.run(
      scene: scene, register: { [weak self] in self?.modalTransition = $0 },
      willBegin: { presentation?.dismissalTransitionWillBegin() },
      completion: { [weak self] done in
        guard let self else { return }
        if done {
          presented.view.removeFromSuperview()
          if presentation != nil { container.removeFromSuperview() }
          self.returnViewHome(below: nil)
          self.presentedViewController = nil
          presented.presentingViewController = nil
          presented.presentationController = nil
        } else if !keepsPresenter {
          self.view.removeFromSuperview()
        } else {
          self.returnViewHome(below: presentation?.containerView ?? presented.view)
        }
        presentation?.dismissalTransitionDidEnd(done)
      },
      didComplete: { [weak self] done in
        self?.modalTransition = nil
        if done, dragging != nil, let presentation { presentation.delegate?.presentationControllerDidDismiss(presentation) }
        if done { completion?() }
        self?.modalRequests.runNext()
      })
  }

  /// After a dismissal, puts this presenter's view back where it lives (the window, or the container of its
  /// own custom presentation) if the transition left it elsewhere: in the dismissal's container, which
  /// may just have left the window, or wherever an animator moved the `.to` view.
  private func returnViewHome(below sibling: View?) {
    let home = presentationController?.containerView ?? scene.window
    guard view.superview !== home else { return }
    if let sibling, sibling.superview === home {
      home.insertSubview(view, belowSubview: sibling)
    } else {
      home.addSubview(view)
    }
  }

  private func presentationControllers(presented: ViewController, source: ViewController, animated: Bool) -> (
    any ViewControllerAnimatedTransitioning, (any ViewControllerInteractiveTransitioning)?
  ) {
    if let delegate = presented.transitioningDelegate,
      let animator = delegate.animationController(forPresented: presented, presenting: self, source: source)
    {
      // Only an animated transition can be interactive (UIKit: `initiallyInteractive` implies animated).
      return (animator, animated ? delegate.interactionControllerForPresentation(using: animator) : nil)
    }
    return (animated ? CoverVerticalAnimator(presenting: true) : ImmediateAnimator(), nil)
  }

  private func dismissalControllers(presented: ViewController, animated: Bool) -> (
    any ViewControllerAnimatedTransitioning, (any ViewControllerInteractiveTransitioning)?
  ) {
    if let delegate = presented.transitioningDelegate, let animator = delegate.animationController(forDismissed: presented) {
      return (animator, animated ? delegate.interactionControllerForDismissal(using: animator) : nil)
    }
    return (animated ? CoverVerticalAnimator(presenting: false) : ImmediateAnimator(), nil)
  }
}
