import Foundation

#if !canImport(Darwin)
  /// UIKit's page dots: drawn as SwiftUI's page `TabView` draws its own, a row of 8-point dots 8
  /// points apart in a 26-point-high bar, the current one in `currentPageIndicatorTintColor`
  /// (default white), the others in `pageIndicatorTintColor` (default white at 30 %). The colors
  /// set on `UIPageControl.appearance()` color a page `TabView`'s dots, as on iOS.
  @MainActor @preconcurrency open class UIPageControl: UIControl {
    private static let proxy = UIPageControl()
    /// The proxy every page control, and a page `TabView`'s dots, take their colors from.
    public static func appearance() -> UIPageControl { proxy }
    /// How many pages. Default 0.
    open var numberOfPages = 0
    /// The current page. Default 0.
    open var currentPage = 0
    /// Whether a single page hides the dots. Default false.
    open var hidesForSinglePage = false
    /// The dots' color; nil for white at 30 %.
    open var pageIndicatorTintColor: UIColor?
    /// The current dot's color; nil for white.
    open var currentPageIndicatorTintColor: UIColor?

    open override var intrinsicContentSize: CGSize {
      CGSize(
        width: CGFloat(max(0, numberOfPages)) * (TabViewNode.dotSize + TabViewNode.dotGap)
          + TabViewNode.dotGap,
        height: 26)
    }

    override var isDrawnByTessera: Bool { true }
    override var sizesToContent: Bool { false }

    override func swiftUIContent() -> AnyView? {
      let count = max(0, min(numberOfPages, 200))
      guard count > 0, !(hidesForSinglePage && count == 1) else { return nil }
      let proxy = UIPageControl.appearance()
      let current = Color(
        uiColor: currentPageIndicatorTintColor ?? proxy.currentPageIndicatorTintColor ?? .white)
      let other =
        (pageIndicatorTintColor ?? proxy.pageIndicatorTintColor).map { Color(uiColor: $0) }
        ?? Color.white.opacity(0.3)
      let selected = currentPage
      return AnyView(
        HStack(spacing: TabViewNode.dotGap) {
          ForEach(0..<count, id: \.self) { page in
            Circle().fill(page == selected ? current : other).frame(
              width: TabViewNode.dotSize, height: TabViewNode.dotSize)
          }
        })
    }
  }

  /// UIKit's switch: drawn as SwiftUI's `Toggle` of the same state.
  @MainActor @preconcurrency open class UISwitch: UIControl {
    /// Whether the switch is on. Default false.
    open var isOn = false
    /// The track's color when on; nil for green.
    open var onTintColor: UIColor?
    /// Sets the state.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    override var isDrawnByTessera: Bool { true }

    override func swiftUIContent() -> AnyView? {
      let toggle = Toggle("", isOn: .constant(isOn)).labelsHidden()
      if let onTintColor { return AnyView(toggle.tint(Color(uiColor: onTintColor))) }
      return AnyView(toggle)
    }
  }

  /// UIKit's button: drawn as its title for the normal state, in its tint (or title color), as a
  /// system button is.
  @MainActor @preconcurrency open class UIButton: UIControl {
    /// A button's kind.
    public enum ButtonType: Int, Sendable {
      /// Custom.
      case custom
      /// A system button (the title in the tint).
      case system
      /// A close button.
      case close
    }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    /// The button's configuration (iOS 15's styles); nil for a button of titles and images set per
    /// state.
    open var configuration: UIButton.Configuration?
    /// The menu the button shows (when pressed, or held; never in a still).
    open var menu: UIMenu?
    /// Whether a press shows the menu. Default false.
    open var showsMenuAsPrimaryAction = false
    /// Whether a press selects a menu item as the title (a pop-up button). Default false.
    open var changesSelectionAsPrimaryAction = false
    /// Called when the button's state changes, to update its configuration.
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    private var images: [UInt: UIImage] = [:]
    /// The kind. Default `.system` for `UIButton(type: .system)`, `.custom` otherwise.
    public let buttonType: ButtonType

    /// A button of a kind.
    public init(type buttonType: ButtonType) {
      self.buttonType = buttonType
      super.init(frame: .zero)
    }
    /// A system button with a configuration and an action.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
      self.init(type: .system)
      self.configuration = configuration
    }
    /// A button of a kind with an action, titled with the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
      self.init(type: buttonType)
      if let primaryAction {
        setTitle(primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
      }
    }
    /// Asks for the configuration to be updated: runs the update handler.
    open func setNeedsUpdateConfiguration() { configurationUpdateHandler?(self) }
    /// Updates the configuration now: runs the update handler.
    open func updateConfiguration() { configurationUpdateHandler?(self) }
    /// A custom button with a frame.
    public override init(frame: CGRect) {
      buttonType = .custom
      super.init(frame: frame)
    }
    /// A button from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }
    /// The title for a state.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] }
    /// Sets the title's color for a state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
      titleColors[state.rawValue] = color
    }
    /// Sets the image for a state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for a state.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] }

    override var isDrawnByTessera: Bool { true }
    override var sizesToContent: Bool { true }

    override func swiftUIContent() -> AnyView? {
      if var configuration {
        // Titles and images set per state fill what the configuration leaves out, as UIKit's.
        if configuration.title == nil, configuration.attributedTitle == nil {
          configuration.title = titles[UIControl.State.normal.rawValue]
        }
        if configuration.image == nil { configuration.image = images[UIControl.State.normal.rawValue] }
        if configuration.baseForegroundColor == nil, let color = titleColors[UIControl.State.normal.rawValue]
        {
          configuration.baseForegroundColor = color
        }
        return configuration.swiftUIView(tint: tintColor)
      }
      let title = titles[UIControl.State.normal.rawValue]
      let image = images[UIControl.State.normal.rawValue]
      guard title != nil || image != nil else { return nil }
      let color: Color? =
        titleColors[UIControl.State.normal.rawValue].map { Color(uiColor: $0) }
        ?? (buttonType == .system ? (tintColor.map { Color(uiColor: $0) } ?? Color.accentColor) : nil)
      let label = HStack(spacing: 4) {
        if let image { Image(uiImage: image) }
        if let title { Text(verbatim: title) }
      }
      if let color { return AnyView(label.foregroundColor(color)) }
      return AnyView(label)
    }
  }

  extension UIControl {
    /// The states of a control, for titles and images by state.
    public struct State: OptionSet, Hashable, Sendable {
      /// The states as bits.
      public let rawValue: UInt
      /// A set of states.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// Normal.
      public static let normal: State = []
      /// Highlighted.
      public static let highlighted = State(rawValue: 1 << 0)
      /// Disabled.
      public static let disabled = State(rawValue: 1 << 1)
      /// Selected.
      public static let selected = State(rawValue: 1 << 2)
      /// Focused.
      public static let focused = State(rawValue: 1 << 3)
    }
  }
#endif
