import Foundation

#if !canImport(Darwin)
  /// UIKit's spinner: drawn as SwiftUI's circular `ProgressView` while it animates (or when it does
  /// not hide when stopped).
  @MainActor @preconcurrency open class UIActivityIndicatorView: UIView {
    /// The spinner's size.
    public enum Style: Int, Sendable {
      /// Medium (20 pt).
      case medium
      /// Large (37 pt).
      case large
    }
    /// The style. Default `.medium`.
    open var style: Style
    /// The spinner's color; nil for the default gray.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    // Implicitly unwrapped as UIKit declares it, so iOS code reading its members compiles.
    open var color: UIColor!
    /// Whether the spinner hides when it stops. Default true.
    open var hidesWhenStopped = true
    /// Whether the spinner is animating.
    open private(set) var isAnimating = false

    /// A spinner of a style.
    public init(style: Style = .medium) {
      self.style = style
      super.init(frame: .zero)
    }
    /// A spinner from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Starts the spinner.
    open func startAnimating() { isAnimating = true }
    /// Stops the spinner.
    open func stopAnimating() { isAnimating = false }

    open override var intrinsicContentSize: CGSize {
      style == .large ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20)
    }

    override var isDrawnByTessera: Bool { true }

    override func swiftUIContent() -> AnyView? {
      guard isAnimating || !hidesWhenStopped else { return nil }
      let spinner = ProgressView().controlSize(style == .large ? .large : .regular)
      if let color { return AnyView(spinner.tint(Color(uiColor: color))) }
      return AnyView(spinner)
    }
  }
#endif
