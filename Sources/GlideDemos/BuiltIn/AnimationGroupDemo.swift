import GlideAnimation
import GlideTransitions

extension Demo {
  /// A 64-point green layer flown along the red Bézier curve of ``shipPath`` (turned along it,
  /// `rotationMode` auto) while its background turns red, the two animations grouped for 4 s. Neither
  /// child sets a duration: in a group they span the group's 4 s (position u = t / 4 along the curve,
  /// colour green → red linearly).
  public static let animationGroup = Demo(
    name: "animation-group",
    title: "A path animation and a colour animation grouped: a green square flies the red curve turning red, 4 s",
    source: "iOS Core Animation: Advanced Techniques, ch. 8 “Explicit Animations”, Animation Groups (listing 8.10)",
    duration: 4.25
  ) { stage in
    let containerView = View(engine: stage.engine, name: "containerView", frame: Rect(x: 45, y: 272, width: 300, height: 300))
    stage.view.addSubview(containerView)

    // The path, drawn 3 points wide in red.
    var bezierPath = BezierPath()
    bezierPath.move(to: Point(x: 0, y: 150))
    bezierPath.addCurve(to: Point(x: 300, y: 150), controlPoint1: Point(x: 75, y: 0), controlPoint2: Point(x: 225, y: 300))
    let pathLayer = Layer(engine: stage.engine, name: "pathLayer")
    pathLayer.frame = containerView.bounds
    pathLayer.shape = LayerShape(path: bezierPath, fillColor: .clear, strokeColor: .uiRed, lineWidth: 3)
    containerView.layer.addSublayer(pathLayer)

    // A coloured layer at the path's start.
    let colorLayer = Layer(engine: stage.engine, name: "colorLayer")
    colorLayer.frame = Rect(x: 0, y: 0, width: 64, height: 64)
    colorLayer.position = Point(x: 0, y: 150)
    colorLayer.backgroundColor = .uiGreen
    containerView.layer.addSublayer(colorLayer)
    stage.track("colorLayer", colorLayer)

    // The position along the path, and the colour to red, as one animation of 4 s.
    let animation1 = KeyframeAnimation(keyPath: .position, path: bezierPath, rotationMode: .auto)
    let animation2 = BasicAnimation(keyPath: .backgroundColor, to: .color(.uiRed))
    let groupAnimation = AnimationGroup(animations: [animation1, animation2], duration: 4.0)
    colorLayer.add(groupAnimation, forKey: nil)
  }
}
