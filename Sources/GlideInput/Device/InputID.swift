/// The identity a device reports through `EVIOCGID`: `struct input_id`.
public struct InputID: Hashable, Sendable {
  public var bustype: UInt16
  public var vendor: UInt16
  public var product: UInt16
  public var version: UInt16

  public init(bustype: UInt16, vendor: UInt16, product: UInt16, version: UInt16) {
    self.bustype = bustype
    self.vendor = vendor
    self.product = product
    self.version = version
  }
}
