import Testing

@testable import GlideInput

/// `glide synth drag` as a recipe: the fingers, where they start and end in device units, the scan
/// timing, the eased profile, determinism, and the refusal of a drag longer than the surface.
@Suite struct SynthesisDragTests {
  static func recipe(_ change: (inout SynthesisRecipe) -> Void = { _ in }) -> SynthesisRecipe {
    var recipe = SynthesisRecipe(gesture: .drag)
    change(&recipe)
    return recipe
  }

  /// The touching frames (a lift frame last is left out) of a recipe's events.
  static func touchingFrames(_ recipe: SynthesisRecipe) -> [TouchFrame] {
    FrameAssembler.frames(of: recipe.events, device: recipe.device.device).filter { !$0.activeTouches.isEmpty }
  }

  @Test func theDefaultDragGoesTwentyMillimetresDownInSixTenthsOfASecondEasedInAndOut() throws {
    let recipe = Self.recipe()
    try recipe.validate()
    #expect(
      recipe.commandLine
        == "glide synth drag --fingers 1 --dx 0 --dy 20 --duration 0.6 --easing ease-in-out --rate 80 --noise 0 "
        + "--device synaptics")
    #expect(recipe.effectiveFingers == 1)
  }

  @Test func aLinearDragSaysSoInItsCommand() {
    #expect(Self.recipe { $0.easing = .linear }.commandLine.contains(" --easing linear "))
  }

  /// The default drag on the Synaptics pad (y at 136 units/mm): one finger from 10 mm above the
  /// surface's middle to 10 mm below it, x still, every position within one device unit of the
  /// smoothstep profile, frames every 12 500 µs from the start, then the lift.
  @Test func theFingerFollowsTheEasedProfileFrameByFrameWithinOneDeviceUnit() throws {
    let recipe = Self.recipe()
    let geometry = recipe.device.device.geometry
    let frames = FrameAssembler.frames(of: recipe.events, device: recipe.device.device)
    #expect(frames.count == 50)  // 0…0.6 s at 80 Hz: 49 touching frames, then the lift
    let touching = Self.touchingFrames(recipe)
    #expect(touching.count == 49)
    #expect(frames.last?.activeTouches.isEmpty == true)
    #expect(frames.last?.time == Timestamp(microseconds: 1 + 49 * 12_500))
    let middleX = Double(geometry.originX) + geometry.widthMillimetres / 2 * geometry.unitsPerMillimetreX
    let startY = Double(geometry.originY) + (geometry.heightMillimetres / 2 - 10) * geometry.unitsPerMillimetreY
    var previousY = Int32.min
    for (index, frame) in touching.enumerated() {
      #expect(frame.time == Timestamp(microseconds: 1 + Int64(index) * 12_500))
      let touch = try #require(frame.activeTouches.count == 1 ? frame.activeTouches.first : nil)
      let progress = Easing.easeInOut(Double(index) / 48)
      let expectedY = startY + progress * 20 * geometry.unitsPerMillimetreY
      #expect(abs(Double(touch.position.y) - expectedY) <= 1, "frame \(index): \(touch.position.y), not \(expectedY)")
      #expect(abs(Double(touch.position.x) - middleX) <= 1)
      #expect(touch.position.y >= previousY, "frame \(index) goes back up")
      previousY = touch.position.y
    }
    // Eased: the first and last steps are a few units; the middle one is 1.5 × the average step.
    let ys = touching.map { Double($0.activeTouches[0].position.y) }
    let average = 20 * geometry.unitsPerMillimetreY / 48
    #expect(ys[1] - ys[0] < 0.01 * average * 48)
    #expect(abs((ys[25] - ys[23]) / 2 - 1.5 * average) < 1)
  }

  /// Three fingers 12 mm apart on the precision pad (12 units/mm both ways) each drag 40 mm down.
  @Test func everyFingerLandsMovesByTheTranslationAndLifts() throws {
    let recipe = Self.recipe { ($0.fingers, $0.dy, $0.device) = (3, 40, .precision) }
    try recipe.validate()
    let geometry = recipe.device.device.geometry
    let touching = Self.touchingFrames(recipe)
    #expect(touching.allSatisfy { $0.activeTouches.count == 3 && $0.fingerCount == 3 })
    let first = try #require(touching.first?.activeTouches.sorted { $0.position.x < $1.position.x })
    let last = try #require(touching.last?.activeTouches.sorted { $0.position.x < $1.position.x })
    let middleX = Double(geometry.originX) + geometry.widthMillimetres / 2 * geometry.unitsPerMillimetreX
    let startY = Double(geometry.originY) + (geometry.heightMillimetres / 2 - 20) * geometry.unitsPerMillimetreY
    for (index, (start, end)) in zip(first, last).enumerated() {
      let x = middleX + Double(index - 1) * 12 * geometry.unitsPerMillimetreX
      #expect(abs(Double(start.position.x) - x) <= 1 && abs(Double(end.position.x) - x) <= 1)
      #expect(abs(Double(start.position.y) - startY) <= 1)
      #expect(abs(Double(end.position.y - start.position.y) - 40 * geometry.unitsPerMillimetreY) <= 1)
    }
  }

  @Test func aDragGivenADirectionGoesThatWay() throws {
    let left = Self.recipe { ($0.dx, $0.dy) = (-30, 0) }
    try left.validate()
    let touching = Self.touchingFrames(left)
    let start = try #require(touching.first?.activeTouches.first?.position)
    let end = try #require(touching.last?.activeTouches.first?.position)
    let units = left.device.device.geometry.unitsPerMillimetreX
    #expect(abs(Double(end.x - start.x) + 30 * units) <= 1)
    #expect(end.y == start.y)
  }

  @Test func theSameRecipeWritesTheSameBytesAndAnotherSeedDoesNot() {
    let noisy = Self.recipe { ($0.noise, $0.seed) = (0.1, 3) }
    #expect(noisy.document() == Self.recipe { ($0.noise, $0.seed) = (0.1, 3) }.document())
    #expect(noisy.document() != Self.recipe { ($0.noise, $0.seed) = (0.1, 4) }.document())
  }

  /// A drag that cannot fit the surface anywhere is refused, naming the surface's size, a device it fits
  /// and the longest translation that fits this one; one moved off the surface is refused scan by scan.
  @Test(arguments: [
    (
      recipe { $0.dy = 60 },
      "Please give a drag that fits the synaptics surface (66.1 × 26.9 mm): --dy 60 needs 60.0 mm of its 26.9 mm "
        + "height; give --device precision (101.0 × 67.3 mm) or a --dy from -26.8 to 26.8 mm."
    ),
    (
      recipe { ($0.dx, $0.dy, $0.fingers) = (-60, 0, 2) },
      "Please give a drag that fits the synaptics surface (66.1 × 26.9 mm): --dx -60 with 2 fingers in a row "
        + "12.0 mm wide needs 72.0 mm of its 66.1 mm width; give --device precision (101.0 × 67.3 mm) or a --dx "
        + "from -54.0 to 54.0 mm."
    ),
    (
      recipe { ($0.dy, $0.device) = (90, .precision) },
      "Please give a drag that fits the precision surface (101.0 × 67.3 mm): --dy 90 needs 90.0 mm of its "
        + "67.3 mm height; give --device touchscreen (159.8 × 95.8 mm) or a --dy from -67.3 to 67.3 mm."
    ),
    (
      recipe { ($0.dy, $0.device) = (-200, .touchscreen) },
      "Please give a drag that fits the touchscreen surface (159.8 × 95.8 mm): --dy -200 needs 200.0 mm of its "
        + "95.8 mm height; give a --dy from -95.8 to 95.8 mm."
    ),
    (
      recipe { $0.centerY = 5 },
      "Please keep the drag on the surface: finger 1 would be at (33.0, -5.0) mm at 0.0 s, past the top edge of "
        + "the synaptics surface (66.1 × 26.9 mm), where the device would hold it; give a shorter --dx or --dy, "
        + "or move --center-x and --center-y."
    ),
  ])
  func aDragThatDoesNotFitIsRefusedSayingWhatToChange(recipe: SynthesisRecipe, message: String) {
    #expect {
      try recipe.validate()
    } throws: { error in
      (error as? SynthesisRecipe.Problem)?.description == message
    }
  }

  /// The longest drag the refusal offers is taken: the pad's height to the tenth of a mm below.
  @Test func aDragAsTallAsTheSurfaceFits() throws {
    let height = DevicePreset.synaptics.device.geometry.heightMillimetres
    try Self.recipe { $0.dy = (height * 10).rounded(.down) / 10 }.validate()
  }
}
