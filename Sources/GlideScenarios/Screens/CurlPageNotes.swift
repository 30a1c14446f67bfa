import GlideAnimation
import GlideKit
import GlideSimulation
import GlideTransitions

/// curl-page's pages (issue 30), as the View Programming Guide's example turns them: two notes of a
/// notes app, each a page of body-text paragraphs under its title and date with a photo after the first,
/// the bars over the paper (the status bar and the home indicator over the pages, not on them).
enum CurlPageNotes {
  /// A note: its title, when it was written, its paragraphs, and the bundled photo after the first.
  struct Note {
    var title: String
    var date: String
    var paragraphs: [String]
    var photo: String
  }

  static let notes = [
    Note(
      title: "Walk to the Lighthouse", date: "27 November 2026 at 09:41",
      paragraphs: [
        "Left the harbour at eight with the tide going out. The path climbs over the dunes and then follows the cliff all the way to the point.",
        "Gulls over the fishing boats, a seal in the shallows by the old pier, and the first sun on the water just as we reached the stile.",
        "The keeper's cottage is a café now. Hot chocolate, two scones and a map of the coast path that we will need for the next walk.",
        "Back by the beach before the tide turned. Seven miles, four hours, one wet boot.",
      ], photo: "harbour-panorama"),
    Note(
      title: "Shopping for the Weekend", date: "26 November 2026 at 18:20",
      paragraphs: [
        "Bread, butter, eggs, a dozen apples and the good coffee from the market stall by the station.",
        "Pick up the prints of the lake photos before the shop closes at six on Saturday, and a frame for the big one.",
        "Ask Anna whether the tent is still in her garage, and whether the small stove works.",
        "Batteries for the torch, plasters, sun cream, the blue rucksack.",
      ], photo: "alpine-lake"),
  ]

  /// About how many characters of 17-point Inter fit a line of `width` points (an average letter is about
  /// half an em, 8.5 points: Glide's estimate; the renderer does not wrap, so the lines are broken here).
  static func columns(width: Double, fontSize: Double) -> Int { max(Int(width / (fontSize * 0.5)), 1) }

  /// `text` broken between words into lines of at most `columns` characters.
  static func wrapped(_ text: String, columns: Int) -> String {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      if !line.isEmpty, line.count + 1 + word.count > columns {
        lines.append(line)
        line = ""
      }
      line += line.isEmpty ? String(word) : " " + word
    }
    if !line.isEmpty { lines.append(line) }
    return lines.joined(separator: "\n")
  }

  /// Dresses `page` (a full-screen face, its paper its background) with `note`.
  static func dress(_ page: View, with note: Note, metrics: DeviceMetrics = .iPhone14) {
    let engine = page.engine
    page.layer.text = nil
    let navigation = NavigationBar(
      engine: engine, title: "", backTitle: "Notes", rightItemTitle: "Done", isAtScrollEdge: true, metrics: metrics)
    let width = metrics.screenSize.width - 2 * 20
    let ink = SystemColor.label.color(in: .light)
    var top = navigation.frame.maxY + 8
    let date = Font.preferred(.footnote)
    page.addSubview(
      Label(
        engine: engine, name: "date", text: note.date, font: date, color: SystemColor.secondaryLabel.color(in: .light),
        alignment: .center, origin: Point(x: 20, y: top), width: width))
    top += date.lineHeight + 12
    let title = Font(pointSize: 28, weight: .bold)
    page.addSubview(
      Label(
        engine: engine, name: "title", text: note.title, font: title, color: ink, origin: Point(x: 20, y: top),
        width: width))
    top += title.lineHeight + 10
    let first = body(engine: engine, paragraphs: Array(note.paragraphs.prefix(1)), top: top, width: width, color: ink)
    top = first.frame.maxY + 12
    let photo = ImageView(
      engine: engine, name: "photo", image: try? Photo.named(note.photo),
      frame: Rect(x: 20, y: top, width: width, height: (width / 1.5).rounded()), cornerRadius: 8)
    top = photo.frame.maxY + 12
    let rest = body(engine: engine, paragraphs: Array(note.paragraphs.dropFirst()), top: top, width: width, color: ink)
    for view in [first, photo, rest] { page.addSubview(view) }
    page.addSubview(navigation)
  }

  /// Puts the status bar and the home indicator on `screen`, over the pages' container: the page curls
  /// away whole beneath them, as a curl transition runs under iOS's status bar, which stays put.
  static func addChrome(to screen: View, metrics: DeviceMetrics = .iPhone14) {
    ScreenKit.addChrome(to: screen, engine: screen.engine, metrics: metrics)
  }

  /// The paragraphs in body text, a blank line between them, as one text layer `width` points wide.
  private static func body(engine: AnimationEngine, paragraphs: [String], top: Double, width: Double, color: Color)
    -> View
  {
    let font = Font.preferred(.body)
    // The renderer breaks the lines where the glyphs reach the width (`isWrapped`); the estimate only
    // sizes the view, so what follows it sits about a line below the text's end.
    let columns = columns(width: width, fontSize: font.pointSize)
    let estimate = paragraphs.map { wrapped($0, columns: columns) }.joined(separator: "\n\n")
    let lines = estimate.split(separator: "\n", omittingEmptySubsequences: false).count
    let view = View(
      engine: engine, name: "body", frame: Rect(x: 20, y: top, width: width, height: Double(lines) * font.lineHeight))
    var text = LayerText(paragraphs.joined(separator: "\n\n"), fontSize: font.pointSize, foregroundColor: color)
    text.isWrapped = true
    view.layer.text = text
    return view
  }
}
