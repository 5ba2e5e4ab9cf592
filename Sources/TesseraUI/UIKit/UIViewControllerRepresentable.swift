import Foundation

#if !canImport(Darwin)
  /// A SwiftUI view that shows a UIKit view controller, as SwiftUI's: the controller is made once
  /// and drawn as its view (a `UIHostingController` as its SwiftUI root view); see
  /// `UIViewRepresentable` for what of a UIKit view is drawn. A controller the system presents
  /// itself (a share sheet, a document or image picker) draws nothing here, with a warning.
  @MainActor @preconcurrency public protocol UIViewControllerRepresentable: View {
    /// The UIKit view controller shown.
    associatedtype UIViewControllerType: UIViewController
    /// What passes the controller's events back to SwiftUI; `Void` when there is none.
    associatedtype Coordinator = Void
    /// The context the methods get.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    func makeUIViewController(context: Context) -> UIViewControllerType
    /// Configures the controller with this view's values.
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator, before the controller.
    func makeCoordinator() -> Coordinator
    /// The view's size for a proposal, or nil to let SwiftUI size it.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context)
      -> CGSize?
    /// Cleans up when the view goes away (never, in a still).
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  }

  extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
  }

  extension UIViewControllerRepresentable {
    /// Lets SwiftUI size the view.
    public func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context
    ) -> CGSize? { nil }
    /// Does nothing.
    public static func dismantleUIViewController(
      _ uiViewController: UIViewControllerType, coordinator: Coordinator
    ) {}
    /// The controller's view, drawn as SwiftUI can draw it.
    public var body: UIKitViewControllerHost<Self> { UIKitViewControllerHost(representable: self) }
  }

  /// What a `UIViewControllerRepresentable`'s methods get: its coordinator, environment and
  /// transaction.
  @MainActor @preconcurrency
  public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update.
    public var transaction: Transaction
    /// The environment the view is in.
    public var environment: EnvironmentValues
  }

  /// SwiftUI's controller that shows a SwiftUI view in UIKit: its view draws `rootView`.
  @MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view shown.
    public var rootView: Content {
      didSet { (view as? UIKitHostingView)?.content = AnyView(rootView) }
    }

    /// A controller showing a SwiftUI view.
    public init(rootView: Content) {
      self.rootView = rootView
      super.init(nibName: nil, bundle: nil)
    }
    /// A controller from an archive: none here.
    public required init?(coder: NSCoder) { return nil }

    /// Makes the view that draws the root view.
    open override func loadView() { view = UIKitHostingView(content: AnyView(rootView)) }
  }

  /// The view of a `UIHostingController`: draws its SwiftUI content.
  final class UIKitHostingView: UIView {
    var content: AnyView

    init(content: AnyView) {
      self.content = content
      super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { return nil }

    override func swiftUIContent() -> AnyView? { content }
    override var isDrawnByTessera: Bool { true }
    override var sizesToContent: Bool { true }
  }
#endif
