extension LayerState {
  /// Maps points of this layer's bounds coordinates (its plane is z = 0) into its superlayer's bounds
  /// coordinates, as Core Animation composes it; `superlayer` is the superlayer's state (presentation or
  /// model, as the caller draws), or nil for a layer without one. With points as rows multiplied on the
  /// left, so that the leftmost factor applies first:
  ///
  ///     T(−a) · transform · T(position.x, position.y, zPosition) · T(−A) · S · T(A)
  ///
  /// where a = (bounds.minX + anchorPoint.x · width, bounds.minY + anchorPoint.y · height, anchorPointZ) is
  /// this layer's anchor in its bounds coordinates, and S and A are the superlayer's `sublayerTransform`
  /// and anchor (``sublayerTransformAboutAnchor``: the vanishing point of a container's perspective is its
  /// anchor point). A layer's map to the window is this times its superlayer's, and so on up. Renderers
  /// and ``frame`` use this one function, so that what is drawn and what is measured agree.
  public func transform(toSuperlayer superlayer: LayerState?) -> Transform3D {
    let size = bounds.size
    let (ax, ay) = (bounds.minX + anchorPoint.x * size.width, bounds.minY + anchorPoint.y * size.height)
    var own: Transform3D
    if let flat = flatTransform {
      // The 2-D composition (the one every view used before 3-D), with the depth added: exactly
      // T(−a) · transform · T(position, zPosition) for an affine transform.
      own = Transform3D(
        Transform2D(translationX: -ax, y: -ay)
          .concatenating(flat)
          .concatenating(Transform2D(translationX: position.x, y: position.y)))
      own.m43 = zPosition - anchorPointZ
    } else {
      own = Transform3D(translationX: -ax, y: -ay, z: -anchorPointZ)
        .concatenating(transform)
        .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }
    guard let superlayer, !superlayer.sublayerTransform.isIdentity else { return own }
    return own.concatenating(superlayer.sublayerTransformAboutAnchor)
  }

  /// The bounding box of the layer's bounds in its superlayer's bounds coordinates, through
  /// ``transform(toSuperlayer:)`` (so through the superlayer's sublayer transform too, unlike ``frame``),
  /// after the perspective divide; nil when all of it is at or behind the eye.
  public func frame(inSuperlayer superlayer: LayerState?) -> Rect? {
    bounds.applying(transform(toSuperlayer: superlayer))
  }

  /// What this layer does to each sublayer's map (see ``transform(toSuperlayer:)``): its
  /// `sublayerTransform` applied about its anchor point, T(−A) · sublayerTransform · T(A), in its bounds
  /// coordinates.
  public var sublayerTransformAboutAnchor: Transform3D {
    guard !sublayerTransform.isIdentity else { return .identity }
    let size = bounds.size
    let (ax, ay) = (bounds.minX + anchorPoint.x * size.width, bounds.minY + anchorPoint.y * size.height)
    return Transform3D(translationX: -ax, y: -ay, z: -anchorPointZ)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: ax, y: ay, z: anchorPointZ))
  }
}
