import Testing

@testable import GlideInput

/// The recipe's canonical command and its validation. That `glide synth` reads the canonical command
/// back to the same trace is checked against the real binary in `SyntheticTracesCommandTests`.
@Suite struct SynthesisRecipeTests {
  /// A recipe built in code, with the gesture and the changes from its defaults.
  static func recipe(_ gesture: SynthesisRecipe.Gesture, _ change: (inout SynthesisRecipe) -> Void = { _ in })
    -> SynthesisRecipe
  {
    var recipe = SynthesisRecipe(gesture: gesture)
    change(&recipe)
    return recipe
  }

  @Test func theCanonicalCommandSpellsOutEveryParameter() {
    var recipe = SynthesisRecipe(gesture: .pinch)
    recipe.noise = 0.05
    #expect(
      recipe.commandLine
        == "glide synth pinch --from 1 --to 0.4 --start-distance 30 --duration 0.5 --rate 80 --noise 0.05 "
        + "--seed 1 --device synaptics")
  }

  @Test(arguments: [
    (
      recipe(.pinch) {
        ($0.from, $0.to, $0.startDistance, $0.duration, $0.easing) = (2, 1, 40, 0.3, .easeInOut)
        ($0.centerX, $0.centerY, $0.thirdFingerAt, $0.dropAt, $0.dropFrames) = (20, 10, 0.1, 0.2, 3)
        ($0.rate, $0.noise, $0.seed, $0.start, $0.device) = (120, 0.1, 9, 12.5, .precision)
      },
      "pinch --from 2 --to 1 --start-distance 40 --duration 0.3 --easing ease-in-out --center-x 20 "
        + "--center-y 10 --third-finger-at 0.1 --drop-at 0.2 --drop-frames 3 --rate 120 --noise 0.1 --seed 9 "
        + "--start 12.5 --device precision"
    ),
    (
      recipe(.rotate) { ($0.radians, $0.startDistance, $0.device) = (-0.8, 20, .touchscreen) },
      "rotate --radians -0.8 --start-distance 20 --duration 0.5 --rate 80 --noise 0 --device touchscreen"
    ),
    (
      recipe(.swipe) { ($0.fingers, $0.dx, $0.dy) = (3, -30, 5) },
      "swipe --fingers 3 --dx -30 --dy 5 --duration 0.3 --rate 80 --noise 0 --device synaptics"
    ),
    (
      recipe(.edgeSwipe) { ($0.edge, $0.fingers, $0.distance) = (.top, 2, 25) },
      "edge-swipe --edge top --fingers 2 --distance 25 --duration 0.3 --rate 80 --noise 0 --device synaptics"
    ),
    (
      recipe(.edgeSwipe) { ($0.distance, $0.duration, $0.returnDistance, $0.returnDuration) = (40, 0.5, 10, 0.05) },
      "edge-swipe --edge left --fingers 1 --distance 40 --duration 0.5 --return-distance 10 --return-duration 0.05 "
        + "--rate 80 --noise 0 --device synaptics"
    ),
    (
      recipe(.tap) { ($0.fingers, $0.device) = (4, .precision) },
      "tap --fingers 4 --duration 0.06 --rate 80 --noise 0 --device precision"
    ),
  ])
  func everyGestureHasOneCanonicalCommand(recipe: SynthesisRecipe, arguments: String) throws {
    try recipe.validate()
    #expect(recipe.commandLine == "glide synth " + arguments)
  }

  @Test func optionsThatDoNotApplyToTheGestureAreLeftOut() {
    let tap = Self.recipe(.tap) { ($0.from, $0.dx, $0.edge, $0.radians, $0.seed) = (3, 7, .right, 2, 42) }
    #expect(tap.commandLine == Self.recipe(.tap).commandLine)
  }

  @Test(arguments: [
    (recipe(.pinch) { $0.rate = 0 }, "Please give --rate from 1 to 1000 Hz; got 0.0."),
    (recipe(.pinch) { $0.noise = 6 }, "Please give --noise from 0 to 5 mm; got 6.0."),
    (recipe(.pinch) { $0.duration = 61 }, "Please give --duration from 0 to 60 s; got 61.0."),
    (recipe(.pinch) { $0.to = 0 }, "Please give --to above 0 and at most 100 (a scale); got 0.0."),
    (recipe(.pinch) { $0.fingers = 3 }, "Please leave out --fingers for pinch, rotate and circle; they always use two."),
    (
      recipe(.tap) { ($0.fingers, $0.device) = (6, .touchscreen) },
      "Please give --fingers from 1 to 5 for the touchscreen device; got 6."
    ),
    (recipe(.tap) { $0.thirdFingerAt = 0.01 }, "Please use --third-finger-at with a two-finger gesture"),
    (recipe(.pinch) { $0.dropAt = 2 }, "Please give --third-finger-at and --drop-at between 0 and the --duration (0.5 s); got 2.0."),
    (recipe(.edgeSwipe) { $0.centerX = 3 }, "Please leave out --center-x and --center-y for edge-swipe"),
    (recipe(.edgeSwipe) { $0.returnDuration = 0.1 }, "Please give --return-distance with --return-duration."),
    (recipe(.swipe) { ($0.returnDistance, $0.returnDuration) = (5, 0.1) }, "Please use --return-distance with edge-swipe only."),
    (
      recipe(.edgeSwipe) { ($0.distance, $0.returnDistance, $0.returnDuration) = (20, 21, 0.1) },
      "Please give --return-distance above 0 and at most the --distance (20.0 mm), so the fingers stay on the surface; got 21.0."
    ),
    (recipe(.edgeSwipe) { $0.returnDistance = 5 }, "Please give --return-duration above 0 and at most 60 s with --return-distance; got none."),
    (recipe(.edgeSwipe) { $0.distance = 0 }, "Please give --distance above 0 and at most 1000 mm; got 0.0."),
    (recipe(.pinch) { $0.start = -1 }, "Please give --start from 0 to 1000000 s; got -1.0."),
    (
      recipe(.swipe) { $0.duration = 0 },
      "Please give --duration above 0 s for swipe: its fingers move over the duration, and in 0 s they would jump; got 0.0."
    ),
    // A gesture that leaves the surface (66.1 × 26.9 mm) is refused where it first does, not held at
    // the edge: a pinch from 30 mm apart to 3 × that reaches the left edge a third of the way in.
    (
      recipe(.pinch) { $0.to = 3 },
      "Please keep the pinch on the surface: finger 1 would be at (-0.7, 13.4) mm at 0.313 s, past the left edge "
        + "of the synaptics surface (66.1 × 26.9 mm), where the device would hold it; give a smaller --to, --from "
        + "or --start-distance, or move --center-x and --center-y."
    ),
    (recipe(.swipe) { $0.dx = 200 }, "Please keep the swipe on the surface: finger 1 would be at (-73.0, 13.4) mm at 0.0 s, past the left edge"),
    (recipe(.circle) { $0.radius = 40 }, "Please keep the circle on the surface: finger 1 would be at (18.0, -26.6) mm at 0.0 s, past the top edge"),
    (recipe(.edgeSwipe) { $0.distance = 200 }, "Please keep the edge-swipe on the surface: finger 1 would be at (67.7, 13.4) mm at 0.1 s, past the right edge"),
  ])
  func problemsSayWhatToDo(recipe: SynthesisRecipe, message: String) {
    #expect {
      try recipe.validate()
    } throws: { error in
      (error as? SynthesisRecipe.Problem)?.description.hasPrefix(message) == true
    }
  }

  @Test func aTapMayLastNoTimeAtAll() throws {
    try Self.recipe(.tap) { $0.duration = 0 }.validate()
  }

  @Test func aTapOnTheSurfacesVeryEdgeIsOnItAndOneTenthOfAMillimetrePastIsNot() throws {
    let geometry = DevicePreset.synaptics.device.geometry
    try Self.recipe(.tap) { ($0.centerX, $0.centerY) = (geometry.widthMillimetres, geometry.heightMillimetres) }.validate()
    try Self.recipe(.tap) { ($0.centerX, $0.centerY) = (0, 0) }.validate()
    #expect(throws: SynthesisRecipe.Problem.self) {
      try Self.recipe(.tap) { $0.centerX = geometry.widthMillimetres + 0.1 }.validate()
    }
    #expect(throws: SynthesisRecipe.Problem.self) { try Self.recipe(.tap) { $0.centerY = -0.1 }.validate() }
  }

  @Test func anEdgeSwipeWithAWayBackMovesInThenBackTowardTheEdgeAndLiftsAfterIt() throws {
    let recipe = Self.recipe(.edgeSwipe) {
      ($0.distance, $0.duration, $0.returnDistance, $0.returnDuration) = (40, 0.5, 10, 0.05)
    }
    try recipe.validate()
    let finger = try #require(recipe.timeline.fingers.first)
    #expect(recipe.timeline.fingers.count == 1)
    #expect(finger.start.x == 1)
    #expect(abs(finger.position(at: 0.25).x - 21) < 1e-9)
    #expect(abs(finger.position(at: 0.5).x - 41) < 1e-9)
    #expect(abs(finger.position(at: 0.525).x - 36) < 1e-9)
    #expect(abs(finger.position(at: 0.55).x - 31) < 1e-9)
    #expect(finger.liftsAt == 0.55)
    #expect(finger.position(at: 0.55).y == finger.start.y)
  }

  @Test func theHeaderSaysTheTraceIsSyntheticAndHowToMakeIt() {
    let recipe = SynthesisRecipe(gesture: .tap)
    #expect(
      recipe.headerComments.first
        == "Synthetic trace made by Glide's TraceSynthesizer: glide synth tap --fingers 1 --duration 0.06 "
        + "--rate 80 --noise 0 --device synaptics")
  }
}
