import Testing

@testable import GlideInput

@Suite struct SynthesisRecipeTests {
  @Test func theCanonicalCommandSpellsOutEveryParameter() {
    var recipe = SynthesisRecipe(gesture: .pinch)
    recipe.noise = 0.05
    #expect(
      recipe.commandLine
        == "glide synth pinch --from 1 --to 0.4 --start-distance 30 --duration 0.5 --rate 80 --noise 0.05 "
        + "--seed 1 --device synaptics")
  }

  @Test(arguments: [
    "pinch --from 2 --to 1 --start-distance 40 --duration 0.3 --easing ease-in-out --center-x 20 "
      + "--center-y 10 --third-finger-at 0.1 --drop-at 0.2 --drop-frames 3 --rate 120 --noise 0.1 --seed 9 "
      + "--start 12.5 --device precision",
    "rotate --radians -0.8 --start-distance 20 --duration 0.5 --rate 80 --noise 0 --device touchscreen",
    "swipe --fingers 3 --dx -30 --dy 5 --duration 0.3 --rate 80 --noise 0 --device synaptics",
    "edge-swipe --edge top --fingers 2 --distance 25 --duration 0.3 --rate 80 --noise 0 --device synaptics",
    "tap --fingers 4 --duration 0.06 --rate 80 --noise 0 --device precision",
  ])
  func canonicalArgumentsReadBackToTheSameRecipe(command: String) throws {
    let arguments = command.split(separator: " ").map(String.init)
    let recipe = try SynthesisRecipe(arguments: arguments)
    #expect(recipe.arguments == arguments)
    #expect(try SynthesisRecipe(arguments: recipe.arguments) == recipe)
  }

  @Test(arguments: [
    ("", "Please name a gesture"),
    ("wiggle", "Please name a gesture (pinch, rotate, swipe, tap, edge-swipe); 'wiggle' is not one."),
    ("pinch --to", "Please give a value after '--to'."),
    ("pinch --to half", "Please give '--to' a valid value; 'half' is not."),
    (
      "pinch --sideways 1", "Please use only the options `glide synth --help` lists; '--sideways' is not one."
    ),
    ("pinch --rate 0", "Please give a --rate above 0 and at most 1000 Hz."),
    ("pinch --fingers 3", "Please leave out --fingers for pinch and rotate; they always use two."),
    ("tap --fingers 6 --device touchscreen", "Please give --fingers from 1 to 5"),
    ("tap --third-finger-at 0.01", "Please use --third-finger-at with a two-finger gesture"),
    ("pinch --drop-at 2", "Please give --third-finger-at and --drop-at between 0 and the --duration."),
    ("edge-swipe --center-x 3", "Please leave out --center-x and --center-y for edge-swipe"),
  ])
  func badArgumentsSayWhatToDo(command: String, message: String) {
    let arguments = command.split(separator: " ").map(String.init)
    #expect {
      try SynthesisRecipe(arguments: arguments)
    } throws: { error in
      (error as? SynthesisRecipe.Problem)?.description.hasPrefix(message) == true
    }
  }

  @Test func theOutputOptionIsNotPartOfTheRecipe() throws {
    let recipe = try SynthesisRecipe(arguments: ["tap", "-o", "x.evemu", "--fingers", "2"])
    #expect(recipe.arguments.contains("-o") == false)
    #expect(recipe.effectiveFingers == 2)
  }

  @Test func theHeaderSaysTheTraceIsSyntheticAndHowToMakeIt() {
    let recipe = SynthesisRecipe(gesture: .tap)
    #expect(
      recipe.headerComments.first
        == "Synthetic trace made by Glide's TraceSynthesizer: glide synth tap --fingers 1 --duration 0.06 "
        + "--rate 80 --noise 0 --device synaptics")
  }
}
