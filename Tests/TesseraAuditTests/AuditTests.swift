import TesseraAudit
import TesseraUI
import Testing

import struct TesseraDisplayList.DisplayList
import struct TesseraRaster.Pixmap
import struct TesseraRaster.PremultipliedColor

/// Renders `view` at `width` x `height` (nil: its own height) on white and audits it.
@MainActor
func audit(
  _ view: some View, width: Double? = 390, height: Double? = nil, options: AuditOptions = .standard
) throws -> (result: AuditResult, list: DisplayList) {
  let r = ImageRenderer(content: view)
  r.proposedSize = ProposedViewSize(width: width, height: height)
  r.scale = 2
  r.background = .white
  let out = try r.render()
  return (Auditor.audit(out.displayList, scale: 2, background: .white, options: options), out.displayList)
}

/// The kinds found, in report order.
@MainActor
func kinds(_ view: some View, width: Double? = 390, options: AuditOptions = .standard) throws -> [AuditKind] {
  try audit(view, width: width, options: options).result.findings.map(\.kind)
}

/// A button style of a fixed size with an optional border, for tap-area and border tests.
struct SizedButtonStyle: ButtonStyle {
  var width: Double
  var height: Double
  var border: Color? = nil
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.frame(width: width, height: height)
      .overlay { border.map { RoundedRectangle(cornerRadius: 6).stroke($0, lineWidth: 2) } }
  }
}

/// Each kind of finding, with a view that has it and one that narrowly does not.
@MainActor
@Suite struct AuditTests {
  @Test func truncation() throws {
    let text = "Subscribe to updates"
    let ideal = try ImageRenderer(content: Text(text)).displayList().size.width
    let cut = try audit(Text(text).lineLimit(1).frame(width: ideal - 1))
    #expect(cut.result.findings.map(\.kind) == [.truncation])
    #expect(cut.result.findings[0].reason.contains("of 20 characters shown on 1 line"))
    #expect(cut.result.findings[0].path == "text \"Subscribe to updates\"")
    #expect(try kinds(Text(text).lineLimit(1).frame(width: ideal)) == [])
  }

  @Test func clippingByAClipAndByTheImageEdge() throws {
    let height = try ImageRenderer(content: Text("Clip")).displayList().size.height
    let clipped = try audit(Text("Clip").frame(height: height - 8, alignment: .top).clipped())
    #expect(clipped.result.findings.map(\.kind) == [.clipping])
    #expect(clipped.result.findings[0].reason.contains("a container's clip"))
    #expect(try kinds(Text("Clip").frame(height: height).clipped()) == [])
    let edge = try audit(Text("Edge").offset(x: -6), width: nil)
    #expect(edge.result.findings.map(\.kind) == [.clipping])
    #expect(edge.result.findings[0].reason.contains("the image edge"))
  }

  @Test func textCutToItsFrameIsATruncation() throws {
    // One point too narrow for one line, the text is cut to the line its frame has room for (as
    // iOS cuts it, the last line ending in an ellipsis): a truncation, not an overflow. Text no
    // longer draws outside a frame's height; `badInput` covers an overflow out of a control.
    let one = try ImageRenderer(content: Text("Overflow text")).displayList().size
    let cut = try audit(Text("Overflow text").frame(width: one.width - 1, height: one.height).padding(30))
    #expect(cut.result.findings.map(\.kind) == [.truncation], "\(cut.result.text)")
    #expect(try kinds(Text("Overflow text").frame(width: one.width, height: one.height).padding(30)) == [])
  }

  @Test func overlaps() throws {
    #expect(
      try kinds(
        ZStack {
          Text("Hello"); Text("World")
        }) == [.overlap])
    #expect(
      try kinds(
        VStack(spacing: 0) {
          Text("Hello"); Text("World")
        }) == [])
    let buttons = ZStack {
      Button("A") {}.buttonStyle(SizedButtonStyle(width: 60, height: 60))
      Button("B") {}.buttonStyle(SizedButtonStyle(width: 60, height: 60)).offset(x: 30)
    }
    let found = try audit(buttons).result.findings.filter { $0.kind == .overlap }
    #expect(found.contains { $0.reason.hasPrefix("overlaps button \"A\"") })
    let apart = HStack(spacing: 0) {
      Button("A") {}.buttonStyle(SizedButtonStyle(width: 60, height: 60))
      Button("B") {}.buttonStyle(SizedButtonStyle(width: 60, height: 60))
    }
    #expect(try kinds(apart) == [])
  }

  @Test func touchTargetAt43Point5AndAt44() throws {
    let small = try audit(Button("Go") {}.buttonStyle(SizedButtonStyle(width: 43.5, height: 44)))
    #expect(small.result.findings.map(\.kind) == [.touchTarget])
    #expect(small.result.findings[0].reason == "tap area 43.5 x 44 pt is under 44 x 44 pt")
    #expect(try kinds(Button("Go") {}.buttonStyle(SizedButtonStyle(width: 44, height: 44))) == [])
    // Material's 48 dp.
    #expect(
      try kinds(Button("Go") {}.buttonStyle(SizedButtonStyle(width: 44, height: 44)), options: .material)
        == [.touchTarget])
  }

  @Test func contrastJustUnderAndJustOver() throws {
    // #777777 on white is 4.48:1; #767676 is 4.54:1.
    let under = try audit(
      Text("Gray").foregroundStyle(Color(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255)))
    #expect(under.result.findings.map(\.kind) == [.contrast])
    #expect(under.result.findings[0].reason.contains("contrast 4.47:1 (#777777 on #FFFFFF) is under 4.5:1"))
    let over = Text("Gray").foregroundStyle(Color(red: 0x76 / 255, green: 0x76 / 255, blue: 0x76 / 255))
    #expect(try kinds(over) == [])
    // Large text needs 3:1: 4.48:1 passes at 24 pt.
    #expect(
      try kinds(
        Text("Gray").font(.system(size: 24)).foregroundStyle(
          Color(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255)))
        == [])
    // AAA asks 7:1.
    #expect(try kinds(over, options: AuditOptions(contrastLevel: .aaa)) == [.contrast])
  }

  @Test func contrastReadsThePixelsUnderTheGlyphs() throws {
    // White text: fine on the dark half of a gradient, not on the light half.
    let view = Text("Split text here").foregroundStyle(.white).padding(8)
      .background(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
    let found = try audit(view, width: nil).result.findings
    #expect(found.map(\.kind) == [.contrast])
    let onBlack = Text("Dark").foregroundStyle(.white).padding(8).background(Color.black)
    #expect(try kinds(onBlack, width: nil) == [])
  }

  @Test func borderContrast() throws {
    // #959595 on white is 2.99:1, #949494 is 3.03:1.
    let faint = Button("Go") {}.buttonStyle(
      SizedButtonStyle(
        width: 80, height: 44, border: Color(red: 0x95 / 255, green: 0x95 / 255, blue: 0x95 / 255)))
    #expect(try kinds(faint.padding(10)) == [.nonTextContrast])
    let enough = Button("Go") {}.buttonStyle(
      SizedButtonStyle(
        width: 80, height: 44, border: Color(red: 0x94 / 255, green: 0x94 / 255, blue: 0x94 / 255)))
    #expect(try kinds(enough.padding(10)) == [])
  }

  @Test func labels() throws {
    #expect(try kinds(Image(systemName: "gear")) == [.missingLabel])
    #expect(try kinds(Image(systemName: "gear").accessibilityLabel("Settings")) == [])
    let iconOnly = try audit(
      Button {
      } label: {
        Image(systemName: "trash")
      }.buttonStyle(SizedButtonStyle(width: 44, height: 44)))
    #expect(iconOnly.result.findings.map(\.kind) == [.missingLabel])
    #expect(iconOnly.result.findings[0].reason.contains("VoiceOver reads the image name \"trash\""))
    #expect(
      try kinds(
        Button {
        } label: {
          Image(systemName: "trash")
        }.buttonStyle(SizedButtonStyle(width: 44, height: 44))
          .accessibilityLabel("Delete")) == [])
    // A symbol beside a title in a button is named by the title.
    #expect(
      try kinds(
        Button {
        } label: {
          Label("Delete", systemImage: "trash")
        }.buttonStyle(SizedButtonStyle(width: 120, height: 44))) == [])
  }

  @Test func decorativeImageBehindContent() throws {
    let pixels = try Pixmap(width: 4, height: 4, fill: PremultipliedColor(r: 40, g: 40, b: 40, a: 255))
    let behind = ZStack {
      Image(pixmap: pixels).resizable(); Text("Title").foregroundStyle(.white)
    }.frame(width: 200, height: 80)
    #expect(try kinds(behind) == [.decorativeImage])
    let hidden = ZStack {
      Image(pixmap: pixels).resizable().accessibilityHidden(true); Text("Title").foregroundStyle(.white)
    }.frame(width: 200, height: 80)
    #expect(try kinds(hidden) == [])
  }

  @Test func suppressionMovesAFindingAsideWithItsReason() throws {
    let view = Text("A title far too long for its frame").lineLimit(1).frame(width: 80)
      .auditIgnored(.truncation, reason: "titles end in an ellipsis by design")
    let (result, _) = try audit(view)
    #expect(result.findings.isEmpty)
    #expect(result.suppressed.map(\.kind) == [.truncation])
    #expect(result.suppressed[0].suppressedBecause == "titles end in an ellipsis by design")
    #expect(result.text.hasSuffix("[ignored: titles end in an ellipsis by design]"))
    // Another kind is still found.
    let other = Text("Gray").foregroundStyle(Color(white: 0.8)).auditIgnored(.truncation, reason: "n/a")
    #expect(try kinds(other) == [.contrast])
  }

  @Test func kindsByName() {
    #expect(AuditKind(name: "touchTarget") == .touchTarget)
    #expect(AuditKind(name: "nope") == nil)
    #expect(AuditKind.all.count == 9)
    #expect(AuditKind.names.hasPrefix("truncation, clipping, overflow"))
  }

  @Test func badInput() throws {
    // Fully transparent text is neither drawn nor read: no finding.
    #expect(try kinds(Text("Invisible").foregroundStyle(Color.white.opacity(0))) == [])
    // A zero-size control: its tap area and its label's overflow are reported, nothing traps.
    let zero = try audit(
      Button("x") {}.buttonStyle(SizedButtonStyle(width: 0, height: 0)), width: 100, height: 100)
    #expect(zero.result.findings.map(\.kind) == [.overflow, .touchTarget], "\(zero.result.text)")
    // Elements nested 1,000 deep.
    var deep = AnyView(Text("Deep").foregroundStyle(.black))
    for i in 0..<1000 { deep = AnyView(deep.accessibilityIdentifier("level\(i)")) }
    let nested = try audit(deep)
    #expect(nested.result.findings.isEmpty)
    #expect(AccessibilityTree(nested.list).elements.count == 1)
    // Text over an image with no pixels yet (AsyncImage's placeholder): measured on what is drawn.
    let loading = ZStack {
      AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 200, height: 80)
      Text("Caption").foregroundStyle(.black)
    }
    let async = try audit(loading)
    #expect(!async.result.findings.contains { $0.kind == .contrast }, "\(async.result.text)")
    // An empty list.
    #expect(Auditor.audit(DisplayList(size: .zero, items: [])).isClean)
  }

  @Test func cellsAndBarButtonsAreTappedAsIOSTapsThem() throws {
    // A plain text field is one text line tall; in a form row the whole cell takes the tap.
    #expect(try kinds(TextField("Name", text: .constant(""))).contains(.touchTarget))
    let form = ImageRenderer(content: Form { TextField("Name", text: .constant("")) })
    form.proposedSize = ProposedViewSize(width: 390, height: 300)
    let list = try form.displayList()
    #expect(!Auditor.audit(list).findings.contains { $0.kind == .touchTarget })
    // A bar button gets UIKit's 44-point region around its title.
    let bar = ImageRenderer(
      content: NavigationStack {
        Text("Body").navigationTitle("Title").toolbar { Button("Done") {} }
      })
    bar.proposedSize = ProposedViewSize(width: 390, height: 300)
    #expect(!Auditor.audit(try bar.displayList()).findings.contains { $0.kind == .touchTarget })
  }

  @Test func aScrollViewportIsNamedAsWhatClips() throws {
    let r = ImageRenderer(
      content: ScrollView { VStack(spacing: 0) { ForEach(0..<40) { Text("Row \($0)").frame(height: 30) } } })
    r.proposedSize = ProposedViewSize(width: 200, height: 100)
    let clipped = Auditor.audit(try r.displayList()).findings.filter { $0.kind == .clipping }
    #expect(clipped.count == 1)
    #expect(clipped.first?.reason.contains("the scroll viewport at") == true)
    #expect(clipped.first?.path.hasPrefix("scroll view › text \"Row 3\"") == true)
  }

  @Test func symbolsAndImagesAreNamedApart() throws {
    let symbol = try audit(Image(systemName: "gear")).result.findings
    #expect(
      symbol.first?.reason.hasPrefix(
        "symbol \"gear\" has no accessibility label; VoiceOver reads the symbol's name") == true)
    let pixels = try Pixmap(width: 8, height: 8, fill: PremultipliedColor(r: 40, g: 40, b: 40, a: 255))
    let image = try audit(Image(pixmap: pixels)).result.findings
    #expect(image.first?.reason == "image of pixels has no accessibility label; VoiceOver reads nothing")
  }

  @Test func aStrokedIconInAControlIsNotItsBorder() throws {
    let faintIcon = Button {
    } label: {
      Circle().stroke(Color(white: 0.9), lineWidth: 1).frame(width: 12, height: 12)
    }.buttonStyle(SizedButtonStyle(width: 60, height: 44)).accessibilityLabel("Dot")
    #expect(try kinds(faintIcon.padding(10)) == [])
  }
}
