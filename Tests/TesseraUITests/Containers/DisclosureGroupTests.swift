import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraSnapshot
import Testing

@testable import TesseraUI

/// `DisclosureGroup` drawn as iOS 17 draws it (out of a list: the label and a chevron on one
/// row, the content below; in a list: a label row with the chevron trailing and the content as
/// rows of their own), its style protocol, and `GroupBoxStyle`, in iOS 17/18's design (whose
/// figures these are).
@MainActor @Suite struct DisclosureGroupTests {
  func render<V: View>(_ view: V, width: Double? = 390, height: Double? = nil) throws -> RenderOutput {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.environment.systemDesign = .ios18
    return try r.render()
  }

  /// Every text item of a display list (symbols too, or not): its string's frame.
  func textFrames(_ items: [DisplayItem], symbols: Bool = false, dx: Double = 0, dy: Double = 0) -> [Rect] {
    var out: [Rect] = []
    for item in items {
      switch item {
      case .text(let layout, let origin, _)
      where symbols || layout.faces.first?.family.contains("Material") != true:
        out.append(
          Rect(x: origin.x + dx, y: origin.y + dy, width: layout.size.width, height: layout.size.height))
      case .group(let g):
        out += textFrames(g.items, symbols: symbols, dx: dx + g.transform.tx, dy: dy + g.transform.ty)
      default: break
      }
    }
    return out
  }

  /// Every filled shape's bounds.
  func fills(_ items: [DisplayItem]) -> [Rect] {
    var out: [Rect] = []
    for item in items {
      switch item {
      case .fill(let path, _, _): out.append(path.bounds)
      case .group(let g): out += fills(g.items)
      default: break
      }
    }
    return out
  }

  struct Fruit: View {
    var expanded: Bool?
    var body: some View {
      if let expanded {
        DisclosureGroup("Fruit", isExpanded: .constant(expanded)) {
          Text("Apple")
          Text("Pear")
        }
      } else {
        DisclosureGroup("Fruit") {
          Text("Apple")
          Text("Pear")
        }
      }
    }
  }

  @Test func outsideAListTheLabelRowHasAChevronAndTheContentShowsWhenExpanded() throws {
    let collapsed = try render(Fruit(expanded: false))
    let expanded = try render(Fruit(expanded: true))
    let c = collapsed.displayList
    let e = expanded.displayList
    #expect(c.dump.contains("chevron.right"), "\(c.dump)")
    #expect(!c.dump.contains("Apple"))
    #expect(e.dump.contains("Apple") && e.dump.contains("Pear"))
    // One body line collapsed; two more lines and their spacing expanded.
    #expect(c.size.height > 15 && c.size.height < 30)
    #expect(e.size.height > 3 * c.size.height - 1)
    // The chevron's frame at the trailing edge, the label leading. (The chevron is a symbol
    // glyph, drawn as text; its frame is SF's width, its glyph drawn 1.42 times Material's size.)
    let glyphs = textFrames(c.items, symbols: true)
    #expect(glyphs.count == 2 && glyphs.first?.minX == 0)
    let chevron = c.dump.split(separator: "\n").first {
      $0.hasSuffix("image image \"chevron.right\" items 1")
    }
    let numbers = chevron.map { $0.split(separator: "(")[1].split(separator: ")")[0].split(separator: ", ") }
    let frame = numbers.map { $0.compactMap { Double($0) } } ?? []
    #expect(frame.count == 4 && abs(frame[0] + frame[2] - 390) < 1e-6 && frame[2] < 20.4, "\(c.dump)")
    #expect(c.dump.contains("Material Symbols Outlined 28.968pt #007AFFFF"))
  }

  @Test func withoutABindingAStillShowsItCollapsed() throws {
    let out = try render(Fruit(expanded: nil))
    #expect(!out.displayList.dump.contains("Apple"))
    #expect(out.displayList.size.height == (try render(Fruit(expanded: false))).displayList.size.height)
  }

  @Test func tappingTheLabelRowExpandsAGroupWithoutABinding() throws {
    let host = ViewHost(VStack { Fruit(expanded: nil) }, width: 390, height: 300)
    #expect(try !host.render().displayList.dump.contains("Apple"))
    try host.tap("Fruit")
    #expect(try host.render().displayList.dump.contains("Apple"))
  }

  @Test func inAListTheContentViewsAreRowsBelowTheLabelRow() throws {
    let expanded = try render(List { Fruit(expanded: true) }, height: 844)
    let list = expanded.displayList
    // Three 44-point rows in one inset group.
    #expect(fills(list.items).contains(Rect(x: 20, y: 35, width: 350, height: 132)), "\(list.dump)")
    let t = textFrames(list.items)
    #expect(t.count == 3)
    #expect(t.allSatisfy { $0.minX == 40 })
    #expect(t.count == 3 && abs(t[1].midY - 101) < 0.5 && abs(t[2].midY - 145) < 0.5)
    #expect(list.dump.contains("chevron.right"))
    // Directly in the list, and a `ForEach` of them: the same rows.
    let direct = try render(
      List {
        DisclosureGroup("Fruit", isExpanded: .constant(true)) {
          Text("Apple")
          Text("Pear")
        }
      }, height: 844
    ).displayList
    #expect(direct.dump == list.dump)
    let forEach = try render(
      List {
        ForEach(["Fruit", "Nuts"], id: \.self) { name in
          DisclosureGroup(name, isExpanded: .constant(name == "Fruit")) { Text("Apple") }
        }
      }, height: 844
    ).displayList
    #expect(fills(forEach.items).contains(Rect(x: 20, y: 35, width: 350, height: 132)), "\(forEach.dump)")
    #expect(forEach.dump.components(separatedBy: "chevron.right").count == 3)
    // Collapsed: one row.
    let collapsed = try render(List { Fruit(expanded: false) }, height: 844).displayList
    #expect(fills(collapsed.items).contains(Rect(x: 20, y: 35, width: 350, height: 44)))
    #expect(!collapsed.dump.contains("Apple"))
  }

  @Test func aCustomStyleDrawsTheGroup() throws {
    struct Boxed: DisclosureGroupStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
          HStack {
            configuration.label
            Text(configuration.isExpanded ? "open" : "shut")
          }
          if configuration.isExpanded { configuration.content }
        }
        .padding(10)
        .background(Color.red)
      }
    }
    let out = try render(VStack { Fruit(expanded: true) }.disclosureGroupStyle(Boxed())).displayList
    #expect(out.dump.contains("open") && out.dump.contains("Apple"))
    #expect(!out.dump.contains("chevron.right"))
    #expect(out.dump.contains("#FF3B30FF") || out.dump.contains("#FF0000FF"), "\(out.dump)")
    // In a list the custom style's view is one row.
    let list = try render(List { Fruit(expanded: false) }.disclosureGroupStyle(Boxed()), height: 844)
      .displayList
    #expect(list.dump.contains("shut") && !list.dump.contains("chevron.right"))
    // `.automatic` inside a custom style brings the default look back.
    let automatic = try render(
      VStack { Fruit(expanded: false).disclosureGroupStyle(.automatic) }.disclosureGroupStyle(Boxed()))
    #expect(
      automatic.displayList.dump.contains("chevron.right") && !automatic.displayList.dump.contains("shut"))
  }

  @Test func theDefaultGroupBoxLooksAsBefore() throws {
    let box = try render(GroupBox("Title") { Text("Body") }, width: 300).displayList
    let before = try render(
      VStack(alignment: .leading, spacing: 8) {
        Text("Title").font(.headline)
        Text("Body")
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .padding(16)
      .background(RoundedRectangle(cornerRadius: 8).fill(SystemColors.secondarySystemBackground.color)),
      width: 300
    ).displayList
    #expect(box.dump == before.dump)
    let styled = try render(GroupBox("Title") { Text("Body") }.groupBoxStyle(.automatic), width: 300)
    #expect(styled.displayList.dump == before.dump)
  }

  @Test func aCustomGroupBoxStyleDrawsTheBox() throws {
    struct Card: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
          configuration.label.foregroundStyle(.red)
          configuration.content
        }
        .padding(20)
        .background(Color.green)
      }
    }
    struct Bordered: GroupBoxStyle {
      func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(5).background(Color.blue)
      }
    }
    let out = try render(GroupBox("Title") { Text("Body") }.groupBoxStyle(Card()), width: 300).displayList
    // The style's view is the box: as big as its content and padding, filled green.
    #expect(fills(out.items).contains { $0.minX == 0 && $0.minY == 0 && $0.height == out.size.height })
    #expect(out.dump.contains("#34C759FF") || out.dump.contains("#00FF00FF"), "\(out.dump)")
    #expect(textFrames(out.items).first?.minX == 20)
    // `GroupBox(configuration)` inside a style draws with the style outside it (here the default).
    let wrapped = try render(GroupBox("Title") { Text("Body") }.groupBoxStyle(Bordered()), width: 300)
      .displayList
    let plain = try render(GroupBox("Title") { Text("Body") }, width: 290).displayList
    #expect(abs(wrapped.size.height - plain.size.height - 10) < 0.01)
    #expect(textFrames(wrapped.items).first?.minX == 21)
  }

  /// The reference: the same disclosure groups in a form (collapsed, and expanded with its
  /// rows) and out of a list, collapsed and expanded.
  @Test func disclosureGroupsInAFormAndOutside() throws {
    struct Screen: View {
      var body: some View {
        VStack(spacing: 0) {
          Form {
            Section("Trip") {
              DisclosureGroup("Extras", isExpanded: .constant(true)) {
                Toggle("Travel insurance", isOn: .constant(true))
                Text("Seat upgrade")
              }
              DisclosureGroup("Notes") { Text("Hidden") }
              Text("Passengers")
            }
          }
          VStack(alignment: .leading, spacing: 16) {
            DisclosureGroup("Show terms", isExpanded: .constant(false)) { Text("Hidden") }
            DisclosureGroup(isExpanded: .constant(true)) {
              Text("Cancel up to 24 hours before departure.").foregroundStyle(.secondary)
            } label: {
              Label("Conditions", systemImage: "doc.text")
            }
          }
          .padding(20)
          .background(Color(.systemBackground))
        }
      }
    }
    let out = try render(Screen(), width: 390, height: 520)
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "disclosure-groups")
  }
}
