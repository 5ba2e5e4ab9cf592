import Foundation

#if !canImport(Darwin)
  /// UIKit's image view: drawn as a SwiftUI `Image` of its image, fitted as its content mode says.
  @MainActor @preconcurrency open class UIImageView: UIView {
    /// The image. Default nil.
    open var image: UIImage?

    /// An image view showing an image.
    public init(image: UIImage?) {
      self.image = image
      super.init(frame: .zero)
    }
    /// An image view with a frame and no image.
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// An image view from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    override var isDrawnByTessera: Bool { true }
    override var sizesToContent: Bool { true }

    override func swiftUIContent() -> AnyView? {
      guard let image else { return nil }
      let drawn = Image(uiImage: image)
      switch contentMode {
      case .scaleAspectFit: return AnyView(drawn.resizable().scaledToFit())
      case .scaleAspectFill: return AnyView(drawn.resizable().scaledToFill())
      case .scaleToFill: return AnyView(drawn.resizable())
      default: return AnyView(drawn)
      }
    }
  }
#endif
