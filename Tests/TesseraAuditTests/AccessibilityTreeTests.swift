import TesseraAudit
import TesseraSnapshot
import TesseraUI
import Testing

import struct TesseraRaster.Pixmap

/// The accessibility tree: elements, what they read and their order.
@MainActor
@Suite struct AccessibilityTreeTests {
  func tree(_ view: some View, rightToLeft: Bool = false) throws -> AccessibilityTree {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 300, height: nil)
    if rightToLeft { r.environment.layoutDirection = .rightToLeft }
    return AccessibilityTree(try r.displayList(), rightToLeft: rightToLeft)
  }

  @Test func readingOrderIsRowsFromTheTopLeadingFirst() throws {
    let view = VStack {
      HStack {
        Text("One"); Spacer(); Text("Two")
      }
      Text("Three")
    }
    #expect(try tree(view).elements.map(\.label) == ["One", "Two", "Three"])
    #expect(try tree(view, rightToLeft: true).elements.map(\.label) == ["One", "Two", "Three"])
    let sorted = VStack {
      Text("Later")
      Text("First").accessibilitySortPriority(1)
    }
    #expect(try tree(sorted).elements.map(\.label) == ["First", "Later"])
  }

  @Test func controlsSpeakForWhatIsInThem() throws {
    let view = VStack {
      Toggle("Wi-Fi", isOn: .constant(true))
      Button {
      } label: {
        HStack {
          Image(systemName: "trash"); Text("Delete")
        }
      }
      Text("Hidden").accessibilityHidden(true)
      HStack {
        Text("Ada"); Text("Lovelace")
      }.accessibilityElement(children: .combine)
      Text("Title").accessibilityAddTraits(.isHeader).accessibilityIdentifier("title")
    }
    let t = try tree(view)
    #expect(t.elements.map(\.role) == ["toggle", "button", "element", "heading"])
    #expect(t.elements.map(\.label) == ["Wi-Fi", "Delete", "Ada, Lovelace", "Title"])
    #expect(t.elements[0].value == "1")
    #expect(t.elements[3].identifier == "title")
    let lines = t.text.split(separator: "\n")
    #expect(
      lines[0] == "accessibility 300 x \(t.size.height.formatted()) pt, 4 elements"
        || lines[0].hasPrefix("accessibility 300 x "))
    #expect(lines[2].hasPrefix("2. button \"Delete\" ("))
    #expect(lines[4].hasPrefix("4. heading \"Title\" #title ("))
  }

  @Test func overlayOutlinesAndNumbersEachElement() throws {
    let r = ImageRenderer(
      content: VStack {
        Text("One"); Button("Two") {}
      }.padding())
    r.scale = 2
    let out = try r.render()
    let image = try out.pixmap()
    let t = AccessibilityTree(out.displayList)
    let library = try #require(EnvironmentValues().fontLibrary)
    let drawn = try AccessibilityOverlay.draw(t, over: image, scale: 2, library: library)
    #expect(drawn.width == image.width + Int(AccessibilityOverlay.legendWidth * 2))
    #expect(drawn.height >= image.height)
    #expect(drawn != image)
  }

  @Test func dynamicTypeSweepNamesTheFirstSizeOfEachFinding() throws {
    let r = ImageRenderer(content: Text("Continue to checkout").font(.body).lineLimit(1).frame(width: 200))
    r.proposedSize = ProposedViewSize(width: 200, height: nil)
    r.scale = 2
    let found = try DynamicTypeSweep.run(r)
    #expect(found.map(\.finding.kind) == [.truncation])
    let first = try #require(found.first)
    #expect(first.firstSize > .large)
    #expect(first.sizes.last == .accessibility5)
    // Every size from the first on truncates.
    #expect(first.sizes == DynamicTypeSize.allCases.filter { $0 >= first.firstSize })
    #expect(first.description.hasPrefix("from \(first.firstSize): truncation"))
  }
}
