import Foundation

#if !canImport(Darwin)
  /// UIKit's scroll view: its offset, insets and indicators are kept; a still shows its content from
  /// the top.
  @MainActor @preconcurrency open class UIScrollView: UIView {
    /// How far the content is scrolled, in points. Default zero.
    open var contentOffset: CGPoint = .zero
    /// The content's size, in points.
    open var contentSize: CGSize = .zero
    /// Space around the content, in points.
    open var contentInset: UIEdgeInsets = .zero
    /// Whether the view scrolls. Default true.
    open var isScrollEnabled = true
    /// Whether the content pages. Default false.
    open var isPagingEnabled = false
    /// Whether the content bounces at its ends. Default true.
    open var bounces = true
    /// Whether the vertical indicator shows while scrolling. Default true.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling. Default true.
    open var showsHorizontalScrollIndicator = true
    /// The smallest zoom scale. Default 1.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale. Default 1.
    open var maximumZoomScale: CGFloat = 1
    /// The zoom scale. Default 1.
    open var zoomScale: CGFloat = 1
    /// How the keyboard is dismissed by scrolling. Default `.none`.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// How scrolling dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable {
      /// Not at all.
      case none
      /// When a drag begins.
      case onDrag
      /// Interactively.
      case interactive
    }
  }
#endif
