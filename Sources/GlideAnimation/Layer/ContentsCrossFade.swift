/// A layer's contents as presented: an image, or one image cross-fading into another, as Core Animation
/// animates `contents` (key path `contents`). Nil on either side is no image: fading from nil fades the
/// image in, fading to nil fades it out.
///
/// A renderer draws ``fadingFrom`` and then ``image`` over it so that two opaque images show
/// `(1 − fraction)·from + fraction·image`.
public struct ContentsCrossFade: Hashable, Sendable {
  /// The image faded to, the one shown alone once the fade is done; nil for none.
  public var image: LayerContents?
  /// The image faded from; nil for none.
  public var fadingFrom: LayerContents?
  /// How far the fade has gone, 0…1: 0 shows ``fadingFrom`` alone, 1 ``image`` alone.
  public var fraction: Double

  /// An image shown alone (no fade).
  public init(_ image: LayerContents?) {
    self.init(from: nil, to: image, fraction: 1)
  }

  /// `from` fading into `to`, `fraction` of the way (clamped to 0…1).
  public init(from: LayerContents?, to: LayerContents?, fraction: Double) {
    (fadingFrom, image) = (from, to)
    self.fraction = min(max(fraction, 0), 1)
  }

  /// Whether only ``image`` shows: the fade is done.
  public var isSettled: Bool { fraction >= 1 }

  /// The image that shows more: where a fade interrupted mid-way starts its next fade from (a value holds
  /// two images, not three).
  var dominantImage: LayerContents? { fraction < 0.5 ? fadingFrom : image }
}

/// Cross-fades interpolate as Core Animation animates `contents`: the value `fraction` of the way from
/// one to another fades from the first's image (the one showing more, if it is itself mid-fade) into the
/// second's, the fraction clamped to 0…1 (a spring's overshoot holds the new image). Keyframes fade
/// piecewise between neighbouring images.
///
/// Images do not add: ``adding(_:)`` gives the value added (the target, for `byValue` and additive
/// animations) and ``subtracting(_:)`` leaves `self`; distance is 0 between equal images and 1 otherwise
/// (paced keyframes spend as long on each change).
extension ContentsCrossFade: Interpolatable {
  public func interpolated(to other: ContentsCrossFade, fraction f: Double) -> ContentsCrossFade {
    if f <= 0 { return self }
    if f >= 1 || dominantImage == other.image { return ContentsCrossFade(other.image) }
    return ContentsCrossFade(from: dominantImage, to: other.image, fraction: f)
  }

  public func distance(to other: ContentsCrossFade) -> Double { image == other.image ? 0 : 1 }

  public func adding(_ other: ContentsCrossFade) -> ContentsCrossFade { other }

  public func subtracting(_ other: ContentsCrossFade) -> ContentsCrossFade { self }

  public static var additiveIdentity: ContentsCrossFade { ContentsCrossFade(nil) }
}
