/// A reference to a ``TransitionContext`` that reads as nil once the context has gone away, as a `weak`
/// one does, for the interactor and the animators' completions, which must not keep a finished
/// transition alive.
///
/// A `weak` reference gives the context a side table, and then every retain and release of the context
/// (the interactor reads it at every gesture event and display frame) goes the slow way through it; a
/// weak load is slow too. Here the context clears the reference in its `deinit` instead, so it never
/// dangles, and holds no side table.
final class TransitionContextReference {
  /// The context, until its `deinit`.
  unowned var context: TransitionContext?
}
