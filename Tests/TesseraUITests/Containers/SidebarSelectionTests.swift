import Foundation
import TesseraSnapshot
import Testing

@testable import TesseraUI

/// The selection of an iPad's sidebar list, drawn as iPadOS 17 draws a focused sidebar: the
/// selected row on a rounded fill in the tint, its text and icon white; label icons of the other
/// rows in the list item tint. Elsewhere (an iPhone) the selection is kept, not drawn.
@MainActor @Suite struct SidebarSelectionTests {
  struct Mailboxes: View {
    struct Folder: Identifiable, Hashable {
      let id: String
      let symbol: String
    }
    let folders = [
      Folder(id: "Inbox", symbol: "tray"), Folder(id: "Drafts", symbol: "doc"),
      Folder(id: "Sent", symbol: "paperplane"), Folder(id: "Trash", symbol: "trash"),
    ]
    var selected: String?
    var itemTint: Color?
    var body: some View {
      NavigationSplitView {
        List(folders, selection: .constant(selected)) { folder in
          Label(folder.id, systemImage: folder.symbol)
        }
        .listItemTint(itemTint)
        .navigationTitle("Mailboxes")
      } detail: {
        Text(selected ?? "No Selection").font(.title2)
      }
    }
  }

  struct Places: View {
    var selected: Int?
    var body: some View {
      NavigationSplitView {
        List(selection: .constant(selected)) {
          Section("Places") {
            NavigationLink("Turtle Rock", value: 1)
            NavigationLink("Silver Salmon Creek", value: 2)
            Text("Chilkoot Trail").tag(3)
          }
        }
        .navigationTitle("Landmarks")
      } detail: {
        Text("Detail")
      }
    }
  }

  func render<V: View>(_ view: V, on device: Device = Device.iPad11.landscape) throws -> RenderOutput {
    let r = ImageRenderer(content: DeviceScreen(device) { view })
    r.scale = 1
    // iPadOS 17/18's sidebar, whose figures these are.
    r.environment.systemDesign = .ios18
    return try r.render()
  }

  /// The display list's line drawn for the text or icon named `label` (the line after its
  /// accessibility element).
  func textLine(_ dump: String, after label: String) -> String? {
    let lines = dump.split(separator: "\n").map(String.init)
    guard let i = lines.firstIndex(where: { $0.contains("\"\(label)\" items") }), i + 1 < lines.count
    else { return nil }
    return lines[i + 1]
  }

  @Test func theSelectedRowOfAForEachIsDrawnOnTheTintWithWhiteTextAndIcon() throws {
    let output = try render(Mailboxes(selected: "Drafts"))
    let dump = output.displayList.dump
    // One rounded fill: the sidebar's second row, 10 pt from the column's edges, 44 pt high.
    #expect(dump.contains("fill (10, 174, 300, 44) #007AFFFF"), "\(dump)")
    #expect(textLine(dump, after: "Drafts")?.hasSuffix("#FFFFFFFF") == true)
    #expect(textLine(dump, after: "Inbox")?.hasSuffix("#000000FF") == true)
    // Icons: white on the selection, the accent color elsewhere.
    #expect(
      dump.contains("image image \"doc\"") && textLine(dump, after: "doc")?.hasSuffix("#FFFFFFFF") == true)
    #expect(textLine(dump, after: "tray")?.hasSuffix("#007AFFFF") == true)
    assertSnapshot(of: try output.pixmap(), as: .image(), named: "ipad-sidebar-selection")
  }

  @Test func noSelectionDrawsNoFillAndTheItemTintColorsTheIcons() throws {
    let dump = try render(Mailboxes(selected: nil, itemTint: .red)).displayList.dump
    #expect(!dump.contains("fill (10, "), "\(dump)")
    // systemRed in light mode.
    #expect(textLine(dump, after: "tray")?.hasSuffix("#FF3B30FF") == true, "\(dump)")
    #expect(textLine(dump, after: "Inbox")?.hasSuffix("#000000FF") == true)
  }

  @Test func navigationLinkValuesAndTagsAreMatchedToo() throws {
    for (selected, row, label) in [(2, 1, "Silver Salmon Creek"), (3, 2, "Chilkoot Trail")] {
      let dump = try render(Places(selected: selected)).displayList.dump
      let fills = dump.split(separator: "\n").filter {
        $0.contains("fill (10, ") && $0.hasSuffix("#007AFFFF")
      }
      #expect(fills.count == 1, "\(selected): \(dump)")
      #expect(textLine(dump, after: label)?.hasSuffix("#FFFFFFFF") == true, "\(selected)")
      #expect(textLine(dump, after: "Turtle Rock")?.hasSuffix("#000000FF") == true, "\(selected) \(row)")
    }
  }

  @Test func onAnIPhoneTheSelectionIsKeptButNotDrawn() throws {
    let dump = try render(Mailboxes(selected: "Drafts"), on: .iPhone16).displayList.dump
    let tinted = dump.split(separator: "\n").filter {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix("fill") && $0.hasSuffix("#007AFFFF")
    }
    #expect(tinted.isEmpty, "\(dump)")
    #expect(textLine(dump, after: "Drafts")?.hasSuffix("#000000FF") == true, "\(dump)")
  }
}
