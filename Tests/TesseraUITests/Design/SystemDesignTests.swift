import Foundation
import TesseraDisplayList
import TesseraGeometry
import TesseraSnapshot
import Testing

import struct TesseraRaster.PremultipliedColor

@testable import TesseraUI

/// The design dimension: iOS 17/18 as before, iOS 26's colours and measurements when asked for.
@MainActor
@Suite struct SystemDesignTests {
  func render(_ view: some View, design: SystemDesign, width: Double? = 390, height: Double? = 844) throws
    -> RenderOutput
  {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: width, height: height)
    r.environment.systemDesign = design
    return try r.render()
  }

  func fills(_ items: [DisplayItem], dx: Double = 0, dy: Double = 0) -> [Rect] {
    var out: [Rect] = []
    for item in items {
      switch item {
      case .fill(let path, _, _): out.append(path.bounds.offsetBy(dx: dx, dy: dy))
      case .group(let g): out += fills(g.items, dx: dx + g.transform.tx, dy: dy + g.transform.ty)
      default: break
      }
    }
    return out
  }

  func texts(_ items: [DisplayItem]) -> [(frame: Rect, size: Double)] { displayTexts(items) }

  func hex(_ c: Color, _ design: SystemDesign, dark: Bool = false) -> String {
    var env = EnvironmentValues()
    env.systemDesign = design
    env.colorScheme = dark ? .dark : .light
    let r = c.resolve(in: env)
    return String(
      format: "%02X%02X%02X", Int((r.red * 255).rounded()), Int((r.green * 255).rounded()),
      Int((r.blue * 255).rounded()))
  }

  @Test func namesAndDefaults() {
    #expect(SystemDesign.standard == .ios26)
    #expect(SystemDesign(named: "iOS 26") == .ios26 && SystemDesign(named: "IOS18") == .ios18)
    #expect(SystemDesign(named: "ios9") == nil)
    #expect(EnvironmentValues().systemDesign == .standard)
    #expect(PreviewVariant(design: .ios18).nameSuffix == ".ios18")
    #expect(PreviewVariant(design: .ios26).nameSuffix == "")
    #expect(PreviewVariant(colorScheme: .dark, design: .standard).nameSuffix == ".dark")
    let m = PreviewVariant.matrix(colorSchemes: [.light, .dark], designs: [.ios18, .ios26])
    #expect(m.map(\.nameSuffix) == [".ios18", "", ".dark.ios18", ".dark"])
    var env = EnvironmentValues()
    PreviewVariant(design: .ios26).apply(to: &env)
    #expect(env.systemDesign == .ios26)
  }

  @Test func systemColoursFollowTheDesign() {
    // iOS 17/18's values, unchanged.
    #expect(hex(.blue, .ios18) == "007AFF" && hex(.blue, .ios18, dark: true) == "0A84FF")
    #expect(hex(.accentColor, .ios18) == "007AFF")
    // iOS 26's (Human Interface Guidelines, Color, June 2025).
    #expect(hex(.blue, .ios26) == "0088FF" && hex(.blue, .ios26, dark: true) == "0091FF")
    #expect(hex(.accentColor, .ios26) == "0088FF")
    #expect(hex(.red, .ios26) == "FF383C" && hex(.indigo, .ios26, dark: true) == "6D7CFF")
    #expect(hex(Color(uiColor: .systemPurple), .ios26) == "CB30E0")
    // Colours that did not change, and a tint, stay as they are.
    #expect(hex(.green, .ios26) == "34C759" && hex(.pink, .ios26) == "FF2D55")
    #expect(hex(.gray, .ios26) == "8E8E93")
    var env = EnvironmentValues()
    env.systemDesign = .ios26
    env.tint = .orange
    #expect(Color.accentColor.resolve(in: env) == Color.orange.resolve(in: env))
  }

  @Test func insetGroupedListInIOS26() throws {
    let list = List {
      Text("One")
      Text("Two")
    }
    // iOS 17/18: 20 from the edges, 44-point rows, text 16 into the group.
    let old = try render(list, design: .ios18).displayList
    #expect(fills(old.items).contains(Rect(x: 20, y: 35, width: 350, height: 88)))
    // iOS 26: 16 from the edges, 52-point rows, text 16 into the group, separators stopping 16
    // short of the trailing edge.
    let new = try render(list, design: .ios26).displayList
    let f = fills(new.items)
    #expect(f.contains(Rect(x: 16, y: 35, width: 358, height: 104)))
    let t = texts(new.items)
    #expect(t.count == 2 && t.allSatisfy { $0.frame.minX == 32 })
    #expect(abs(t[0].frame.midY - 61) < 0.5 && abs(t[1].frame.midY - 113) < 0.5)
    #expect(f.contains(Rect(x: 32, y: 86, width: 326, height: 1)))
  }

  /// iOS 26's rows at Dynamic Type medium (swift-snapshot-testing's device configs): 51 high, a
  /// switch row as high as a text row, tall content 15 from the row's top and bottom; a top
  /// margin from `.contentMargins` replaces the 35 points above a headerless first section.
  /// Figures from iOS 26 references (Spezi's list rows and grid row, Home Assistant's privacy
  /// screen: its first group 4 points under its hosted test's 54-point top inset).
  @Test func listRowsInIOS26FollowDynamicTypeAndContentMargins() throws {
    func group(_ view: some View) throws -> Rect? {
      let r = ImageRenderer(content: view)
      r.proposedSize = ProposedViewSize(width: 390, height: 844)
      r.environment.systemDesign = .ios26
      r.environment.dynamicTypeSize = .medium
      return fills(try r.render().displayList.items).first { $0.minX == 16 && $0.width == 358 }
    }
    #expect(try group(List { Text("One") }) == Rect(x: 16, y: 35, width: 358, height: 51))
    #expect(try group(List { Toggle("Alerts", isOn: .constant(true)) })?.height == 51)
    let tall = try #require(try group(List { Color.red.frame(height: 80) }))
    #expect(tall.height == 110)
    #expect(try group(List { Text("One") }.contentMargins(.top, 4))?.minY == 4)
    // iOS 17/18 keep 44-point rows at every size up to the content's.
    let r = ImageRenderer(content: List { Text("One") })
    r.proposedSize = ProposedViewSize(width: 390, height: 844)
    r.environment.systemDesign = .ios18
    r.environment.dynamicTypeSize = .medium
    #expect(fills(try r.render().displayList.items).contains(Rect(x: 20, y: 35, width: 350, height: 44)))
    // A form alone in a stack is the screen's scrollable content: its grouped background runs
    // under the status bar and the home indicator, its first section where a bare form's is.
    let screen = ImageRenderer(content: DeviceScreen(.iPhone13) { VStack { Form { Text("One") } } })
    screen.proposedSize = ProposedViewSize(width: 390, height: 844)
    let f = fills(try screen.render().displayList.items)
    #expect(f.contains(Rect(x: 0, y: 0, width: 390, height: 844)))
    #expect(f.contains { $0.minX == 16 && $0.minY == 82 && $0.width == 358 })
    // At an accessibility size a labeled row stacks its value under its label, both leading.
    let labeled = ImageRenderer(
      content: List { LabeledContent("San Francisco") { Text("20 °C, Sunny") } }.dynamicTypeSize(
        .accessibility3))
    labeled.proposedSize = ProposedViewSize(width: 390, height: 844)
    let t = texts(try labeled.render().displayList.items)
    #expect(t.count == 2 && t[0].frame.minX == 32 && t[1].frame.minX == 32)
    #expect(abs(t[1].frame.minY - (t[0].frame.textViewFrame().maxY + 4)) < 0.01)
    let side = ImageRenderer(content: List { LabeledContent("San Francisco") { Text("20 °C, Sunny") } })
    side.proposedSize = ProposedViewSize(width: 390, height: 844)
    let s = texts(try side.render().displayList.items)
    #expect(s.count == 2 && s[1].frame.maxX > 300)
  }

  /// iOS 26's footers: 8 below their group, two-line footers on the footnote's tight leading
  /// (14 pt at `.medium`), the next section 24 below a footer's text where it is 35 below a
  /// section without one (Home Assistant's privacy screen, iOS 26.4: groups at 271-322 and
  /// 382-433 pt around a two-line footer).
  @Test func footersInIOS26() throws {
    func groups(_ design: SystemDesign) throws -> (groups: [Rect], footer: [(frame: Rect, size: Double)]) {
      let r = ImageRenderer(
        content: List {
          Section {
            Text("Messaging")
          } footer: {
            Text("Firebase Cloud Messaging must be enabled for push notifications to function.")
          }
          Section { Text("Alerts") }
          Section { Text("Crashes") }
        })
      r.proposedSize = ProposedViewSize(width: 390, height: 844)
      r.environment.systemDesign = design
      r.environment.dynamicTypeSize = .medium
      let list = try r.render().displayList
      let side = design == .ios26 ? 16.0 : 20.0
      return (fills(list.items).filter { $0.minX == side && $0.maxX == 390 - side }, texts(list.items))
    }
    let (g, t) = try groups(.ios26)
    try #require(g.count == 3, "\(g)")
    let footer = try #require(t.first(where: { $0.size == 12 }))
    #expect(abs(footer.frame.minY - (g[0].maxY + 8)) < 0.01)
    // Two lines: the first the font's own (14.3), the second 14 below.
    #expect(abs(footer.frame.height - (12 * 1.193 + 14)) < 0.01, "\(footer.frame)")
    #expect(abs(g[1].minY - (footer.frame.textViewFrame().maxY + 24)) < 0.01)
    #expect(abs(g[2].minY - (g[1].maxY + 35)) < 0.01)
    // iOS 17/18 keep 35 after a footer (no reference shows otherwise).
    let (old, oldTexts) = try groups(.ios18)
    try #require(old.count == 3)
    let oldFooter = try #require(oldTexts.first(where: { $0.size == 12 }))
    #expect(abs(old[1].minY - (oldFooter.frame.textViewFrame().maxY + 35)) < 0.01)
  }

  /// iOS 26's alert: a 320-point card, the text 30 in from its leading edge, two 140 x 48
  /// capsules 8 apart and 16 from the card's sides and bottom; iOS 17's 270-point card, centered
  /// text and 44-point rows.
  @Test func alertsInIOS26() throws {
    let view = Color.white.alert("Delete all messages?", isPresented: .constant(true)) {
      Button("Cancel", role: .cancel) {}
      Button("Delete", role: .destructive) {}
    } message: {
      Text("This cannot be undone.")
    }
    let new = try render(view, design: .ios26, width: 402, height: 874).displayList
    let f = fills(new.items)
    let card = try #require(f.first { abs($0.width - 320) < 0.01 })
    #expect(abs(card.midX - 201) < 0.01 && abs(card.midY - 437) <= 0.5, "\(card)")
    // The capsules' drawn outlines: continuous capsules' pointed ends lie 0.23 pt inside their
    // 140-point frames.
    let buttons = f.filter { abs($0.width - 140) < 0.6 && abs($0.height - 48) < 0.01 }
    try #require(buttons.count == 2, "\(f)")
    #expect(buttons.allSatisfy { abs($0.maxY - (card.maxY - 16)) < 0.01 })
    #expect(
      zip(buttons.map(\.midX).sorted(), [card.minX + 86, card.minX + 234]).allSatisfy { abs($0 - $1) < 0.01 })
    let t = texts(new.items).filter { $0.frame.minY > card.minY && $0.frame.maxY < buttons[0].minY }
    #expect(t.count == 2 && t.allSatisfy { abs($0.frame.minX - (card.minX + 30)) < 1.5 }, "\(t)")
    let old = try render(view, design: .ios18, width: 402, height: 874).displayList
    #expect(fills(old.items).contains { abs($0.width - 270) < 0.01 })
  }

  /// iOS 26 floats a sheet at a partial height 8 points from the screen's sides and bottom; at
  /// the large detent, and in iOS 17/18, it spans the width.
  @Test func sheetsInIOS26() throws {
    func sheet(_ detents: Set<PresentationDetent>) -> some View {
      Color.white.sheet(isPresented: .constant(true)) {
        Color.red.presentationDetents(detents)
      }
    }
    func card(_ view: some View, _ design: SystemDesign) throws -> Rect? {
      let list = try render(view, design: design, width: 402, height: 874).displayList
      // The sheet's background: the widest fill after the dimming.
      return fills(list.items).filter { $0.width < 402.5 && $0.height < 874 && $0.height > 100 }.max {
        $0.width < $1.width
      }
    }
    let medium = try #require(try card(sheet([.medium]), .ios26))
    #expect(medium.minX == 8 && medium.width == 386 && abs(medium.maxY - 866) < 0.01, "\(medium)")
    let large = try #require(try card(sheet([.large]), .ios26))
    #expect(large.minX == 0 && large.width == 402 && large.maxY == 874, "\(large)")
    let old = try #require(try card(sheet([.medium]), .ios18))
    #expect(old.minX == 0 && old.width == 402 && old.maxY == 874, "\(old)")
  }

  @Test func groupedHeadersInIOS26() throws {
    let form = Form { Section("Fruit") { Text("Apple") } }
    let old = texts(try render(form, design: .ios18).displayList.items)
    #expect(old[0].size == 13)
    let new = texts(try render(form, design: .ios26).displayList.items)
    #expect(new[0].size == 17 && new[0].frame.minX == 32)
  }

  @Test func controlsInIOS26() throws {
    // A switch: laid out 49 x 31 before (UISwitch's intrinsic size, its 51-point track reaching
    // 2 pt past the frame's trailing edge), 63 x 28 in iOS 26.
    let toggle = Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
    let old = try render(toggle, design: .ios18, width: nil, height: nil).displayList
    #expect(old.size == Size(width: 49, height: 31))
    func fills(_ items: [DisplayItem], _ t: TesseraGeometry.AffineTransform) -> [Rect] {
      items.flatMap { item -> [Rect] in
        switch item {
        case .fill(let path, _, _): return [path.applying(t).bounds]
        case .group(let g): return fills(g.items, g.transform.concatenating(t))
        default: return []
        }
      }
    }
    let track = fills(old.items, TesseraGeometry.AffineTransform.identity).max { $0.width < $1.width }
    // The track is a continuous capsule: its pointed ends lie 0.15 pt inside the 51 points.
    #expect(
      abs((track?.midX ?? -1) - 25.5) < 0.01 && abs((track?.width ?? 0) - 51) < 0.4,
      "\(String(describing: track))")
    #expect(
      try render(toggle, design: .ios26, width: nil, height: nil).displayList.size
        == Size(width: 63, height: 28))
    // A prominent button: a capsule of the iOS 26 blue where iOS 18 draws a rounded rectangle of
    // #007AFF (the pixel 2 pt in and 4 pt down is inside the old corner, outside the capsule).
    let button = Button("Continue") {}.buttonStyle(.borderedProminent)
    func pixel(_ design: SystemDesign, _ x: Int, _ y: Int) throws -> [Int] {
      let r = ImageRenderer(content: button)
      r.environment.systemDesign = design
      let pix = try r.render().pixmap()
      let p = PremultipliedColor(packed: pix.pixels[y * pix.width + x]).unpremultiplied
      return [p.red, p.green, p.blue, p.opacity].map { Int(($0 * 255).rounded()) }
    }
    #expect(try pixel(.ios18, 2, 4) == [0, 122, 255, 255])
    #expect(try pixel(.ios26, 2, 4)[3] == 0)
    #expect(try pixel(.ios26, 20, 17) == [0, 136, 255, 255])
  }
}

/// A pushed screen with bar buttons of each kind, as iOS 26 draws it: the back chevron on a glass
/// circle, icon buttons sharing one capsule, a spacer parting groups, the confirming action on the
/// tint; a bottom toolbar whose groups float apart.
struct PushedScreen: View {
  var body: some View {
    NavigationStack(path: .constant(["Detail"])) {
      Text("Root")
        .navigationTitle("Inbox")
        .navigationDestination(for: String.self) { value in
          List {
            Section("Message") {
              Text(value)
              Toggle("Flagged", isOn: .constant(true))
            }
          }
          .navigationTitle(value)
          .navigationBarTitleDisplayMode(.inline)
          .toolbar {
            ToolbarItem(placement: .topBarTrailing) { Button("Share", systemImage: "square.and.arrow.up") {} }
            ToolbarItem(placement: .topBarTrailing) { Button("Flag", systemImage: "flag") {} }
            ToolbarSpacer(.fixed, placement: .topBarTrailing)
            ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
            ToolbarItem(placement: .bottomBar) { Button("Archive", systemImage: "archivebox") {} }
            ToolbarItem(placement: .bottomBar) { Button("Move", systemImage: "folder") {} }
            ToolbarSpacer(.flexible, placement: .bottomBar)
            ToolbarItem(placement: .bottomBar) { Button("Reply", systemImage: "arrowshape.turn.up.left") {} }
          }
        }
    }
  }
}

extension SystemDesignTests {
  @Test func pushedScreenPicture() throws {
    for design in SystemDesign.allCases {
      let r = ImageRenderer(content: PushedScreen())
      r.proposedSize = ProposedViewSize(width: 390, height: 844)
      r.scale = 2
      r.background = Color(.systemBackground)
      r.environment.systemDesign = design
      let out = try r.render()
      #expect(out.warnings.isEmpty, "\(out.warnings)")
      assertSnapshot(of: try out.pixmap(), as: .image(), named: "\(design)")
    }
  }
}

extension SystemDesignTests {
  /// Scrolling content runs under the floating tab bar, through a frame that fills the screen (as
  /// an app's themed page wraps it), so the glass has something to show at its sides.
  @Test func scrollContentRunsUnderTheFloatingBar() throws {
    struct Page: View {
      var body: some View {
        ScrollView {
          VStack(spacing: 10) {
            ForEach(0..<30) { _ in Color.orange.frame(height: 60) }
          }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
    }
    let view = TabView {
      Tab("A", systemImage: "star") { NavigationStack { Page() } }
      Tab("B", systemImage: "gear") { Text("b") }
    }
    let r = ImageRenderer(content: DeviceScreen(.iPhone16) { view })
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.environment.systemDesign = .ios26
    let pix = try r.render().pixmap()
    // Left of the platter (21 from the edge) and below the bar's top (83 above the bottom): orange
    // rows, not only the tab view's white background.
    let orange = (852 - 80..<852 - 10).contains { y in
      let p = PremultipliedColor(packed: pix.pixels[y * pix.width + 5]).unpremultiplied
      return p.red > 0.9 && p.blue < 0.5
    }
    #expect(orange)
  }
}

extension SystemDesignTests {
  /// `.glass` buttons: a bordered capsule in iOS 18's design, the label in the label color on
  /// glass in iOS 26's; `.glassProminent` on the tint in both; `glassEffect(_:in:)` a material in
  /// iOS 18's design, the bars' glass in iOS 26's, in its shape.
  @Test func glassButtons() throws {
    let view = VStack(spacing: 16) {
      HStack(spacing: 12) {
        Button("Glass") {}.buttonStyle(.glass)
        Button("Prominent") {}.buttonStyle(.glassProminent)
        Button("Tinted") {}.buttonStyle(.glass).tint(.orange)
      }
      HStack(spacing: 12) {
        Text("Effect").padding().glassEffect()
        Text("Clear").padding().glassEffect(.clear, in: RoundedRectangle(cornerRadius: 12))
        Image(systemName: "star.fill").padding().glassEffect(.regular.tint(.yellow), in: Circle())
      }
    }
    .padding(20)
    .background(Color(.systemGroupedBackground))
    for design in SystemDesign.allCases {
      let r = ImageRenderer(content: view)
      r.scale = 2
      r.environment.systemDesign = design
      assertSnapshot(of: try r.pixmap(), as: .image(), named: "\(design)")
    }
  }
}

extension SystemDesignTests {
  /// Increase Contrast: the hues' accessible variants, in each design; other colors as they are.
  @Test func increasedContrastColors() {
    func hex(_ c: Color, _ design: SystemDesign, dark: Bool = false, increased: Bool = true) -> String {
      var env = EnvironmentValues()
      env.systemDesign = design
      env.colorScheme = dark ? .dark : .light
      env.colorSchemeContrast = increased ? .increased : .standard
      let r = c.resolve(in: env)
      return String(
        format: "%02X%02X%02X", Int((r.red * 255).rounded()), Int((r.green * 255).rounded()),
        Int((r.blue * 255).rounded()))
    }
    #expect(EnvironmentValues().colorSchemeContrast == .standard)
    #expect(hex(.blue, .ios18) == "0040DD" && hex(.blue, .ios18, dark: true) == "409CFF")
    #expect(hex(.blue, .ios26) == "1E6EF4" && hex(.blue, .ios26, dark: true) == "5CB8FF")
    #expect(hex(.accentColor, .ios26) == "1E6EF4")
    #expect(hex(.red, .ios18) == "D70015" && hex(.green, .ios26, dark: true) == "4AD968")
    #expect(hex(.blue, .ios18, increased: false) == "007AFF")
    #expect(hex(.white, .ios26) == "FFFFFF")
  }
}
