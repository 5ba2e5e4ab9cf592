import Foundation

#if !canImport(Darwin)
  /// Insets that follow the layout direction (leading and trailing), in points, as UIKit's.
  nonisolated public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// Top inset.
    public var top: CGFloat
    /// Leading inset.
    public var leading: CGFloat
    /// Bottom inset.
    public var bottom: CGFloat
    /// Trailing inset.
    public var trailing: CGFloat
    /// Insets of each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
      self.top = top
      self.leading = leading
      self.bottom = bottom
      self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()
  }

  /// Edges that follow the layout direction, as UIKit's.
  nonisolated public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Edges from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// Leading.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// Bottom.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// Trailing.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
  }

  /// A transformation of text attributes (a button configuration's title font), as UIKit's.
  nonisolated public struct UIConfigurationTextAttributesTransformer {
    let transform: (AttributeContainer) -> AttributeContainer
    /// A transformer running `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
      self.transform = transform
    }
    /// The attributes transformed.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
  }

  extension UIButton {
    /// UIKit's button configuration (iOS 15): a style, a title, an image and their layout, drawn as
    /// SwiftUI's matching button style: `plain()` borderless, `gray()` and `tinted()` bordered,
    /// `filled()` prominent.
    public struct Configuration {
      /// A configuration's background look.
      enum Look {
        case plain
        case gray
        case tinted
        case filled
      }
      /// The button's size, as SwiftUI's control size.
      public enum Size: Int, Sendable {
        /// Mini.
        case mini
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
      }
      /// How the background's corners are rounded.
      public enum CornerStyle: Int, Sendable {
        /// The `background`'s radius, fixed.
        case fixed
        /// UIKit's radius for the button's size.
        case dynamic
        /// Small corners.
        case small
        /// Medium corners.
        case medium
        /// Large corners.
        case large
        /// A capsule.
        case capsule
      }
      /// How a title and subtitle align.
      public enum TitleAlignment: Int, Sendable {
        /// As the image placement suggests.
        case automatic
        /// Leading.
        case leading
        /// Centered.
        case center
        /// Trailing.
        case trailing
      }

      let look: Look
      /// The title.
      public var title: String?
      /// The title with attributes (its characters are drawn).
      public var attributedTitle: AttributedString?
      /// A second line under the title.
      public var subtitle: String?
      /// The image.
      public var image: UIImage?
      /// Which side of the title the image is on. Default `.leading`.
      public var imagePlacement: NSDirectionalRectEdge = .leading
      /// Points between image and title. Default 0 (UIKit's 4-point-ish look comes from SwiftUI's
      /// label spacing).
      public var imagePadding: CGFloat = 0
      /// Points between title and subtitle. Default 0.
      public var titlePadding: CGFloat = 0
      /// How title and subtitle align. Default `.automatic`.
      public var titleAlignment: TitleAlignment = .automatic
      /// Insets around the content; nil for the style's.
      public var contentInsets: NSDirectionalEdgeInsets = .zero
      /// The title and image color; nil for the style's (the tint, or white on a filled button).
      public var baseForegroundColor: UIColor?
      /// The background color; nil for the style's.
      public var baseBackgroundColor: UIColor?
      /// The size. Default `.medium`.
      public var buttonSize: Size = .medium
      /// How the background's corners are rounded. Default `.dynamic`.
      public var cornerStyle: CornerStyle = .dynamic
      /// Whether a spinner shows in place of the image. Default false.
      public var showsActivityIndicator = false
      /// The title's attributes, transformed (the font it sets is drawn).
      public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
      /// The symbol configuration for the image (kept; the image is drawn at the title's size).
      public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

      init(look: Look) { self.look = look }

      /// A borderless button: title and image in the tint.
      public static func plain() -> Configuration { Configuration(look: .plain) }
      /// Title and image in the tint on a gray background.
      public static func gray() -> Configuration { Configuration(look: .gray) }
      /// Title and image in the tint on a light tint background.
      public static func tinted() -> Configuration { Configuration(look: .tinted) }
      /// White title and image on the tint.
      public static func filled() -> Configuration { Configuration(look: .filled) }
      /// A borderless button (UIKit's older name).
      public static func borderless() -> Configuration { Configuration(look: .plain) }
      /// A gray bordered button (UIKit's older name).
      public static func bordered() -> Configuration { Configuration(look: .gray) }
      /// A tinted bordered button (UIKit's older name).
      public static func borderedTinted() -> Configuration { Configuration(look: .tinted) }
      /// A filled button (UIKit's older name).
      public static func borderedProminent() -> Configuration { Configuration(look: .filled) }

      /// The configuration as a SwiftUI view, tinted with `tint` (nil: the environment's).
      @MainActor func swiftUIView(tint: UIColor?) -> AnyView {
        let titleText = attributedTitle.map { String($0.characters) } ?? title
        let font = titleTextAttributesTransformer.flatMap {
          $0(AttributeContainer())[UIKitFontAttribute.self]
        }
        let spacing = imagePadding > 0 && imagePadding.isFinite ? imagePadding : 4
        let icon: AnyView? =
          showsActivityIndicator
          ? AnyView(ProgressView()) : image.map { AnyView(Image(uiImage: $0).renderingMode(.template)) }
        let text: AnyView? = titleText.map { t in
          let base = VStack(spacing: titlePadding) {
            Text(verbatim: t)
            if let subtitle { Text(verbatim: subtitle).font(.footnote) }
          }
          return font.map { AnyView(base.font(Font($0))) } ?? AnyView(base)
        }
        let vertical = imagePlacement == .top || imagePlacement == .bottom
        let iconFirst = imagePlacement == .leading || imagePlacement == .top
        let parts = [iconFirst ? icon : text, iconFirst ? text : icon].compactMap { $0 }
        let label: AnyView =
          vertical
          ? AnyView(VStack(spacing: spacing) { ForEach(parts.indices, id: \.self) { parts[$0] } })
          : AnyView(HStack(spacing: spacing) { ForEach(parts.indices, id: \.self) { parts[$0] } })
        let size: ControlSize =
          switch buttonSize {
          case .mini: .mini
          case .small: .small
          case .medium: .regular
          case .large: .large
          }
        var view: AnyView
        switch look {
        case .plain: view = AnyView(Button(action: {}) { label }.buttonStyle(.borderless))
        case .gray: view = AnyView(Button(action: {}) { label }.buttonStyle(.bordered))
        case .tinted:
          // A bordered button with a tint fills with the tint at a low opacity, as UIKit's tinted.
          view = AnyView(
            Button(action: {}) { label }.buttonStyle(.bordered).tint(
              tint.map { Color(uiColor: $0) } ?? .accentColor))
        case .filled: view = AnyView(Button(action: {}) { label }.buttonStyle(.borderedProminent))
        }
        if cornerStyle == .capsule { view = AnyView(view.buttonBorderShape(.capsule)) }
        view = AnyView(view.controlSize(size))
        if let tint {
          let color = Color(uiColor: tint)
          // A gray button keeps its gray fill and draws its label in the tint.
          view = look == .gray ? AnyView(view.foregroundStyle(color)) : AnyView(view.tint(color))
        }
        if let baseForegroundColor {
          view = AnyView(view.foregroundStyle(Color(uiColor: baseForegroundColor)))
        }
        return view
      }
    }
  }

  /// UIKit's font attribute of an `AttributedString` (`container.font = UIFont.systemFont(…)`).
  nonisolated public enum UIKitFontAttribute: AttributedStringKey {
    /// A UIKit font.
    public typealias Value = UIFont
    /// The attribute's name.
    public static let name = "NSFont"
  }

  extension AttributeScopes {
    /// UIKit's attributes of an `AttributedString`, as UIKit's scope.
    public struct UIKitAttributes: AttributeScope {
      /// The run's UIKit font.
      public let font: UIKitFontAttribute
    }
    /// UIKit's attributes.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
  }

  extension AttributeDynamicLookup {
    /// UIKit's attributes by name (`container.font = UIFont.systemFont(ofSize: 12)`); SwiftUI's
    /// `font` wins where both would fit.
    @_disfavoredOverload
    public subscript<T: AttributedStringKey>(
      dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>
    ) -> T {
      self[T.self]
    }
  }
#endif
