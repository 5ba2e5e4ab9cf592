import Foundation

#if !canImport(Darwin)
  /// An effect a `UIVisualEffectView` applies to what is behind it.
  @MainActor @preconcurrency open class UIVisualEffect {
    /// An effect.
    public init() {}
  }

  /// A blur, as UIKit's: drawn as the SwiftUI material of the same name.
  @MainActor @preconcurrency open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur of a style.
    public init(style: Style) {
      self.style = style
      super.init()
    }

    /// The styles of a blur.
    public enum Style: Int, Sendable {
      /// Light.
      case extraLight, light, dark
      /// Regular and prominent, adapting to the color scheme.
      case regular, prominent
      /// The system materials, adapting to the color scheme.
      case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial,
        systemChromeMaterial
      /// The system materials in the light appearance.
      case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight,
        systemThickMaterialLight, systemChromeMaterialLight
      /// The system materials in the dark appearance.
      case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark,
        systemThickMaterialDark, systemChromeMaterialDark

      /// The SwiftUI material drawn for the style, and the color scheme it is fixed to, if any.
      var material: (Material, ColorScheme?) {
        switch self {
        case .systemUltraThinMaterial: return (.ultraThin, nil)
        case .systemThinMaterial: return (.thin, nil)
        case .systemMaterial, .regular: return (.regular, nil)
        case .systemThickMaterial, .prominent: return (.thick, nil)
        case .systemChromeMaterial: return (.bar, nil)
        case .systemUltraThinMaterialLight: return (.ultraThin, .light)
        case .systemThinMaterialLight, .extraLight: return (.thin, .light)
        case .systemMaterialLight, .light: return (.regular, .light)
        case .systemThickMaterialLight: return (.thick, .light)
        case .systemChromeMaterialLight: return (.bar, .light)
        case .systemUltraThinMaterialDark: return (.ultraThin, .dark)
        case .systemThinMaterialDark: return (.thin, .dark)
        case .systemMaterialDark, .dark: return (.regular, .dark)
        case .systemThickMaterialDark: return (.thick, .dark)
        case .systemChromeMaterialDark: return (.bar, .dark)
        }
      }
    }
  }

  /// UIKit's effect view: a blur is drawn as the SwiftUI material of the same name.
  @MainActor @preconcurrency open class UIVisualEffectView: UIView {
    /// The effect. Default nil (nothing drawn).
    open var effect: UIVisualEffect?
    /// The view to add content to, over the effect.
    public let contentView = UIView()

    /// An effect view with an effect.
    public init(effect: UIVisualEffect?) {
      self.effect = effect
      super.init(frame: .zero)
    }
    /// An effect view from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    override var isDrawnByTessera: Bool { true }

    override func swiftUIContent() -> AnyView? {
      guard let blur = effect as? UIBlurEffect else { return nil }
      let (material, scheme) = blur.style.material
      if let scheme { return AnyView(Rectangle().fill(material).environment(\.colorScheme, scheme)) }
      return AnyView(Rectangle().fill(material))
    }
  }
#endif
