import GlideAnimation
import GlideLab
import GlideSimulation

/// The report page's style sheet: fixed sizes at the top of the page (see ``HTMLReport/Layout``), only
/// the fonts the machine has.
enum HTMLReportStyle {
  static func css(layout: (phoneHeight: Double, scrubTop: Double)) -> String {
    let c = SVGPlot.colors
    let l = HTMLReport.Layout.self
    return """
      * { box-sizing: border-box; }
      body { margin: 0; background: #f1f3f5; color: #212529;
        font: 13px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; }
      main { position: relative; width: \(n(l.plotWidth + l.margin))px; \
      height: \(n(layout.scrubTop + 820))px; }
      header, section { position: absolute; left: \(n(l.margin))px; width: \(n(l.plotWidth))px; }
      header { overflow: hidden; }
      h1 { font-size: 20px; margin: 10px 0 4px; font-weight: 650; }
      h1 .scenario { color: #1864ab; }
      .outcome { padding: 1px 9px; border-radius: 10px; font-size: 13px; color: #fff; vertical-align: 2px; }
      .outcome.finished { background: \(c.finish); } .outcome.cancelled { background: \(c.cancel); }
      .outcome.none { background: #868e96; }
      .facts, .trace { margin: 0; color: #495057; white-space: nowrap; overflow: hidden;
        text-overflow: ellipsis; }
      .trace { color: #868e96; font-size: 12px; }
      #timeline { display: block; background: #fff; border-radius: 6px; cursor: crosshair; }
      .panel-bg { fill: #fff; stroke: #dee2e6; }
      .grid { stroke: #f1f3f5; }
      .tick { font-size: 10px; fill: #868e96; }
      .axis-tick { stroke: #adb5bd; }
      .panel-title { font-size: 11px; font-weight: 600; fill: #343a40; }
      .series { fill: none; stroke-width: 2.5; stroke-linejoin: round; stroke-linecap: round; }
      .series.value { stroke: \(c.value); }
      .series.percent { stroke: \(c.percent); stroke-width: 3; }
      .series.input-percent { stroke: \(c.input); stroke-width: 1.5; stroke-dasharray: 4 3; }
      .series.velocity { stroke: \(c.velocity); }
      .series.offset-horizontal { stroke: \(c.value); }
      .series.offset-vertical { stroke: \(c.velocity); stroke-dasharray: 6 4; }
      .tail { fill-opacity: 0.08; } .tail.finish { fill: \(c.finish); } .tail.cancel { fill: \(c.cancel); }
      .tail-label { font-size: 10px; fill: #868e96; }
      .event { stroke-width: 1.5; }
      .event.finish { stroke: \(c.finish); } .event.cancel { stroke: \(c.cancel); }
      .event.regrab { stroke: \(c.regrab); stroke-dasharray: 3 3; }
      .event.completed { stroke: \(c.marker); stroke-dasharray: 5 3; }
      .event-label { font-size: 11px; font-weight: 600; fill: \(c.marker); paint-order: stroke;
        stroke: #fff; stroke-width: 4px; stroke-linejoin: round; }
      .event-label.finish { fill: \(c.finish); } .event-label.cancel { fill: \(c.cancel); }
      .event-label.regrab { fill: \(c.regrab); }
      .decision { stroke: #fff; stroke-width: 1.5; } .decision.finish { fill: \(c.finish); }
      .decision.cancel { fill: \(c.cancel); }
      .projected { fill: none; stroke-width: 1.5; } .projected.finish { stroke: \(c.finish); }
      .projected.cancel { stroke: \(c.cancel); }
      .note-label { font-size: 10px; fill: #495057; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
      .threshold { stroke: #adb5bd; stroke-dasharray: 6 4; }
      .threshold-label { font-size: 10px; fill: #868e96; }
      .zero { stroke: #ced4da; }
      .film-line { stroke: #adb5bd; stroke-dasharray: 1 3; }
      .film-dot { fill: #343a40; } .film-number { font-size: 10px; fill: #fff; font-weight: 700; }
      #cursor { stroke: #212529; stroke-width: 1; opacity: 0.55; }
      .empty { font-size: 12px; fill: #868e96; }
      .legend text { font-size: 10px; fill: #495057; }
      h2 { font-size: 14px; margin: 0 0 8px; line-height: 18px; }
      .cell { position: absolute; margin: 0; width: \(n(l.cellWidth))px; text-align: center;
        cursor: pointer; }
      .cell svg { display: block; margin: 0 auto; }
      figcaption { font-size: 11px; line-height: 15px; color: #495057; margin-top: 4px; \
      height: \(n(l.captionHeight - 6))px; }
      figcaption .shown { color: #868e96; }
      .phone .body { fill: #1c1c1e; } .phone .glass { fill: #000; }
      .phone text { font-size: 34px; font-weight: 600; text-anchor: middle; dominant-baseline: central; }
      #scrubber .controls { display: flex; align-items: center; gap: 8px; }
      #scrub { width: 560px; }
      #scrub-label { font-variant-numeric: tabular-nums; color: #495057; }
      .scrub-body { display: flex; gap: 24px; margin: 12px 0 20px; align-items: flex-start; }
      table { border-collapse: collapse; font-variant-numeric: tabular-nums; background: #fff; }
      td, th { padding: 3px 10px; border-bottom: 1px solid #e9ecef; text-align: right; }
      td:first-child, th:first-child { text-align: left; }
      td i { display: inline-block; width: 10px; height: 10px; border: 1px solid #adb5bd; margin-right: 6px; \
      vertical-align: -1px; }
      tr.hidden { color: #adb5bd; }
      .summary { color: #495057; margin: 0 0 8px; }
      """
  }

  private static func n(_ value: Double) -> String { SVG.number(value, 2) }
}

/// The scrubber's data and script: every snapshot as JSON, and a few lines that redraw the phone, the
/// view-tree table and the plot's cursor for the chosen frame.
enum HTMLReportScript {
  /// `{"screen":…, "plot":…, "initial":…, "frames":[…]}`, safe inside a `<script>` element.
  static func json(
    data: ReportData, plot: (t0: Double, t1: Double, x0: Double, x1: Double), initial: Int?
  ) -> String {
    let screen = LogFormatting.object([
      ("width", n(data.screenSize.width)), ("height", n(data.screenSize.height)),
    ])
    let axis = LogFormatting.object([
      ("t0", n(plot.t0)), ("t1", n(plot.t1)), ("x0", n(plot.x0)), ("x1", n(plot.x1)),
    ])
    let frames = "[" + data.snapshots.map(frame).joined(separator: ",\n") + "]"
    let text = LogFormatting.object([
      ("screen", screen), ("plot", axis), ("initial", initial.map { "\($0)" } ?? "null"), ("frames", frames),
    ])
    // Inside <script>, "</" would end the element: JSON allows these characters escaped.
    return scriptSafe(text)
  }

  /// `text` with `<`, `>` and `&` written as JSON's `\u003c`, `\u003e` and `\u0026` (one pass over the
  /// bytes: the page's data is megabytes long).
  private static func scriptSafe(_ text: String) -> String {
    var text = text
    return text.withUTF8 { bytes in
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + bytes.count / 16)
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "<"): out.append(contentsOf: #"\u003c"#.utf8)
        case UInt8(ascii: ">"): out.append(contentsOf: #"\u003e"#.utf8)
        case UInt8(ascii: "&"): out.append(contentsOf: #"\u0026"#.utf8)
        default: out.append(byte)
        }
      }
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// One snapshot's `time`, `source`, `percent` and `views`.
  static func frame(_ s: ViewTreeSnapshot) -> String {
    LogFormatting.object([
      ("time", n(s.time)), ("source", LogFormatting.json(s.source.rawValue)),
      ("percent", s.percent.map { n($0) } ?? "null"),
      ("views", "[" + s.nodes.indices.map { node(at: $0, in: s.nodes) }.joined(separator: ",") + "]"),
    ])
  }

  /// One view; a view in perspective adds its projected `quad` and its `label` matrix, one turned away
  /// `culled`, a curled page its `curl` (how many nodes after it are its subviews, the `clip` polygon of
  /// its flat part, the turned `pieces` back to front), as ``SVGScreen`` draws them.
  private static func node(at index: Int, in nodes: [ViewNode]) -> String {
    let v = nodes[index]
    let t = v.toWindow
    let parts = v.transform.decomposition
    var extra: [(String, String)] = []
    if v.isCulled { extra.append(("culled", "true")) }
    if v.isProjected && v.isDrawn, let quad = ViewOutline.quad(v) {
      let label = ViewOutline.labelTransform(v)
      extra.append(("quad", points(quad)))
      extra.append(("label", list([label.a, label.b, label.c, label.d, label.tx, label.ty])))
    }
    if v.pageCurl != nil, v.isShown, let curl = CurlOutline(page: v, paper: CurlOutline.paper(of: index, in: nodes)) {
      let pieces = curl.pieces.map {
        LogFormatting.object([("fill", LogFormatting.json(SVG.hex($0.color))), ("points", points($0.points))])
      }
      extra.append((
        "curl",
        LogFormatting.object([
          ("end", "\(v.subtreeEnd(at: index, in: nodes) - index - 1)"), ("clip", points(curl.flat)),
          ("pieces", "[" + pieces.joined(separator: ",") + "]"),
        ])
      ))
    }
    if v.cornerRadius > 0 { extra.append(("radius", n(v.cornerRadius))) }
    if v.shadow != nil { extra.append(("shadow", LogFormatting.json(SVGScreen.shadowFilter(v.shadow)))) }
    if let looks = v.looks { extra += self.looks(looks, of: v, at: index) }
    return LogFormatting.object([
      ("name", LogFormatting.json(v.name)), ("depth", "\(v.depth)"),
      ("matrix", list([t.a, t.b, t.c, t.d, t.tx, t.ty])),
      ("bounds", list([v.bounds.minX, v.bounds.minY, v.bounds.width, v.bounds.height])),
      ("frame", list([v.frame.minX, v.frame.minY, v.frame.width, v.frame.height])),
      ("scale", n(parts.scaleX)), ("rotation", n(parts.rotation)), ("alpha", n(v.alpha)),
      ("opacity", n(v.effectiveAlpha)), ("hidden", "\(v.isHidden)"),
      ("color", LogFormatting.json(SVG.hex(v.backgroundColor))), ("colorAlpha", n(v.backgroundColor.alpha)),
    ] + extra)
  }

  /// `looks` (true), and the markup ``SVGScreen`` draws a flat view's looks with, for the script to insert
  /// as it is: `defs` before the view's group, `under` and `over` its background, the `mask` id it is
  /// drawn through; ids prefixed as the scrubber's phone's.
  private static func looks(_ looks: LayerLooks, of v: ViewNode, at index: Int) -> [(String, String)] {
    guard !v.isProjected else { return [("looks", "true")] }
    let svg = SVGLooks(looks, bounds: v.bounds, cornerRadius: v.cornerRadius, id: "scrub-phone-look-\(index)")
    var fields = [("looks", "true")]
    if !svg.defs.isEmpty { fields.append(("defs", LogFormatting.json("<defs>\(svg.defs)</defs>"))) }
    if !svg.under.isEmpty { fields.append(("under", LogFormatting.json(svg.under))) }
    if !svg.over.isEmpty { fields.append(("over", LogFormatting.json(svg.over))) }
    if let mask = svg.mask { fields.append(("mask", LogFormatting.json(mask))) }
    return fields
  }

  /// A polygon as a flat list x0, y0, x1, y1, …
  /// Two decimals, as the page's SVG writes them, so the script draws the same numbers.
  private static func points(_ polygon: [Point]) -> String {
    "[" + polygon.flatMap { [$0.x, $0.y] }.map { SVG.number($0, 2) }.joined(separator: ",") + "]"
  }

  private static func list(_ values: [Double]) -> String { "[" + values.map(n).joined(separator: ",") + "]" }
  private static func n(_ value: Double) -> String { SVG.number(value, 4) }

  /// Redraws the scrubber for the chosen frame; the page is complete without it (the first frame is
  /// drawn in the HTML), so it only adds the scrubbing.
  static let source = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("glide-frames").textContent);
      var frames = data.frames;
      var phone = document.getElementById("scrub-phone");
      if (!phone || frames.length === 0) { return; }
      var ns = phone.namespaceURI;
      var views = document.getElementById("scrub-phone-views");
      var slider = document.getElementById("scrub");
      var label = document.getElementById("scrub-label");
      var rows = document.querySelector("#scrub-tree tbody");
      var cursor = document.getElementById("cursor");
      var plot = document.getElementById("timeline");

      function num(value, places) {
        var text = value.toFixed(places);
        if (text.indexOf(".") >= 0) { text = text.replace(/0+$/, "").replace(/\\.$/, ""); }
        return text === "-0" ? "0" : text;
      }
      function el(name, attributes) {
        var node = document.createElementNS(ns, name);
        Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
        return node;
      }
      function light(hex) {
        var r = parseInt(hex.substr(1, 2), 16) / 255, g = parseInt(hex.substr(3, 2), 16) / 255;
        var b = parseInt(hex.substr(5, 2), 16) / 255;
        return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
      }
      function drawn(v) {
        return !v.hidden && !v.culled && v.opacity > 0.001 && (v.colorAlpha > 0.001 || v.looks) &&
          v.bounds[2] > 0 && v.bounds[3] > 0;
      }
      function points(list) {
        var pairs = [];
        for (var i = 0; i + 1 < list.length; i += 2) { pairs.push(num(list[i], 2) + "," + num(list[i + 1], 2)); }
        return pairs.join(" ");
      }
      function matrix(m) { return "matrix(" + m.map(function (x) { return num(x, 4); }).join(" ") + ")"; }
      // Draws v into parent: its bounds through its matrix, or its projected quad (a view in perspective).
      function drawView(v, parent) {
        var g = v.quad ? el("g", {}) : el("g", { transform: matrix(v.matrix) });
        if (v.opacity < 0.999) { g.setAttribute("opacity", num(v.opacity, 3)); }
        // A layer's looks come as the page's own SVG markup (SVGLooks), inserted as they are.
        if (v.mask) { g.setAttribute("mask", "url(#" + v.mask + ")"); }
        if (v.defs) { parent.insertAdjacentHTML("beforeend", v.defs); }
        if (v.under) { g.insertAdjacentHTML("beforeend", v.under); }
        var shape = v.quad ? el("polygon", { points: points(v.quad), fill: v.color }) :
          el("rect", { x: num(v.bounds[0], 2), y: num(v.bounds[1], 2), width: num(v.bounds[2], 2),
            height: num(v.bounds[3], 2), fill: v.color });
        if (v.colorAlpha < 0.999) { shape.setAttribute("fill-opacity", num(v.colorAlpha, 3)); }
        if (v.radius && !v.quad) { shape.setAttribute("rx", num(v.radius, 2)); }
        if (v.shadow) { shape.setAttribute("style", "filter: " + v.shadow); }
        g.appendChild(shape);
        if (v.over) { g.insertAdjacentHTML("beforeend", v.over); }
        if (v.name) {
          var text = el("text", { x: num(v.bounds[0] + v.bounds[2] / 2, 2),
            y: num(v.bounds[1] + v.bounds[3] / 2, 2), fill: light(v.color) ? "#1c1c1e" : "#ffffff" });
          if (v.quad) { text.setAttribute("transform", matrix(v.label)); }
          text.textContent = v.name;
          g.appendChild(text);
        }
        parent.appendChild(g);
      }
      // Draws the frame's views back to front: a curled page and its subviews clipped to its flat part,
      // then its turned part over them.
      function drawViews(list) {
        var open = [];
        list.forEach(function (v, index) {
          while (open.length > 0 && index >= open[open.length - 1].end) { close(open.pop()); }
          var parent = open.length > 0 ? open[open.length - 1].group : views;
          if (v.curl) {
            var id = "scrub-phone-curl-" + index;
            var clip = el("clipPath", { id: id });
            clip.appendChild(el("polygon", { points: points(v.curl.clip) }));
            parent.appendChild(clip);
            var group = el("g", { "clip-path": "url(#" + id + ")" });
            parent.appendChild(group);
            open.push({ end: index + 1 + v.curl.end, group: group, parent: parent, curl: v.curl, opacity: v.opacity });
            parent = group;
          }
          if (drawn(v)) { drawView(v, parent); }
        });
        while (open.length > 0) { close(open.pop()); }
      }
      function close(entry) {
        var g = el("g", { "class": "curl" });
        if (entry.opacity < 0.999) { g.setAttribute("opacity", num(entry.opacity, 3)); }
        entry.curl.pieces.forEach(function (piece) {
          g.appendChild(el("polygon", { points: points(piece.points), fill: piece.fill }));
        });
        entry.parent.appendChild(g);
      }
      function row(v) {
        var tr = document.createElement("tr");
        if (v.hidden) { tr.className = "hidden"; }
        var first = document.createElement("td");
        first.style.paddingLeft = (v.depth * 14 + 4) + "px";
        var swatch = document.createElement("i");
        swatch.style.background = v.colorAlpha > 0.001 ? v.color : "transparent";
        first.appendChild(swatch);
        first.appendChild(document.createTextNode(v.name || "(unnamed)"));
        tr.appendChild(first);
        v.frame.map(function (x) { return num(x, 1); })
          .concat([num(v.scale, 3), num(v.rotation, 3), num(v.alpha, 2)])
          .forEach(function (value) {
            var td = document.createElement("td");
            td.textContent = value;
            tr.appendChild(td);
          });
        rows.appendChild(tr);
      }
      function show(index) {
        index = Math.max(0, Math.min(frames.length - 1, index));
        var f = frames[index];
        slider.value = String(index);
        while (views.firstChild) { views.removeChild(views.firstChild); }
        while (rows.firstChild) { rows.removeChild(rows.firstChild); }
        drawViews(f.views);
        f.views.forEach(row);
        var percent = f.percent === null ? "no transition in flight" : "percent " + num(f.percent, 4);
        label.textContent = "frame " + (index + 1) + " of " + frames.length + " · " + num(f.time, 4) +
          " s · " + f.source + " · " + percent;
        var p = data.plot;
        var x = p.t1 > p.t0 ? p.x0 + (f.time - p.t0) / (p.t1 - p.t0) * (p.x1 - p.x0) : p.x0;
        cursor.setAttribute("x1", num(x, 1));
        cursor.setAttribute("x2", num(x, 1));
      }
      function nearest(time) {
        var best = 0;
        frames.forEach(function (f, i) {
          if (Math.abs(f.time - time) < Math.abs(frames[best].time - time)) { best = i; }
        });
        return best;
      }
      slider.addEventListener("input", function () { show(parseInt(slider.value, 10)); });
      function step(by) { return function () { show(parseInt(slider.value, 10) + by); }; }
      document.getElementById("prev").addEventListener("click", step(-1));
      document.getElementById("next").addEventListener("click", step(1));
      plot.addEventListener("click", function (event) {
        var box = plot.getBoundingClientRect();
        var x = (event.clientX - box.left) * (plot.viewBox.baseVal.width / box.width);
        var p = data.plot;
        show(nearest(p.t0 + (x - p.x0) / (p.x1 - p.x0) * (p.t1 - p.t0)));
      });
      Array.prototype.forEach.call(document.querySelectorAll(".cell"), function (cell) {
        cell.addEventListener("click", function () { show(parseInt(cell.getAttribute("data-frame"), 10)); });
      });
      // "report.html#frame=12" opens the scrubber at frame 12 (numbered from 1, as the label counts).
      var asked = /frame=(\\d+)/.exec(window.location.hash);
      show(asked ? parseInt(asked[1], 10) - 1 : (data.initial === null ? 0 : data.initial));
    })();
    """
}
