import Foundation

#if !canImport(Darwin)
  /// What a `UISearchBar` tells its delegate; every method has a default that does nothing.
  @MainActor @preconcurrency public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// The search button was tapped.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// Editing began.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
  }

  extension UISearchBarDelegate {
    /// Does nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
  }

  /// UIKit's search bar: drawn as iOS's search field (a magnifying glass and the text, else the
  /// placeholder, on a 10-point rounded `tertiarySystemFill`, 36 points high in a 56-point bar).
  @MainActor @preconcurrency open class UISearchBar: UIView {
    /// How the bar's background is drawn.
    public enum Style: UInt, Sendable {
      /// As the system decides.
      case `default`
      /// Translucent.
      case prominent
      /// No background, only the field.
      case minimal
    }
    /// The text. Default empty.
    open var text: String? = ""
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The background style. Default `.default`.
    open var searchBarStyle: Style = .default
    /// The delegate.
    open weak var delegate: UISearchBarDelegate?
    /// Whether Return is off while the field is empty. Default false.
    open var enablesReturnKeyAutomatically = false
    /// Whether the cancel button shows. Default false.
    open var showsCancelButton = false
    /// The keyboard shown for editing. Default `.default`.
    open var keyboardType: UIKeyboardType = .default
    /// How typed text is capitalized. Default `.sentences`.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// The bar's text field.
    public let searchTextField = UITextField()

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 56) }
    override var isDrawnByTessera: Bool { true }

    override func swiftUIContent() -> AnyView? {
      let shown = (text?.isEmpty == false) ? text : (placeholder ?? "Search")
      let isPlaceholder = text?.isEmpty != false
      return AnyView(
        HStack(spacing: 6) {
          Image(systemName: "magnifyingglass").foregroundStyle(Color(uiColor: .secondaryLabel))
          Text(verbatim: shown ?? "")
            .foregroundColor(isPlaceholder ? Color(uiColor: .secondaryLabel) : Color(uiColor: .label))
            .lineLimit(1)
          Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color(uiColor: .tertiarySystemFill)))
        .padding(.horizontal, 8)
        .frame(maxWidth: .infinity, maxHeight: .infinity))
    }
  }
#endif
