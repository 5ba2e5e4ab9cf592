import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraSnapshot
import Testing

@testable import TesseraUI

/// A settings screen as an ordinary SwiftUI file writes it.
private struct SettingsScreen: View {
  @State private var search = ""
  let rows: [(String, String, Color)] = [
    ("Airplane Mode", "airplane", .orange), ("Wi-Fi", "wifi", .blue),
    ("Bluetooth", "antenna.radiowaves.left.and.right", .blue),
  ]

  var body: some View {
    TabView {
      NavigationStack {
        List {
          Section {
            ForEach(rows, id: \.0) { row in
              NavigationLink(value: row.0) {
                HStack(spacing: 12) {
                  Image(systemName: row.1)
                    .font(.system(size: 15))
                    .foregroundStyle(.white)
                    .frame(width: 29, height: 29)
                    .background(RoundedRectangle(cornerRadius: 7).fill(row.2))
                  Text(row.0)
                }
              }
            }
          }
          Section("General") {
            NavigationLink("About", value: "about")
            NavigationLink("Software Update", value: "update").badge(1)
            LabeledContent("Version", value: "17.4")
          }
          Section {
            Text("Privacy & Security")
          } header: {
            Text("Privacy")
          } footer: {
            Text("Apps that have requested access appear here.")
          }
        }
        .navigationTitle("Settings")
        .searchable(text: $search)
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { EditButton() }
        }
      }
      .tabItem { Label("Settings", systemImage: "gear") }
      .badge(2)
      Text("Other")
        .tabItem { Label("Profile", systemImage: "person.crop.circle") }
    }
  }
}

/// Lists, navigation and tab bars measured in iOS 17/18's design (the figures below are its own);
/// `SystemDesignTests` measures iOS 26's.
@Suite struct ContainerTests {
  func render<V: View>(_ view: V, width: Double? = 390, height: Double? = 844, dark: Bool = false) throws
    -> RenderOutput
  {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.environment.systemDesign = .ios18
    if dark { r.environment.colorScheme = .dark }
    return try r.render()
  }

  /// Every text item of a display list: its frame and size in points.
  func texts(_ items: [DisplayItem]) -> [(frame: Rect, size: Double)] { displayTexts(items) }

  /// Every filled rectangle's bounds.
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

  @Test func insetGroupedListMetrics() throws {
    let out = try render(
      List {
        Text("One"); Text("Two")
      })
    #expect(out.warnings.isEmpty)
    let list = out.displayList
    #expect(list.size == Size(width: 390, height: 844))
    // The group: 20 from the edges, 35 below the top, two 44-point rows.
    #expect(fills(list.items).contains(Rect(x: 20, y: 35, width: 350, height: 88)))
    let t = texts(list.items)
    #expect(t.count == 2)
    // The text 20 inside the group, as far as the group is from the screen's edge.
    #expect(t.allSatisfy { $0.frame.minX == 40 })
    #expect(abs(t[0].frame.midY - 57) < 0.5 && abs(t[1].frame.midY - 101) < 0.5)
    // One separator, one point at 1x, from the text's leading edge to the group's trailing edge.
    #expect(fills(list.items).contains(Rect(x: 40, y: 78, width: 330, height: 1)))
  }

  @Test func plainListAndSectionHeader() throws {
    let out = try render(
      List {
        Section("Fruit") { Text("Apple") }
      }.listStyle(.plain))
    let t = texts(out.displayList.items)
    #expect(t.count == 2)
    #expect(t[0].size == 17 && t[1].frame.minX == 20)
    let grouped = try render(Form { Section("Fruit") { Text("Apple") } })
    let g = texts(grouped.displayList.items)
    #expect(g[0].size == 13)  // footnote header
    #expect(g[0].frame.minX == 40)
  }

  @Test func hugeListMeasuresOnlyVisibleRows() throws {
    func list(_ n: Int) -> some View { List(0..<n, id: \.self) { Text("Row \($0)") } }
    let context = ResolveContext(environment: EnvironmentValues(), diagnostics: Diagnostics())
    let nodes = resolve(list(100_000), context)
    let node = try #require(nodes.first as? ListNode)
    var items: [DisplayItem] = []
    node.render(
      in: Rect(x: 0, y: 0, width: 390, height: 844), proposal: ProposedViewSize(width: 390, height: 844),
      into: &items)
    #expect(node.measuredRows <= 20)
    // What a full render of 100,000 rows makes is counted in LazyListTests (no timing here:
    // tessera-bench --swiftui-scenes measures it).
  }

  @Test func scrollViewProposesIdealAlongItsAxis() throws {
    let out = try render(ScrollView { Color.red }, height: 500)
    #expect(out.displayList.size == Size(width: 390, height: 500))
    #expect(fills(out.displayList.items).contains(Rect(x: 0, y: 0, width: 390, height: 10)))
    // Ideal size: as large as the content.
    let ideal = try render(ScrollView { Color.red.frame(height: 300) }, height: nil)
    #expect(ideal.displayList.size.height == 300)
  }

  @Test func lazyStackInScrollViewDrawsVisibleRows() throws {
    let view = ScrollView {
      LazyVStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { Text("Row \($0)").frame(height: 50) } }
    }
    let out = try render(view, height: 500)
    #expect(texts(out.displayList.items).count == 11)
  }

  @Test func gridTracks() throws {
    let adaptive = GridItem.tracks([GridItem(.adaptive(minimum: 80))], length: 390)
    #expect(adaptive.count == 4)
    #expect(abs(adaptive[0].length - (390 - 24) / 4) < 1e-9)
    let mixed = GridItem.tracks(
      [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 50))], length: 390)
    #expect(
      mixed.map(\.length) == [100, 132, 50] || mixed.map(\.length) == [100, 137, 137]
        || mixed[0].length == 100)
    let grid = LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 10) {
      ForEach(0..<4, id: \.self) { _ in Color.blue.frame(height: 20) }
    }
    let out = try render(grid, height: nil)
    #expect(out.displayList.size == Size(width: 390, height: 50))
    #expect(fills(out.displayList.items).contains(Rect(x: 199, y: 30, width: 191, height: 20)))
  }

  @Test @MainActor func navigationPathShowsDestinationWithBackButton() throws {
    struct Screen: View {
      @State var path = ["detail"]
      var body: some View {
        NavigationStack(path: $path) {
          Text("Root")
            .navigationTitle("Home")
            .navigationDestination(for: String.self) { value in
              Text(value).navigationTitle("Detail").navigationBarTitleDisplayMode(.inline)
            }
        }
      }
    }
    let out = try render(Screen())
    #expect(out.warnings.isEmpty)
    let t = texts(out.displayList.items)
    // Back button "Home" near the leading edge of the bar, the inline title centered in it, the
    // destination's text in the content.
    #expect(t.contains { $0.frame.minX < 40 && $0.frame.midY < 44 && $0.size == 17 })
    #expect(t.contains { abs($0.frame.midX - 195) < 1 && $0.frame.midY < 44 })
    #expect(!t.contains { $0.size == 34 })
  }

  @Test func missingDestinationWarns() throws {
    let out = try render(NavigationStack(path: .constant([1])) { Text("Root") })
    #expect(out.warnings.contains { $0.contains("navigationDestination") })
  }

  @Test func largeTitleAndToolbar() throws {
    let out = try render(
      NavigationStack {
        Text("Body")
          .navigationTitle("Inbox")
          .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Add") } }
      })
    let t = texts(out.displayList.items)
    let title = try #require(t.first { $0.size == 34 })
    #expect(title.frame.minX == 16 && title.frame.minY >= 44 && title.frame.maxY <= 96)
    #expect(t.contains { $0.frame.textViewFrame().maxX == 374 && $0.frame.midY < 44 })
  }

  @Test func tabViewSelectsTaggedTab() throws {
    let view = TabView(selection: .constant(2)) {
      Text("First").tabItem { Text("A") }.tag(1)
      Text("Second").font(.title).tabItem { Text("B") }.tag(2)
    }
    let out = try render(view)
    let t = texts(out.displayList.items)
    #expect(t.contains { $0.size == 28 })  // the second tab's content
    #expect(t.filter { $0.size == 10 }.count == 2)  // two bar titles
    // Content that does not scroll: the bar is at its scroll edge, transparent (iOS 15 and later).
    #expect(!fills(out.displayList.items).contains { $0.minY == 844 - 49 && $0.width == 390 })
    // A list that runs under the bar: the bar shows its material and hairline.
    let long = try render(
      TabView {
        List(0..<40, id: \.self) { Text("Row \($0)") }.tabItem { Text("A") }
        Text("Second").tabItem { Text("B") }
      })
    #expect(fills(long.displayList.items).contains { $0.minY == 844 - 49 && $0.width == 390 })
    let short = try render(
      TabView {
        List(0..<3, id: \.self) { Text("Row \($0)") }.tabItem { Text("A") }
      })
    #expect(!fills(short.displayList.items).contains { $0.minY == 844 - 49 && $0.width == 390 })
  }

  @Test func geometryReaderAndViewThatFits() throws {
    let out = try render(
      GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2, height: 10) }, width: 300,
      height: 100)
    #expect(fills(out.displayList.items).contains(Rect(x: 0, y: 0, width: 150, height: 10)))
    let fits = try render(
      ViewThatFits {
        Color.red.frame(width: 500, height: 10); Color.blue.frame(width: 100, height: 10)
      }, width: 300,
      height: 100)
    #expect(fills(fits.displayList.items) == [Rect(x: 0, y: 0, width: 100, height: 10)])
    let any = try render(
      AnyLayout(HStackLayout(spacing: 0)) {
        Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10)
      }, width: nil, height: nil)
    #expect(any.displayList.size == Size(width: 20, height: 10))
  }

  @Test @MainActor func settingsScreenPicture() throws {
    for design in SystemDesign.allCases {
      for dark in [false, true] {
        let r = ImageRenderer(content: SettingsScreen())
        r.proposedSize = ProposedViewSize(width: 390, height: 844)
        r.scale = 2
        r.background = Color(.systemBackground)
        if dark { r.environment.colorScheme = .dark }
        r.environment.systemDesign = design
        let name = (dark ? "dark" : "light") + (design == .standard ? "" : ".\(design)")
        assertSnapshot(of: try r.pixmap(), as: .image(), named: name)
      }
    }
  }
}
