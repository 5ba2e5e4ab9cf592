import Foundation

#if !canImport(Darwin)
  /// What a `UIScrollView` tells its delegate; every method has a default. Nothing scrolls or
  /// zooms in a still, so none is called.
  @MainActor @preconcurrency public protocol UIScrollViewDelegate: AnyObject {
    /// The view scrolled.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The view zoomed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Dragging began.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// The view that zooms.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming ended.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
  }

  extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// None.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
  }

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
    /// The delegate.
    open weak var delegate: UIScrollViewDelegate?
    /// Whether zooming bounces past its limits. Default true.
    open var bouncesZoom = true
    /// Sets the zoom scale, held to the limits (nothing moves in a still).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
      zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }
    /// Zooms so a rectangle fills the view: the zoom is kept, nothing moves in a still.
    open func zoom(to rect: CGRect, animated: Bool) {}
    /// Sets the offset (nothing moves in a still).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
      self.contentOffset = contentOffset
    }
    /// Scrolls so a rectangle is visible: nothing moves in a still.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {}
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
