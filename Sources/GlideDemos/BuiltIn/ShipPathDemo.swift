import GlideAnimation
import GlideTransitions

extension Demo {
  /// A spaceship flown along a red cubic Bézier curve in 4 s, turned along the curve as it goes
  /// (`rotationMode` auto): the curve from (0, 150) to (300, 150) with control points (75, 0) and
  /// (225, 300), drawn 3 points wide by a shape layer under it.
  public static let shipPath = Demo(
    name: "ship-path",
    title: "A spaceship following a red Bézier path in 4 s, turned along it (rotationMode auto)",
    source: "iOS Core Animation: Advanced Techniques, ch. 8 “Explicit Animations”, Keyframe Animations (listings 8.6 and 8.7)",
    duration: 4.25
  ) { stage in
    let containerView = View(engine: stage.engine, name: "containerView", frame: Rect(x: 45, y: 272, width: 300, height: 300))
    stage.view.addSubview(containerView)

    var bezierPath = BezierPath()
    bezierPath.move(to: Point(x: 0, y: 150))
    bezierPath.addCurve(to: Point(x: 300, y: 150), controlPoint1: Point(x: 75, y: 0), controlPoint2: Point(x: 225, y: 300))
    let pathLayer = Layer(engine: stage.engine, name: "pathLayer")
    pathLayer.frame = containerView.bounds
    pathLayer.shape = LayerShape(path: bezierPath, fillColor: .clear, strokeColor: .uiRed, lineWidth: 3)
    containerView.layer.addSublayer(pathLayer)

    let shipLayer = Layer(engine: stage.engine, name: "shipLayer")
    shipLayer.frame = Rect(x: 0, y: 0, width: 64, height: 64)
    shipLayer.position = Point(x: 0, y: 150)
    shipLayer.shape = LayerShape(path: DemoArt.ship, fillColor: DemoArt.shipGrey, strokeColor: .black, lineWidth: 1.5)
    containerView.layer.addSublayer(shipLayer)
    stage.track("shipLayer", shipLayer)

    let animation = KeyframeAnimation(keyPath: .position, path: bezierPath, duration: 4.0, rotationMode: .auto)
    shipLayer.add(animation, forKey: nil)
  }
}
