import Foundation

#if !canImport(Darwin)
  /// An action of a `UIAlertController`.
  @MainActor @preconcurrency open class UIAlertAction {
    /// How an action is drawn.
    public enum Style: Int, Sendable {
      /// A normal button.
      case `default`
      /// The cancel button.
      case cancel
      /// A red button.
      case destructive
    }
    /// The button's title.
    public let title: String?
    /// The button's style.
    public let style: Style
    /// Whether the button can be tapped. Default true.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// An action with a title, a style and what a tap does.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
      self.title = title
      self.style = style
      self.handler = handler
    }
  }

  /// UIKit's alert and action sheet: made and configured as on iOS. Presented from UIKit code
  /// (`present(_:animated:)`), which a still does not show, it draws nothing; SwiftUI's `.alert`
  /// and `.confirmationDialog` draw the same alerts.
  @MainActor @preconcurrency open class UIAlertController: UIViewController {
    /// An alert in the middle of the screen or an action sheet at its bottom.
    public enum Style: Int, Sendable {
      /// An action sheet.
      case actionSheet
      /// An alert.
      case alert
    }
    /// The message under the title.
    open var message: String?
    /// The style.
    public let preferredStyle: Style
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text fields, in the order added.
    open private(set) var textFields: [UITextField]?
    /// The action drawn in bold.
    open var preferredAction: UIAlertAction?

    /// An alert or action sheet with a title and a message.
    public init(title: String?, message: String?, preferredStyle: Style) {
      self.message = message
      self.preferredStyle = preferredStyle
      super.init(nibName: nil, bundle: nil)
      self.title = title
    }
    /// An alert from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Adds an action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }
    /// Adds a text field, configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
      let field = UITextField()
      configurationHandler?(field)
      textFields = (textFields ?? []) + [field]
    }
  }
#endif
