import Synchronization

/// A texture the frame draws from (a line of text, an image), with a number of its own: display lists
/// compare pictures by that number, never by the texture's address, which SDL may give again to a new
/// texture once an old one is gone.
struct Picture: Sendable {
  nonisolated(unsafe) let texture: OpaquePointer
  let id: Int
  let width: Int
  let height: Int

  init(texture: OpaquePointer, width: Int, height: Int) {
    self.texture = texture
    (self.width, self.height) = (width, height)
    id = pictureNumbers.wrappingAdd(1, ordering: .relaxed).newValue
  }
}

/// The last picture number given (process-wide, so no two pictures share one).
private let pictureNumbers = Atomic<Int>(0)
