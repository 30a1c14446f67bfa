public import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// The photos ``imageTransitions`` cycles through, in order.
  public static let imageTransitionsPhotos = ["desert-dunes", "tulip-field", "night-city", "lavender-dusk"]

  /// The transitions its "Switch Image" taps play, in order: the book's fade, then a push from the right,
  /// a move-in from the bottom and a reveal from the left.
  public static let imageTransitionsKinds: [(type: LayerTransition.Kind, direction: LayerTransition.Direction)] = [
    (.fade, .fromLeft), (.push, .fromRight), (.moveIn, .fromBottom), (.reveal, .fromLeft),
  ]

  /// An image view whose image is switched at each tap of "Switch Image" under a layer transition of
  /// Core Animation's default 0.25 s, linear: added to the image view's layer, then the image set (the
  /// transition captures what the layer showed and brings in what it shows now). The book's listing
  /// fades; the next taps push, move in and reveal, each from a side. Four photos, four taps: back to the
  /// first. The taps come 0.8 s apart, each transition half-way 0.8 s into each (where a six-frame contact
  /// sheet of its 4 s looks).
  public static let imageTransitions = Demo(
    name: "image-transitions",
    title: "An image view's image switched under a transition: fade, push, move in and reveal, 0.25 s each",
    source: "iOS Core Animation: Advanced Techniques, ch. 8 “Explicit Animations”, Transitions (listing 8.11)",
    duration: 4.0,
    script: [0.675, 1.475, 2.275, 3.075].map { .tap(at: $0, x: 195, y: 602) }
  ) { stage in
    let images = imageTransitionsPhotos.map { try? Photo.named($0) }
    let imageView = ImageView(engine: stage.engine, name: "imageView", image: images[0], frame: Rect(x: 45, y: 180, width: 300, height: 300))
    stage.view.addSubview(imageView)
    stage.track("imageView", imageView)
    let caption = Label(
      engine: stage.engine, name: "caption", text: "", font: Font(pointSize: 17), color: .black, alignment: .center,
      origin: Point(x: 45, y: 500), width: 300)
    stage.view.addSubview(caption)

    var index = 0
    var switches = 0
    stage.addButton("Switch Image", frame: Rect(x: 115, y: 580, width: 160, height: 44)) {
      // Set up the transition.
      let (type, direction) = imageTransitionsKinds[switches % imageTransitionsKinds.count]
      let transition = LayerTransition(type: type, direction: direction)
      // Apply the transition to the image view's layer.
      imageView.layer.add(transition)
      // Cycle to the next image.
      index = (index + 1) % images.count
      imageView.image = images[index]
      switches += 1
      caption.text = type == .fade ? "fade" : "\(type.rawValue), \(direction.rawValue)"
    }
  }
}
