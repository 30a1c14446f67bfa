/// One optional value per side of a transition: what a `[TransitionKey: Value]` holds, without a hash
/// table. Written as a dictionary literal (`[.from: bounds, .to: .zero]`); a side left out is nil.
public struct TransitionPair<Value> {
  public var from: Value?
  public var to: Value?

  public init(from: Value? = nil, to: Value? = nil) {
    self.from = from
    self.to = to
  }

  /// The pair with the dictionary's values (other keys there are none: both sides are covered).
  public init(_ dictionary: [TransitionKey: Value]) {
    self.init(from: dictionary[.from], to: dictionary[.to])
  }

  public subscript(key: TransitionKey) -> Value? {
    get {
      switch key {
      case .from: from
      case .to: to
      }
    }
    set {
      switch key {
      case .from: from = newValue
      case .to: to = newValue
      }
    }
  }
}

extension TransitionPair: ExpressibleByDictionaryLiteral {
  /// A later value for the same key replaces an earlier one.
  public init(dictionaryLiteral elements: (TransitionKey, Value)...) {
    self.init(from: nil, to: nil)
    for (key, value) in elements { self[key] = value }
  }
}

extension TransitionPair: Sendable where Value: Sendable {}
extension TransitionPair: Equatable where Value: Equatable {}
