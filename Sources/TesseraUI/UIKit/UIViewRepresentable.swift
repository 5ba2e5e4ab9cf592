import Foundation

#if !canImport(Darwin)
  /// A SwiftUI view that shows a UIKit view, as SwiftUI's: `makeUIView(context:)` makes it once,
  /// `updateUIView(_:context:)` configures it with the view's current values.
  ///
  /// Status: partial. Tessera has no UIKit to draw with: the UIKit view is drawn as what SwiftUI
  /// can draw of it (its background color and layer's corners, border and shadow; a `UILabel`'s
  /// text, a `UIImageView`'s image, a `UIVisualEffectView`'s blur as the material of that name, a
  /// `UITextView`'s text, a spinning `UIActivityIndicatorView`). Anything else it shows (subviews,
  /// custom `draw(_:)`, a map or a web page) is not drawn, and the render's warnings say so. Its size
  /// is `sizeThatFits(_:uiView:context:)`'s answer when it gives one, else the proposal, held to the
  /// view's intrinsic size where its hugging or compression resistance is high, as SwiftUI does.
  @MainActor @preconcurrency public protocol UIViewRepresentable: View {
    /// The UIKit view shown.
    associatedtype UIViewType: UIView
    /// What passes the UIKit view's events back to SwiftUI; `Void` when there is none.
    associatedtype Coordinator = Void
    /// The context `makeUIView` and `updateUIView` get.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once.
    func makeUIView(context: Context) -> UIViewType
    /// Configures the UIKit view with this view's values.
    func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator, before the UIKit view.
    func makeCoordinator() -> Coordinator
    /// The view's size for a proposal, or nil to let SwiftUI size it.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
    /// Cleans up when the view goes away (never, in a still).
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  }

  extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
  }

  extension UIViewRepresentable {
    /// Lets SwiftUI size the view.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? {
      nil
    }
    /// Does nothing.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    /// The UIKit view, drawn as SwiftUI can draw it.
    public var body: UIKitViewHost<Self> { UIKitViewHost(representable: self) }
  }

  /// What a `UIViewRepresentable`'s methods get: its coordinator, environment and transaction.
  @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues
  }
#endif
