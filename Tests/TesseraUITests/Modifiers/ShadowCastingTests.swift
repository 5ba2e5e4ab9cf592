import Foundation
import TesseraDisplayList
import Testing

@testable import TesseraUI

/// What casts a `.shadow`: SwiftUI shadows the pixels a view draws, so a background or an image
/// clipped to a shape casts the shape's shadow, not its rectangle's.
@MainActor @Suite struct ShadowCastingTests {
  func shadowItem<V: View>(_ view: V) throws -> (path: Path, dump: String) {
    let r = ImageRenderer(content: view)
    r.scale = 1
    let list = try r.render().displayList
    func find(_ items: [DisplayItem]) -> Path? {
      for item in items {
        if case .shadow(let path, _) = item { return path }
        if case .group(let g) = item, let p = find(g.items) { return p }
      }
      return nil
    }
    return (try #require(find(list.items), "\(list.dump)"), list.dump)
  }

  /// Ferrostar's map button: a symbol padded on a background, clipped to a capsule, in a 52-point
  /// minimum frame, with a shadow.
  @Test func aClippedBackgroundCastsItsClipsShadow() throws {
    let button = Image(systemName: "location").padding().background(Color.white).clipShape(Capsule())
      .frame(minWidth: 52, minHeight: 52).shadow(radius: 8)
    let (path, dump) = try shadowItem(button)
    #expect(ShadowNode.rectangle(path) == nil, "\(dump)")
    #expect(path.elements.contains { if case .curve = $0 { return true } else { return false } }, "\(dump)")
    // A circle-clipped image (an avatar) casts a circle's shadow.
    let avatar = Color.blue.frame(width: 40, height: 40).clipShape(Circle()).shadow(radius: 4)
    let (circle, _) = try shadowItem(avatar)
    #expect(ShadowNode.rectangle(circle) == nil)
    // A fill smaller than its clip casts its own outline.
    let small = Color.red.frame(width: 10, height: 10).frame(width: 40, height: 40).clipShape(Circle())
      .shadow(radius: 2)
    let (square, _) = try shadowItem(small)
    #expect(ShadowNode.rectangle(square) == Rect(x: 15, y: 15, width: 10, height: 10))
  }
}
