import Foundation
import TesseraRaster
import Testing

@testable import TesseraUI

#if !canImport(Darwin)
  /// Drawing with UIKit and Core Graphics as app code does (`UIGraphicsImageRenderer`, `CGContext`,
  /// `UIColor.setFill()`, `UIBezierPath.fill()`), and UIKit's picker, configured buttons and menus.
  @MainActor @Suite struct UIKitDrawingTests {
    /// The pixels of an image drawn with a renderer.
    func pixels(_ image: UIImage) throws -> Pixmap {
      guard case .pixmap(let pixmap, _) = image.image.source else {
        Issue.record("not an image of pixels")
        throw CancellationError()
      }
      return pixmap
    }

    func rgba(_ p: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
      guard let c = p.pixel(x: x, y: y) else { return [] }
      return [c.r, c.g, c.b, c.a]
    }

    @Test func anImageRendererDrawsWhatTheCodeDraws() throws {
      let format = UIGraphicsImageRendererFormat()
      format.scale = 2
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format)
      let image = renderer.image { context in
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.cgContext.setFillColor(UIColor(red: 0, green: 0, blue: 1, alpha: 1).cgColor)
        context.cgContext.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
      }
      #expect(image.size == CGSize(width: 20, height: 10))
      #expect(image.scale == 2)
      let p = try pixels(image)
      #expect(p.width == 40 && p.height == 20)
      #expect(rgba(p, 5, 10) == [255, 0, 0, 255])
      #expect(rgba(p, 30, 10) == [0, 0, 255, 255])
      // The ellipse's corner stays transparent.
      #expect(rgba(p, 21, 1) == [0, 0, 0, 0])
      #expect(image.pngData()?.starts(with: [0x89, 0x50, 0x4E, 0x47]) == true)
    }

    @Test func stateTransformsClipsAndPaths() throws {
      let renderer = UIGraphicsImageRenderer(
        size: CGSize(width: 10, height: 10),
        format: {
          let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }())
      let image = renderer.image { context in
        let cg = context.cgContext
        cg.saveGState()
        cg.translateBy(x: 5, y: 0)
        cg.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
        cg.setFillColor(gray: 0, alpha: 1)
        cg.fill(CGRect(x: -5, y: 0, width: 10, height: 10))  // only the clipped top-right quarter
        cg.restoreGState()
        // A UIKit path fills in the context's color and strokes with its own width.
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).set()
        UIBezierPath(rect: CGRect(x: 0, y: 5, width: 5, height: 5)).fill()
        cg.move(to: CGPoint(x: 5, y: 7.5))
        cg.addLine(to: CGPoint(x: 10, y: 7.5))
        cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        cg.setLineWidth(1)
        cg.strokePath()
        #expect(cg.isPathEmpty)
      }
      let p = try pixels(image)
      #expect(rgba(p, 7, 2) == [0, 0, 0, 255])
      #expect(rgba(p, 2, 2) == [0, 0, 0, 0])
      #expect(rgba(p, 7, 6) == [0, 0, 0, 0])
      #expect(rgba(p, 2, 7) == [0, 255, 0, 255])
      #expect(rgba(p, 7, 7) == [0, 0, 255, 255])
    }

    /// An initials avatar, as apps draw one: a circle and centered text measured with
    /// `size(withAttributes:)`.
    @Test func stringsDrawnWithAttributes() throws {
      let attributes: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 20, weight: .bold),
        .foregroundColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1),
      ]
      let size = "AB".size(withAttributes: attributes)
      let text = Text(verbatim: "AB").font(Font(UIFont.systemFont(ofSize: 20, weight: .bold)))
      let reference = try ImageRenderer(content: text.fixedSize()).render().displayList.size
      #expect(size == CGSize(width: reference.width, height: reference.height))
      #expect(size.width > 20 && size.height > 20)
      let format = UIGraphicsImageRendererFormat()
      format.scale = 1
      let image = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48), format: format).image {
        context in
        UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
        context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 48, height: 48))
        ("AB" as NSString).draw(
          at: CGPoint(x: (48 - size.width) / 2, y: (48 - size.height) / 2), withAttributes: attributes)
      }
      let p = try pixels(image)
      // White glyph pixels inside the circle, blue around them, nothing outside it.
      var white = 0
      for y in 0..<48 {
        for x in 0..<48 where rgba(p, x, y) == [255, 255, 255, 255] { white += 1 }
      }
      #expect(white > 40, "\(white)")
      #expect(rgba(p, 24, 4) == [0, 0, 255, 255])
      #expect(rgba(p, 1, 1) == [0, 0, 0, 0])
      // Outside a context, nothing is drawn and nothing fails.
      "AB".draw(at: .zero, withAttributes: attributes)
      // An attributed string is its runs, each in its attributes.
      let runs = NSMutableAttributedString(string: "A", attributes: attributes)
      runs.append(
        NSAttributedString(string: "B", attributes: [.font: UIFont.systemFont(ofSize: 20, weight: .bold)]))
      // Measured as the runs' text (each run shaped on its own: within a point of the whole).
      #expect(abs(runs.size().width - size.width) <= 1 && runs.size().height == size.height)
      let two = UIGraphicsImageRenderer(size: CGSize(width: 48, height: 48), format: format).image { _ in
        runs.draw(at: .zero)
      }
      var black = 0
      let q = try pixels(two)
      for y in 0..<48 {
        for x in 0..<48 where rgba(q, x, y) == [0, 0, 0, 255] { black += 1 }
      }
      // The white "A" is not black; the "B" (no color: black) is.
      #expect(black > 20, "\(black)")
    }

    @Test func theOlderImageContextAndBadSizes() throws {
      #expect(UIGraphicsGetCurrentContext() == nil)
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 4), true, 1)
      UIColor(red: 1, green: 1, blue: 1, alpha: 1).setFill()
      UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 2, height: 4))
      let image = UIGraphicsGetImageFromCurrentImageContext()
      UIGraphicsEndImageContext()
      #expect(UIGraphicsGetCurrentContext() == nil)
      let p = try pixels(try #require(image))
      #expect(rgba(p, 0, 0) == [255, 255, 255, 255])
      // An opaque context starts black, as UIKit's.
      #expect(rgba(p, 3, 0) == [0, 0, 0, 255])
      // No size, a size that is not a number, a huge one: an empty image, no crash.
      for size in [CGSize.zero, CGSize(width: CGFloat.nan, height: 4), CGSize(width: 1e9, height: 1e9)] {
        let empty = UIGraphicsImageRenderer(size: size).image { _ in UIColor.red.setFill() }
        #expect(empty.size == .zero)
        #expect(empty.pngData() == nil)
      }
      // Colors set outside any context go nowhere.
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
    }

    @Test func anImageDrawnIntoAnotherAndShownInSwiftUI() throws {
      let one = UIGraphicsImageRenderer(
        size: CGSize(width: 2, height: 2),
        format: {
          let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()
      ).image { context in
        UIColor(red: 1, green: 0, blue: 0, alpha: 1).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
      }
      let two = UIGraphicsImageRenderer(
        size: CGSize(width: 4, height: 2),
        format: {
          let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()
      ).image { _ in one.draw(at: CGPoint(x: 2, y: 0)) }
      let p = try pixels(two)
      #expect(rgba(p, 0, 0) == [0, 0, 0, 0])
      #expect(rgba(p, 3, 1) == [255, 0, 0, 255])
      let r = ImageRenderer(content: Image(uiImage: two))
      let shown = try r.pixmap()
      #expect(shown.width == 4 && shown.height == 2)
      #expect(rgba(shown, 3, 1) == [255, 0, 0, 255])
    }

    /// An image drawn in a view's body (Brave's blockies avatars): drawn while the view resolves.
    struct Avatar: View {
      var body: some View {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image {
          context in
          UIColor(red: 0, green: 0, blue: 1, alpha: 1).setFill()
          context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        return Image(uiImage: image).resizable().frame(width: 8, height: 8)
      }
    }

    @Test func anImageDrawnWhileAViewResolves() throws {
      let r = ImageRenderer(content: Avatar())
      let p = try r.pixmap()
      #expect(p.width == 8 && p.height == 8)
      #expect(rgba(p, 4, 4) == [0, 0, 255, 255])
    }

    /// A view that draws itself (a gauge), as UIKit code overrides `draw(_:)`.
    final class Gauge: UIView {
      var value: CGFloat = 0.5
      override func draw(_ rect: CGRect) {
        UIColor(red: 0.9, green: 0.9, blue: 0.9, alpha: 1).setFill()
        UIBezierPath(rect: rect).fill()
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: rect.width * value, height: rect.height))
      }
    }

    struct GaugeView: UIViewRepresentable {
      var value: CGFloat
      func makeUIView(context: Context) -> Gauge { Gauge() }
      func updateUIView(_ uiView: Gauge, context: Context) { uiView.value = value }
    }

    @Test func aViewThatDrawsItselfIsDrawnAtItsLaidOutSize() throws {
      let r = ImageRenderer(content: GaugeView(value: 0.25).frame(width: 40, height: 10))
      let out = try r.render()
      #expect(out.warnings.isEmpty, "\(out.warnings)")
      let p = try r.pixmap()
      #expect(rgba(p, 5, 5) == [255, 0, 0, 255])
      #expect(rgba(p, 30, 5) == [230, 230, 230, 255])
      // A subclass that draws nothing is its layer, and the warnings say so.
      final class Blank: UIView {}
      struct BlankView: UIViewRepresentable {
        func makeUIView(context: Context) -> Blank { Blank() }
        func updateUIView(_ uiView: Blank, context: Context) {}
      }
      let blank = try ImageRenderer(content: BlankView().frame(width: 10, height: 10)).render()
      #expect(blank.warnings.contains { $0.contains("drawn as its background and layer only") })
    }

    final class Source: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
      let fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"]
      func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
      func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? fruits.count : 3
      }
      func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int)
        -> String?
      {
        component == 0 ? fruits[row] : "\(row + 1) kg"
      }
    }

    struct Picker: UIViewRepresentable {
      func makeCoordinator() -> Source { Source() }
      func makeUIView(context: Context) -> UIPickerView {
        let picker = UIPickerView()
        picker.dataSource = context.coordinator
        picker.delegate = context.coordinator
        return picker
      }
      func updateUIView(_ view: UIPickerView, context: Context) {
        view.selectRow(2, inComponent: 0, animated: false)
        view.selectRow(9, inComponent: 1, animated: false)
      }
    }

    @Test func aPickerViewIsWheelsOfItsRows() throws {
      let r = ImageRenderer(content: Picker().frame(width: 320))
      let out = try r.render()
      let dump = out.displayList.dump
      // Rows around the selection (Cherry), and the second wheel's last row selected.
      for title in ["Apple", "Banana", "Cherry", "Date", "Elderberry", "1 kg", "3 kg"] {
        #expect(dump.contains(title), "\(title)")
      }
      #expect(out.displayList.size.height == 216)
      #expect(out.warnings.isEmpty, "\(out.warnings)")
    }

    struct Configured: UIViewRepresentable {
      let configuration: UIButton.Configuration
      func makeUIView(context: Context) -> UIButton {
        let button = UIButton(configuration: configuration)
        button.menu = UIMenu(title: "Sort", children: [UIAction(title: "Name", state: .on) { _ in }])
        button.showsMenuAsPrimaryAction = true
        return button
      }
      func updateUIView(_ uiView: UIButton, context: Context) {}
    }

    @Test func aConfiguredButtonIsSwiftUIsButtonOfThatStyle() throws {
      var filled = UIButton.Configuration.filled()
      filled.title = "Continue"
      filled.image = UIImage(systemName: "chevron.right")
      filled.imagePlacement = .trailing
      filled.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
        var outgoing = incoming
        outgoing.font = UIFont.systemFont(ofSize: 12)
        return outgoing
      }
      let uiKit = try ImageRenderer(content: Configured(configuration: filled).fixedSize()).render()
      let swiftUI = try ImageRenderer(
        content: Button(action: {}) {
          HStack(spacing: 4) {
            Text(verbatim: "Continue").font(Font(UIFont.systemFont(ofSize: 12)))
            Image(systemName: "chevron.right").renderingMode(.template)
          }
        }
        .buttonStyle(.borderedProminent).controlSize(.regular).fixedSize()
      ).render()
      #expect(uiKit.displayList.dump == swiftUI.displayList.dump)
    }

    @Test func aBrowserCompilesAndSaysItIsNotDrawn() throws {
      struct Browser: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> SFSafariViewController {
          let browser = SFSafariViewController(
            url: URL(string: "https://example.com")!, entersReaderIfAvailable: true)
          browser.dismissButtonStyle = .close
          return browser
        }
        func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
      }
      let out = try ImageRenderer(content: Browser().frame(width: 100, height: 100)).render()
      #expect(out.warnings.contains { "\($0)".contains("SFSafariViewController") }, "\(out.warnings)")
    }
  }
#endif

#if !canImport(Darwin)
  /// `UIColor` is a class, as UIKit's: apps extend it with convenience initializers.
  extension UIColor {
    convenience init(testHex hex: Int) {
      self.init(
        red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
        blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
  }

  @MainActor @Suite struct UIColorClassTests {
    @Test func convenienceInitializersAndPatterns() throws {
      #expect(UIColor(testHex: 0xFF0000) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
      #expect(Set([UIColor(testHex: 0x00FF00), UIColor(red: 0, green: 1, blue: 0, alpha: 1)]).count == 1)
      let checker = UIGraphicsImageRenderer(
        size: CGSize(width: 2, height: 1),
        format: {
          let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()
      ).image { context in
        UIColor(testHex: 0xFFFFFF).setFill()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        UIColor(testHex: 0x000000).setFill()
        context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
      }
      var r: CGFloat = 0
      var a: CGFloat = 0
      UIColor(patternImage: checker).getRed(&r, green: nil, blue: nil, alpha: &a)
      #expect(abs(r - 0.5) < 0.01 && a == 1)
      #expect(UIColor(patternImage: UIImage(systemName: "star")!) == UIColor(Color.clear))
    }
  }
#endif
