import GlideAnimation
import GlideKit
import GlideTransitions

extension Demo {
  /// A notes screen with two text views, one shown and one hidden, swapped by a 1.0 s curl-up view
  /// transition of the main view: the animations block hides the current note and shows the other; the
  /// completion saves the old text, empties that view for the next page and swaps the two references.
  /// "New Page" is tapped at 0.5 s (the written note curls up off an empty page), the new page is
  /// written on, and tapped again at 3.0 s.
  public static let curlNotes = Demo(
    name: "curl-notes",
    title: "Two text views swapped by a 1 s curl-up view transition: a written note curls up off a new, empty page",
    source: "View Programming Guide for iOS, “Animations”, Changing the Subviews of a View (listing 4-6)",
    duration: 4.25,
    script: [.tap(at: 0.5, x: 195, y: 762), .tap(at: 3.0, x: 195, y: 762)]
  ) { stage in
    let engine = stage.engine
    // The view the transition curls: the notes screen under the navigation bar.
    let notesView = View(engine: engine, name: "notesView", frame: Rect(x: 0, y: 100, width: 390, height: 600))
    notesView.backgroundColor = .white
    stage.view.addSubview(notesView)
    // A text view: a sheet of notepad paper with its text inset on it.
    func textView(_ name: String, text: String) -> (page: View, text: Label) {
      let page = View(engine: engine, name: name, frame: Rect(x: 16, y: 12, width: 358, height: 576))
      page.backgroundColor = Color(hex: 0xFFF8D6)
      page.layer.cornerRadius = 10
      page.layer.borderWidth = 1
      page.layer.borderColor = Color(hex: 0xE6D9A2)
      let label = Label(
        engine: engine, name: "\(name) text", text: text, font: .preferred(.body), color: .black,
        origin: Point(x: 20, y: 18), width: 318)
      page.addSubview(label)
      notesView.addSubview(page)
      stage.track(name, page)
      return (page, label)
    }
    var currentTextView = textView("note 1", text: "Groceries\n\n• coffee beans\n• oat milk\n• lemons\n• bread")
    var swapTextView = textView("note 2", text: "")
    swapTextView.page.isHidden = true
    var savedNotes: [String] = []
    let saved = Label(
      engine: engine, name: "saved", text: "No notes saved", font: .preferred(.footnote),
      color: SystemColor.systemGray.light, alignment: .center, origin: Point(x: 0, y: 708), width: 390)
    stage.view.addSubview(saved)

    stage.addButton("New Page", frame: Rect(x: 115, y: 740, width: 160, height: 44)) {
      View.transition(
        with: notesView, duration: 1.0, options: .transitionCurlUp,
        animations: {
          currentTextView.page.isHidden = true
          swapTextView.page.isHidden = false
        },
        completion: { _ in
          // Save the old text and then swap the views.
          savedNotes.append(currentTextView.text.text)
          saved.text = "Saved: " + savedNotes.map { String($0.prefix { $0 != "\n" }) }.joined(separator: ", ")
          currentTextView.text.text = ""
          (currentTextView, swapTextView) = (swapTextView, currentTextView)
        })
    }
    // Someone writes on the new page before asking for another.
    stage.at(2.0) { currentTextView.text.text = "To do\n\n• call the plumber\n• book the train" }
  }
}
