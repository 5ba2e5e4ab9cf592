import Foundation
import Testing

@testable import TesseraUI

#if !canImport(Darwin)
  /// UIKit next to SwiftUI as app code writes it: representables of UIKit views and controllers,
  /// and the UIKit names around them (fonts, Bézier paths, the application, the pasteboard). Each
  /// test checks what a still shows.
  @MainActor @Suite struct UIKitInteropTests {
    func render<V: View>(_ view: V, width: Double? = nil, height: Double? = nil) throws -> RenderOutput {
      let r = ImageRenderer(content: view)
      r.scale = 1
      if let width, let height { r.proposedSize = ProposedViewSize(width: width, height: height) }
      return try r.render()
    }

    /// A label wrapped as many apps wrap one: drawn as `Text` of its text, font and color.
    struct Label: UIViewRepresentable {
      var text: String
      func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.numberOfLines = 0
        label.font = UIFont.systemFont(ofSize: 20, weight: .bold)
        return label
      }
      func updateUIView(_ uiView: UILabel, context: Context) {
        uiView.text = text
        uiView.textColor = .systemRed
      }
    }

    @Test func aLabelIsDrawnAsItsText() throws {
      let out = try render(Label(text: "Hello UIKit"), width: 200, height: 40)
      let dump = out.displayList.dump
      #expect(dump.contains("Hello UIKit"), "\(dump)")
      let text = try render(
        Text("Hello UIKit").font(.system(size: 20, weight: .bold)).foregroundColor(Color(uiColor: .systemRed))
          .frame(width: 200, height: 40, alignment: .leading), width: 200, height: 40)
      #expect(dump == text.displayList.dump)
      #expect(out.warnings.isEmpty, "\(out.warnings)")
    }

    /// A blur (`UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))`) is the
    /// material of the same name; a view's background and corner radius are its layer.
    @Test func aBlurIsItsMaterialAndALayerItsShape() throws {
      struct Blur: UIViewRepresentable {
        func makeUIView(context: Context) -> UIVisualEffectView {
          UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
        }
        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
      }
      let blur = try render(Color.red.overlay(Blur()).frame(width: 40, height: 20))
      let material = try render(
        Color.red.overlay(Rectangle().fill(.thinMaterial)).frame(width: 40, height: 20))
      #expect(blur.displayList.dump == material.displayList.dump)

      struct Card: UIViewRepresentable {
        func makeUIView(context: Context) -> UIView {
          let view = UIView()
          view.backgroundColor = .systemBlue
          view.layer.cornerRadius = 8
          view.layer.borderWidth = 2
          view.layer.borderColor = UIColor.black.cgColor
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) {}
      }
      let card = try render(Card().frame(width: 40, height: 20))
      let shape = RoundedRectangle(cornerRadius: 8, style: .circular)
      let swiftUI = try render(
        ZStack {
          shape.fill(Color(uiColor: .systemBlue))
          shape.strokeBorder(Color(uiColor: .black), lineWidth: 2)
        }.frame(width: 40, height: 20))
      #expect(card.displayList.dump == swiftUI.displayList.dump)
      #expect(card.warnings.isEmpty, "\(card.warnings)")
    }

    /// The coordinator is made before the view and reaches both methods; `sizeThatFits` sizes the
    /// view; a UIKit view with subviews is drawn as its layer and the warning names what is not.
    @Test func coordinatorSizeAndUndrawnSubviews() throws {
      final class Coordinator { var made = 0 }
      struct Custom: UIViewRepresentable {
        func makeCoordinator() -> Coordinator { Coordinator() }
        func makeUIView(context: Context) -> UIView {
          context.coordinator.made += 1
          let view = UIView()
          view.addSubview(UILabel())
          return view
        }
        func updateUIView(_ uiView: UIView, context: Context) { uiView.tag = context.coordinator.made }
        func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
          CGSize(width: 30, height: 12)
        }
      }
      let out = try render(Custom())
      #expect(out.displayList.size == Size(width: 30, height: 12))
      #expect(
        out.warnings.contains { $0.contains("UIView in Custom: its 1 UIKit subview(s) are not drawn") },
        "\(out.warnings)")
    }

    /// A label's intrinsic size is its text's; with UIKit's default priorities it fills the width
    /// offered (hugging 250) and is as tall as its text when hugging vertically is required.
    @Test func intrinsicSizesFollowThePriorities() throws {
      struct Hugging: UIViewRepresentable {
        func makeUIView(context: Context) -> UILabel {
          let label = UILabel()
          label.text = "Hi"
          label.setContentHuggingPriority(.required, for: .vertical)
          return label
        }
        func updateUIView(_ uiView: UILabel, context: Context) {}
      }
      let text = try render(Text("Hi").font(.body).fixedSize())
      let out = try render(Hugging(), width: 300, height: 200)
      let labelHeight = text.displayList.size.height
      #expect(out.displayList.size.width == 300)
      let dump = out.displayList.dump
      #expect(dump.contains("Hi"), "\(dump)")
      let fixed = try render(Hugging().fixedSize())
      #expect(fixed.displayList.size == text.displayList.size)
      #expect(labelHeight > 0)
    }

    /// A hosting controller shows its SwiftUI root view; a share sheet draws nothing and says why.
    @Test func controllersAreTheirViews() throws {
      struct Hosted: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIHostingController<Text> {
          UIHostingController(rootView: Text("Inside"))
        }
        func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
      }
      let hosted = try render(Hosted(), width: 100, height: 40)
      #expect(hosted.displayList.dump.contains("Inside"), "\(hosted.displayList.dump)")
      struct Share: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIActivityViewController {
          UIActivityViewController(activityItems: ["text"], applicationActivities: nil)
        }
        func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
      }
      let share = try render(Share(), width: 100, height: 40)
      #expect(share.warnings.contains { $0.contains("UIActivityViewController is presented by the system") })
    }

    /// The custom-corner shape apps write with UIKit draws the corners SwiftUI's uneven rounded
    /// rectangle does.
    @Test func bezierPathCorners() throws {
      struct RoundedCorner: Shape {
        var radius: CGFloat = 10
        var corners: UIRectCorner = [.topLeft, .bottomRight]
        func path(in rect: CGRect) -> Path {
          let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
          return Path(path.cgPath)
        }
      }
      let uikit = try render(RoundedCorner().fill(Color.red).frame(width: 40, height: 30))
      let swiftUI = try render(
        UnevenRoundedRectangle(topLeadingRadius: 10, bottomTrailingRadius: 10, style: .circular).fill(
          Color.red
        )
        .frame(width: 40, height: 30))
      #expect(uikit.displayList.dump == swiftUI.displayList.dump)
      // A radius past half the shorter side is half of it, as UIKit's.
      let big = UIBezierPath(
        roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), byRoundingCorners: .allCorners,
        cornerRadii: CGSize(width: 50, height: 50))
      #expect(
        Path(big.cgPath)
          == Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 10, style: .circular))
    }

    /// Fonts, the application and the pasteboard as app code asks them.
    @Test func fontsApplicationAndPasteboard() throws {
      let body = UIFont.preferredFont(forTextStyle: .body)
      #expect(body.pointSize == 17)
      #expect(UIFont.preferredFont(forTextStyle: .caption1).pointSize == 12)
      #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold))
      #expect(abs(body.lineHeight - 17 * 1.193) < 0.01)
      var larger = EnvironmentValues()
      larger.dynamicTypeSize = .accessibility1
      #expect(EnvironmentValues.$current.withValue(larger) { body.pointSize } == 28)
      #expect(UIFont(name: "Avenir", size: .nan) == nil)
      var opened: Bool?
      UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
      #expect(opened == false)
      #expect(UIApplication.shared.connectedScenes.isEmpty)
      UIPasteboard.general.string = "copied"
      #expect(UIPasteboard.general.string == "copied" && UIPasteboard.general.hasStrings)
      UIPasteboard.general.strings = nil
      #expect(!UIPasteboard.general.hasStrings)
    }
  }
#endif

#if !canImport(Darwin)
  /// UIKit's controls as app code wraps them: each draws what iOS shows of it.
  @MainActor @Suite struct UIKitControlsTests {
    struct Wrapped<V: UIView>: UIViewRepresentable {
      let make: () -> V
      func makeUIView(context: Context) -> V { make() }
      func updateUIView(_ uiView: V, context: Context) {}
    }

    func render<V: View>(_ view: V) throws -> RenderOutput {
      let r = ImageRenderer(content: view.frame(width: 200, height: 60))
      r.scale = 1
      return try r.render()
    }

    @Test func fieldsButtonsSwitchesAndDots() throws {
      let field = try render(
        Wrapped {
          let f = UITextField()
          f.placeholder = "Email"
          f.borderStyle = .roundedRect
          return f
        })
      #expect(field.displayList.dump.contains("Email"), "\(field.displayList.dump)")
      #expect(field.warnings.isEmpty, "\(field.warnings)")
      let secure = try render(
        Wrapped {
          let f = UITextField()
          f.text = "abc"
          f.isSecureTextEntry = true
          return f
        })
      #expect(secure.displayList.dump.contains("•••") && !secure.displayList.dump.contains("abc"))
      let button = try render(
        Wrapped {
          let b = UIButton(type: .system)
          b.setTitle("Retry", for: .normal)
          return b
        })
      #expect(button.displayList.dump.contains("Retry"))
      let dots = try render(
        Wrapped {
          let p = UIPageControl()
          p.numberOfPages = 4
          p.currentPage = 1
          return p
        })
      #expect(
        dots.displayList.dump.components(separatedBy: "fill").count - 1 == 4, "\(dots.displayList.dump)")
      let on = try render(
        Wrapped {
          let s = UISwitch()
          s.isOn = true
          return s
        })
      let toggle = try render(Toggle("", isOn: .constant(true)).labelsHidden())
      #expect(on.displayList.dump.contains("#34C759") && toggle.displayList.dump.contains("#34C759"))
      let search = try render(
        Wrapped {
          let s = UISearchBar()
          s.placeholder = "Find a station"
          return s
        })
      #expect(search.displayList.dump.contains("Find a station"))
    }

    /// Appearance proxies and alerts made in UIKit code compile and change nothing drawn; an alert
    /// controller shown through a representable is the system's and says so.
    @Test func appearanceAndAlerts() throws {
      UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemRed]
      UITableView.appearance().backgroundColor = .clear
      #expect(UINavigationBar.appearance() === UINavigationBar.appearance())
      struct Alert: UIViewControllerRepresentable {
        func makeUIViewController(context: Context) -> UIAlertController {
          let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
          alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
          alert.addTextField { $0.placeholder = "Name" }
          return alert
        }
        func updateUIViewController(_ controller: UIAlertController, context: Context) {}
      }
      let out = try render(Alert())
      #expect(out.warnings.contains { $0.contains("UIAlertController is presented by the system") })
    }

    /// `UIPageControl.appearance()` colors a page `TabView`'s dots, as on iOS (Focus's onboarding
    /// sets them in `init()`); UIKit's accessibility settings are the environment's.
    @Test func appearanceColorsPageDotsAndAccessibilityFollowsTheEnvironment() throws {
      UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(
        red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
      defer { UIPageControl.appearance().currentPageIndicatorTintColor = nil }
      let pages = TabView {
        Color.gray.tag(0)
        Color.gray.tag(1)
      }
      .tabViewStyle(.page)
      let r = ImageRenderer(content: pages.frame(width: 200, height: 200))
      r.scale = 1
      let dump = try r.render().displayList.dump
      #expect(dump.contains("#1A334D"), "\(dump)")
      var env = EnvironmentValues()
      env.accessibilityReduceMotion = true
      #expect(EnvironmentValues.$current.withValue(env) { UIAccessibility.isReduceMotionEnabled })
      #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isVoiceOverRunning)
    }

    /// Dynamic Type scaling in UIKit code (Brave's text view), text positions (LoopKit's field),
    /// zoom limits (exyte's zoomable container).
    @Test func fontMetricsPositionsAndZoom() throws {
      let body = UIFont.systemFont(ofSize: 17)
      #expect(UIFontMetrics.default.scaledFont(for: body).pointSize == 17)
      var larger = EnvironmentValues()
      larger.dynamicTypeSize = .xxxLarge
      let scaled = EnvironmentValues.$current.withValue(larger) {
        (
          UIFontMetrics(forTextStyle: .body).scaledFont(for: body).pointSize,
          UIFontMetrics.default.scaledValue(for: 34)
        )
      }
      #expect(scaled.0 == 23 && scaled.1 == 46)
      #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
      let field = UITextField()
      field.text = "12345"
      #expect(field.offset(from: field.beginningOfDocument, to: field.endOfDocument) == 5)
      #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
      let scroll = UIScrollView()
      scroll.maximumZoomScale = 3
      scroll.setZoomScale(5, animated: true)
      #expect(scroll.zoomScale == 3)
    }
  }
#endif
