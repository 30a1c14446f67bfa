extension DeviceDescription {
  /// Device units per point of the simulated screen on ``pointerSurface(widthPoints:heightPoints:)``.
  public static let pointerUnitsPerPoint: Int32 = 10
  /// Device units per millimetre on the pointer surface: 10 units a point and 63 a millimetre make 6.3
  /// points a millimetre, UIKit's nominal 160 points an inch (the project's `pointsPerMillimetre`,
  /// 6.2992) to 0.013 %, so a 390 × 844 pt screen is 61.9 × 134.0 mm, about an iPhone's, the
  /// recognisers' thresholds in mm mean on a dragged screen what they mean under a finger, and a
  /// scenario that maps the pad to points at 160 per inch maps this surface back onto the screen.
  public static let pointerUnitsPerMillimetre: Int32 = 63

  /// The touch surface a mouse and keyboard drive in the window, as the iOS Simulator's screen: a
  /// direct (`INPUT_PROP_DIRECT`) 5-slot multitouch screen exactly the size of the simulated screen,
  /// `widthPoints` × `heightPoints` at ``pointerUnitsPerPoint`` units a point, speaking protocol B
  /// with `BTN_TOUCH` and the finger-count keys. Traces recorded from it carry this description, so
  /// `glide replay` reads them as it reads any touchscreen.
  public static func pointerSurface(widthPoints: Int, heightPoints: Int) -> DeviceDescription {
    let x = AbsInfo(
      minimum: 0, maximum: Int32(clamping: widthPoints) * pointerUnitsPerPoint, resolution: pointerUnitsPerMillimetre)
    let y = AbsInfo(
      minimum: 0, maximum: Int32(clamping: heightPoints) * pointerUnitsPerPoint, resolution: pointerUnitsPerMillimetre)
    return DeviceDescription(
      name: "Glide Pointer Touch Surface \(widthPoints)x\(heightPoints)",
      id: InputID(bustype: 0x06, vendor: 0x676c, product: 0x0001, version: 1),  // BUS_VIRTUAL, "gl"
      properties: [.direct],
      codes: [
        .syn: [.synReport, .synConfig, .synDropped],
        .key: [.btnTouch, .btnToolFinger, .btnToolDoubleTap, .btnToolTripleTap],
        .abs: [.absX, .absY, .absMTSlot, .absMTPositionX, .absMTPositionY, .absMTTrackingID],
      ],
      absInfo: [
        .absX: x, .absY: y, .absMTPositionX: x, .absMTPositionY: y,
        .absMTSlot: AbsInfo(minimum: 0, maximum: 4),
        .absMTTrackingID: AbsInfo(minimum: 0, maximum: 65535),
      ])
  }
}
