// A pinch-to-pop app on Glide, driven by a recorded trace instead of a touchscreen: two
// controllers in a navigation controller, a zoom animator that shrinks the pushed screen away, a
// percent-driven interactor fed by a pinch, UIKit's classic finish rule at release, and the scene's log
// of when the transition began and ended. A FrameDriver keeps the scene's clock in step with the trace,
// with a display frame every 1/60 s while anything moves: the timing of `glide replay`.
//
//     swift run PinchToPop ../../traces/default.evemu
//     swift run PinchToPop --device /dev/input/event5 --duration 10     # live, on a touchpad (libevdev)
import Foundation
import GlideAnimation
import GlideGestures
import GlideInput
import GlideInteraction
import GlideTransitions

/// Vends the zoom for the pop, and the interactor while a pinch drives it (UINavigationControllerDelegate).
final class ZoomingDelegate: NavigationControllerDelegate {
  let interactor = PercentDrivenInteractiveTransition()
  var isPinching = false

  func navigationController(
    _ navigationController: NavigationController, animationControllerFor operation: TransitionOperation,
    from: ViewController, to: ViewController
  ) -> (any ViewControllerAnimatedTransitioning)? {
    ZoomAnimator(operation: operation, duration: 0.4)
  }

  func navigationController(
    _ navigationController: NavigationController,
    interactionControllerFor animationController: any ViewControllerAnimatedTransitioning
  ) -> (any ViewControllerInteractiveTransitioning)? {
    isPinching ? interactor : nil
  }
}

/// The app: its scene, its screens, and what the pinch does to them.
final class PinchToPop: FrameDriven {
  let scene = Scene()
  let navigation: NavigationController
  let delegate = ZoomingDelegate()
  let policy = FinishPolicy.classicDefault
  /// The pinch's scale → the pop's progress, set when the pinch begins.
  var mapping: GestureMapping?
  var isTransitionInFlight = false

  init() {
    let home = ViewController(scene: scene, title: "Home")
    let detail = ViewController(scene: scene, title: "Detail")
    home.view.backgroundColor = Color(red: 0.93, green: 0.93, blue: 0.95)
    detail.view.backgroundColor = Color(red: 0.25, green: 0.47, blue: 0.85)
    navigation = NavigationController(scene: scene, rootViewController: home)
    navigation.delegate = delegate
    scene.rootViewController = navigation
    try! navigation.pushViewController(detail, animated: false)
    scene.onEvent = { [unowned self] event in
      switch event.kind {
      case .transitionBegan: isTransitionInFlight = true
      case .transitionCompleted(_, let didComplete):
        isTransitionInFlight = false
        print(String(format: "completed at %.4f s: %@", event.time, didComplete ? "finished" : "cancelled"))
      default: break
      }
    }
  }

  /// The pinch recogniser's target: pinching in pops Detail, the scale drives the pop, the release decides.
  func pinched(_ event: GestureEvent) {
    guard case .pinch(let scale, let velocity) = event.values else { return }
    switch event.state {
    case .began:
      guard scale < 1 || velocity < 0 else { return }
      mapping = .pinch(startScale: scale)
      delegate.isPinching = true
      try? navigation.popViewController(animated: true)
      delegate.isPinching = false
    case .changed:
      if let mapping { delegate.interactor.update(mapping.percent(for: scale)) }
    case .ended, .cancelled:
      guard let mapping else { return }
      self.mapping = nil
      let percent = delegate.interactor.percentComplete
      let decision = policy.decide(percent: percent, velocity: mapping.velocity(for: velocity))
      print(String(format: "released at %.4f s, percent %.4f: %@", event.time.seconds, percent, decision.reason))
      if event.state == .ended && decision.outcome == .finish {
        delegate.interactor.finish()
      } else {
        delegate.interactor.cancel()
      }
    default:
      break
    }
  }

  // FrameDriven: what the driver keeps in step with the trace.
  var isBusy: Bool { isTransitionInFlight || scene.engine.hasScheduledWork }
  func advanceClock(to time: Double) { scene.engine.advance(to: time) }
  func frame(at time: Double) {}
}

/// Live: the same app on a touchpad read through libevdev for `duration` seconds. The events and the
/// display link share the device's clock (`CLOCK_MONOTONIC`), on a timeline from the session's start
/// (``LiveTimeline``); between reads the clock moves the frames on, at most a frame apart.
func runLive(device path: String, duration: Double) throws {
  let device = try EvdevDevice(path: path)
  let clock = SystemClock(for: device.clock)
  var timeline = LiveTimeline(start: clock.now())
  let app = PinchToPop()
  let session = GestureSession(device: device.description, recognizers: [PinchGestureRecognizer()], exclusive: true)
  session.onEvent = { app.pinched($0) }
  let driver = FrameDriver(session: session, driven: app)
  while timeline.seconds(at: clock.now()) < duration {
    let events = try device.read(timeout: .milliseconds(16))
    let now = clock.now()
    for event in timeline.place(events, readAt: now) { driver.consume(event) }
    driver.advance(to: timeline.tick(at: now))
  }
  driver.endInput()
  driver.drain(until: timeline.seconds(at: clock.now()) + 30)
  print("screens: " + app.navigation.viewControllers.map(\.title).joined(separator: ", "))
}

/// Replay: a recorded trace, on its own clock.
func runTrace(_ path: String) throws {
  let reader = try TraceReader.open(path)
  let app = PinchToPop()
  let session = GestureSession(device: reader.device, recognizers: [PinchGestureRecognizer()], exclusive: true)
  session.onEvent = { app.pinched($0) }
  let driver = FrameDriver(session: session, driven: app)
  while let event = try reader.next() { driver.consume(event) }
  driver.endInput()
  driver.drain(until: (driver.lastEventTime?.seconds ?? 0) + 30)
  print("screens: " + app.navigation.viewControllers.map(\.title).joined(separator: ", "))
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
  if let index = arguments.firstIndex(of: "--device"), index + 1 < arguments.count {
    let duration = arguments.firstIndex(of: "--duration").flatMap { arguments.indices.contains($0 + 1) ? Double(arguments[$0 + 1]) : nil }
    try runLive(device: arguments[index + 1], duration: duration ?? 10)
  } else {
    try runTrace(arguments.first ?? "traces/default.evemu")
  }
} catch {
  FileHandle.standardError.write(Data("PinchToPop: \(error)\n".utf8))
  exit(1)
}
