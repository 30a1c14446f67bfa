extension LayerState {
  /// The properties most layers leave at their defaults: a transform in depth, the sublayer transform,
  /// the anchor's z, the sidedness, what a renderer draws besides the background and a page curl. A ``LayerState``
  /// keeps them out of line, shared until written (``ExtrasStorage``): states are copied for every layer
  /// presented at every frame, and inline these would triple what each copy moves (and the text's `String`
  /// would send each copy through the value witness: BENCHMARKS.md, "The layer model in 3-D").
  struct Extras: Hashable, Sendable {
    var anchorPointZ: Double = 0
    var sublayerTransform: Transform3D = .identity
    var isDoubleSided = true
    var borderWidth: Double = 0
    var borderColor: Color = .black
    var cornerRadius: Double = 0
    var masksToBounds = false
    var text: LayerText?
    var pageCurl: LayerPageCurl?
    var shadowColor: Color = .black
    var shadowOpacity: Double = 0
    var shadowOffset = Size(width: 0, height: -3)
    var shadowRadius: Double = 3
    var shadowPath: BezierPath?
    var gradient: LayerGradient?
    var shape: LayerShape?
    var contents: LayerContents?
    /// The contents mid-fade (its image ``contents``), nil when it shows alone.
    var contentsFade: ContentsCrossFade?
    var contentsGravity: ContentsGravity = .resize
    var contentsScale: Double = 1
    var contentsRect = Rect(x: 0, y: 0, width: 1, height: 1)
    var material: LayerMaterial?
    /// The whole transform when it is not affine (the state keeps the 2-D part inline).
    var depthTransform: Transform3D?

    /// Core Animation's defaults.
    static let defaults = Extras()
  }

  /// ``Extras`` behind one reference, nil while they are the defaults, copied when written while shared:
  /// a value with the semantics of the ``Extras`` it holds.
  struct ExtrasStorage: Hashable, Sendable {
    final class Box: @unchecked Sendable {
      // Written only while uniquely referenced (``value``'s setter), so sharing it across copies is safe.
      // Skips the runtime exclusivity check: read field by field at every frame, written whole.
      @exclusivity(unchecked) var value: Extras
      init(_ value: Extras) { self.value = value }
    }

    /// The extras, nil while they are the defaults. Read fields through it (`box?.value.x`): ``value``
    /// copies all of them.
    private(set) var box: Box?

    init(_ value: Extras) {
      box = value == .defaults ? nil : Box(value)
    }

    var value: Extras {
      get { box?.value ?? .defaults }
      set {
        if box != nil && isKnownUniquelyReferenced(&box) {
          // swift-format-ignore: NeverForceUnwrap (checked just above)
          box!.value = newValue
        } else {
          box = Box(newValue)
        }
      }
    }

    static func == (lhs: ExtrasStorage, rhs: ExtrasStorage) -> Bool {
      lhs.box === rhs.box || lhs.value == rhs.value
    }

    func hash(into hasher: inout Hasher) { hasher.combine(value) }
  }
}
