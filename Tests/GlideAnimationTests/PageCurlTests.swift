import Foundation
import GlideAnimation
import Testing

@Suite("Page curl")
struct PageCurlTests {
  let page = Rect(x: 0, y: 0, width: 300, height: 400)
  let up = Vector(dx: 0, dy: -1)

  @Test("At progress 0 the contact line lies on the bottom edge and nothing moves")
  func startsFlat() {
    let curl = PageCurl.sweep(bounds: page, direction: up, radius: 30, progress: 0)
    #expect(curl.position == -200)
    for (x, y) in [(0.0, 0.0), (300, 0), (0, 400), (300, 400), (150, 399)] {
      let p = curl.deform(x: x, y: y)
      #expect(p == PageCurl.Deformed(x: x, y: y, z: 0, showsBack: false))
    }
  }

  @Test("The line sweeps linearly from the near edge to π·r beyond the far edge")
  func sweepPosition() {
    for progress in [0.0, 0.25, 0.5, 0.75, 1.0] {
      let curl = PageCurl.sweep(bounds: page, direction: up, radius: 30, progress: progress)
      #expect(abs(curl.position - (-200 + (400 + 30 * Double.pi) * progress)) < 1e-9)
    }
  }

  @Test("A point a third of a half turn round the cylinder sits r·sin 60° behind the line and r/2 up, face up")
  func onTheCylinder() {
    // Line at y = 200 (position 0 from the centre); curling up, "behind" is down the page.
    let curl = PageCurl(direction: up, position: 0, radius: 20, center: page.center)
    let p = curl.deform(x: 100, y: 200 + 20 * Double.pi / 3)
    #expect(abs(p.x - 100) < 1e-12)
    #expect(abs(p.y - (200 + 20 * sin(Double.pi / 3))) < 1e-9)
    #expect(abs(p.z - 10) < 1e-9)
    #expect(!p.showsBack)
    let over = curl.deform(x: 100, y: 200 + 15 * Double.pi)
    #expect(over.showsBack && abs(over.z - 20 * (1 - cos(0.75 * Double.pi))) < 1e-9)
  }

  @Test("Beyond half a turn the page lies flat on top, 2r up, face down, ahead of the line")
  func flatOnTop() {
    let curl = PageCurl(direction: up, position: 0, radius: 20, center: page.center)
    let p = curl.deform(x: 50, y: 200 + 20 * Double.pi + 35)
    #expect(abs(p.y - (200 - 35)) < 1e-9)
    #expect(p.z == 40 && p.showsBack)
  }

  @Test("The paper does not stretch: path length along the sweep is kept, round the cylinder too")
  func keepsLength() {
    let curl = PageCurl(direction: Vector(dx: 1, dy: -1), position: 30, radius: 25, center: page.center)
    // A line of points 1 pt apart along the direction, through the flat part, the cylinder and the top.
    let step = 0.01
    var length = 0.0
    let n = 40000
    let (dx, dy) = (curl.direction.dx, curl.direction.dy)
    var last = curl.deform(x: 150 - dx * 200, y: 200 - dy * 200)
    for i in 1...n {
      let s = -200 + Double(i) * step
      let p = curl.deform(x: 150 + dx * s, y: 200 + dy * s)
      length += ((p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y) + (p.z - last.z) * (p.z - last.z)).squareRoot()
      last = p
    }
    #expect(abs(length - Double(n) * step) < 1e-6 * Double(n) * step)
  }

  @Test("At progress 1 the whole page lies turned over beyond the top edge")
  func endsTurnedOver() {
    let curl = PageCurl.sweep(bounds: page, direction: up, radius: 30, progress: 1)
    for (x, y) in [(0.0, 0.0), (300, 0), (0, 400), (300, 400)] {
      let p = curl.deform(x: x, y: y)
      #expect(p.y <= -30 * Double.pi + 1e-9 && p.showsBack && abs(p.z - 60) < 1e-9)
    }
    // Mirrored: the bottom edge ends farthest out.
    #expect(curl.deform(x: 0, y: 400).y < curl.deform(x: 0, y: 0).y)
  }
}
