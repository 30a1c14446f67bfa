import Foundation
import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// The time the clock starts at: 10:09:56, seconds since midnight.
  public static let clockStart = 10 * 3600 + 9 * 60 + 56

  /// The book's clock: hour, minute and second hands over a face, each a view turned about its anchor
  /// point (0.5, 0.9) — near its end, over the face's centre — by `transform`. A timer ticks each second;
  /// each tick sets every hand's angle (hour / 12, minute / 60, second / 60 of a turn, the hour hand on
  /// the hour as the book's is) with `setAngle(_:forHand:animated:)`: a basic animation of `transform`
  /// to the new rotation, 0.5 s, linear, whose delegate sets the hand's transform when it stops.
  /// From 10:09:56 it plays six ticks: the second hand past 12 at 10:10:00, the minute hand with it.
  public static let clock = Demo(
    name: "clock",
    title: "A clock's hands turned each second by a 0.5 s transform animation, the delegate setting the model",
    source: "iOS Core Animation: Advanced Techniques, ch. 3 “Layer Geometry”, Anchor Point (listing 3.1), and ch. 8 “Explicit Animations”, Animation Delegates (listing 8.4)",
    duration: 6.75
  ) { stage in
    let centre = Point(x: 195, y: 400)
    // The face: a white disc with a dark rim and a mark each minute, longer each hour.
    let clockFace = View(engine: stage.engine, name: "clockFace", frame: Rect(x: centre.x - 140, y: centre.y - 140, width: 280, height: 280))
    clockFace.backgroundColor = .white
    clockFace.layer.cornerRadius = 140
    clockFace.layer.borderWidth = 8
    clockFace.layer.borderColor = Color(red: 0.2, green: 0.2, blue: 0.22)
    stage.view.addSubview(clockFace)
    for (step, length, width) in [(1, 10.0, 2.0), (5, 22.0, 6.0)] {
      var marks = BezierPath()
      for minute in stride(from: 0, to: 60, by: step) {
        let angle = Double(minute) / 60 * 2 * .pi
        let (dx, dy) = (sin(angle), -cos(angle))
        marks.move(to: Point(x: 140 + dx * 124, y: 140 + dy * 124))
        marks.addLine(to: Point(x: 140 + dx * (124 - length), y: 140 + dy * (124 - length)))
      }
      let markLayer = Layer(engine: stage.engine, name: step == 1 ? "minuteMarks" : "hourMarks")
      markLayer.frame = clockFace.bounds
      markLayer.shape = LayerShape(path: marks, fillColor: .clear, strokeColor: .black, lineWidth: width)
      clockFace.layer.addSublayer(markLayer)
    }

    // The hands, each pivoting 90% of the way down its length, placed at the face's centre.
    func hand(_ name: String, width: Double, length: Double, color: Color) -> View {
      let handView = View(engine: stage.engine, name: name, frame: Rect(x: 0, y: 0, width: width, height: length))
      handView.backgroundColor = color
      handView.layer.cornerRadius = width / 2
      handView.layer.anchorPoint = Point(x: 0.5, y: 0.9)
      handView.layer.position = centre
      stage.view.addSubview(handView)
      stage.track(name, handView)
      return handView
    }
    let dark = Color(red: 0.12, green: 0.12, blue: 0.14)
    let hourHand = hand("hourHand", width: 10, length: 80, color: dark)
    let minuteHand = hand("minuteHand", width: 7, length: 120, color: dark)
    let secondHand = hand("secondHand", width: 3, length: 135, color: .uiRed)
    let pin = Layer(engine: stage.engine, name: "pin")
    pin.frame = Rect(x: centre.x - 7, y: centre.y - 7, width: 14, height: 14)
    pin.cornerRadius = 7
    pin.backgroundColor = .uiRed
    stage.view.layer.addSublayer(pin)

    func setAngle(_ angle: Double, forHand handView: View, animated: Bool) {
      let transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
      if animated {
        var animation = BasicAnimation(keyPath: .transform, to: .transform(transform), duration: 0.5)
        animation.delegate = HandSetter(handView: handView)
        handView.layer.add(animation, forKey: nil)
      } else {
        handView.layer.transform = transform
      }
    }
    var time = clockStart
    func updateHands(animated: Bool) {
      let (hour, minute, second) = ((time / 3600) % 12, (time / 60) % 60, time % 60)
      setAngle(Double(hour) / 12 * 2 * .pi, forHand: hourHand, animated: animated)
      setAngle(Double(minute) / 60 * 2 * .pi, forHand: minuteHand, animated: animated)
      setAngle(Double(second) / 60 * 2 * .pi, forHand: secondHand, animated: animated)
    }
    updateHands(animated: false)
    // The timer, each second.
    for tick in 1...6 {
      stage.at(Double(tick)) {
        time = clockStart + tick
        updateHands(animated: true)
      }
    }
  }
}

/// The clock's animation delegate: when a hand's animation stops, its transform is set to where the
/// animation went (the book attaches the hand to the animation by key-value coding; here the delegate
/// holds it).
private final class HandSetter: AnimationDelegate {
  let handView: View

  init(handView: View) { self.handView = handView }

  func animationDidStop(_ animation: any Animation, finished: Bool) {
    guard let transform = (animation as? BasicAnimation)?.toValue?.transform else { return }
    handView.layer.transform = transform
  }
}
