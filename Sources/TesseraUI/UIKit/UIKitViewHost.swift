import Foundation
import TesseraDisplayList

#if !canImport(Darwin)
  /// The body of a `UIViewRepresentable`: makes its coordinator and UIKit view once per place in the
  /// view graph, updates it, and draws what SwiftUI can draw of it.
  nonisolated public struct UIKitViewHost<Representable: UIViewRepresentable>: View {
    let representable: Representable
    /// A primitive view.
    public var body: PrimitiveBody { PrimitiveBody() }
  }

  /// The body of a `UIViewControllerRepresentable`: makes its coordinator and controller once per
  /// place in the view graph, updates it, and draws what SwiftUI can draw of its view.
  nonisolated public struct UIKitViewControllerHost<Representable: UIViewControllerRepresentable>: View {
    let representable: Representable
    /// A primitive view.
    public var body: PrimitiveBody { PrimitiveBody() }
  }

  /// A representable's coordinator and UIKit object, kept in the view graph between renders.
  final class UIKitSlot<Coordinator, Object>: @unchecked Sendable {
    var coordinator: Coordinator?
    var object: Object?
  }

  nonisolated extension UIKitViewHost: ResolvableView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
      let here = context.child(type: Self.self)
      let slot = here.graph.slot(here.identity, 0) {
        UIKitSlot<Representable.Coordinator, Representable.UIViewType>()
      }
      let environment = context.environment
      // UIKit code sees the view's environment (a text style's size at its Dynamic Type size).
      let made = EnvironmentValues.$current.withValue(environment) {
        MainActorBody.call(representable) { rep -> (UIKitDrawing, (ProposedViewSize) -> CGSize?) in
          let coordinator = slot.coordinator ?? rep.makeCoordinator()
          slot.coordinator = coordinator
          let ctx = UIViewRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment)
          let view = slot.object ?? rep.makeUIView(context: ctx)
          slot.object = view
          rep.updateUIView(view, context: ctx)
          let fits: (ProposedViewSize) -> CGSize? = { proposal in
            MainActorBody.call(rep) { $0.sizeThatFits(proposal, uiView: view, context: ctx) }
          }
          return (UIKitDrawing(view, in: String(describing: Representable.self)), fits)
        }
      }
      return [made.0.node(context, sizeThatFits: made.1)]
    }
  }

  nonisolated extension UIKitViewControllerHost: ResolvableView {
    func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
      let here = context.child(type: Self.self)
      let slot = here.graph.slot(here.identity, 0) {
        UIKitSlot<Representable.Coordinator, Representable.UIViewControllerType>()
      }
      let environment = context.environment
      // UIKit code sees the view's environment (a text style's size at its Dynamic Type size).
      let made = EnvironmentValues.$current.withValue(environment) {
        MainActorBody.call(representable) { rep -> (UIKitDrawing, (ProposedViewSize) -> CGSize?) in
          let coordinator = slot.coordinator ?? rep.makeCoordinator()
          slot.coordinator = coordinator
          let ctx = UIViewControllerRepresentableContext<Representable>(
            coordinator: coordinator, transaction: Transaction(), environment: environment)
          let controller = slot.object ?? rep.makeUIViewController(context: ctx)
          slot.object = controller
          rep.updateUIViewController(controller, context: ctx)
          let fits: (ProposedViewSize) -> CGSize? = { proposal in
            MainActorBody.call(rep) { $0.sizeThatFits(proposal, uiViewController: controller, context: ctx) }
          }
          var drawing = UIKitDrawing(controller.view ?? UIView(), in: String(describing: Representable.self))
          if controller is UIActivityViewController || controller is UIDocumentPickerViewController
            || controller is UIImagePickerController || controller is UIAlertController
            || controller is PHPickerViewController
          {
            let name = String(describing: type(of: controller))
            drawing.undrawn = "\(name) is presented by the system, outside the app's views"
          } else if let browser = controller as? SFSafariViewController {
            drawing.undrawn =
              "SFSafariViewController in \(Representable.self): the web page \(browser.url.absoluteString) is not drawn (a still loads no page)"
          }
          return (drawing, fits)
        }
      }
      return [made.0.node(context, sizeThatFits: made.1)]
    }
  }

  /// What SwiftUI can draw of a UIKit view, read from it on the main actor: its content as a SwiftUI
  /// view, its layer, and how it sizes.
  struct UIKitDrawing {
    var content: AnyView?
    var background: Color?
    var cornerRadius: Double
    var continuousCorners: Bool
    var clips: Bool
    var borderWidth: Double
    var borderColor: Color?
    var shadow: (color: Color, radius: Double, offset: CGSize)?
    var opacity: Double
    var isHidden: Bool
    var intrinsic: CGSize
    var sizesToContent: Bool
    var huggingHigh: (horizontal: Bool, vertical: Bool)
    var resistsCompression: (horizontal: Bool, vertical: Bool)
    /// Why part of the view is not drawn, for the render's warnings; nil when all of it is.
    var undrawn: String?
    /// What the view's own `draw(_:)` draws, when it draws anything.
    var selfDrawing: AnyView?

    @MainActor init(_ view: UIView, in representable: String) {
      content = view.swiftUIContent()
      background =
        view.backgroundColor.map { Color(uiColor: $0) }
        ?? view.layer.backgroundColor.map { Color(cgColor: $0) }
      let layer = view.layer
      cornerRadius = layer.cornerRadius.isFinite ? max(0, Double(layer.cornerRadius)) : 0
      continuousCorners = layer.cornerCurve == .continuous
      clips = layer.masksToBounds
      borderWidth = layer.borderWidth.isFinite ? max(0, Double(layer.borderWidth)) : 0
      borderColor = layer.borderColor.map { Color(cgColor: $0) }
      if layer.shadowOpacity > 0, let color = layer.shadowColor {
        shadow = (
          Color(cgColor: color).opacity(Double(min(1, layer.shadowOpacity))), Double(layer.shadowRadius),
          layer.shadowOffset
        )
      }
      opacity = view.alpha.isFinite ? min(1, max(0, Double(view.alpha))) * Double(layer.opacity) : 1
      isHidden = view.isHidden || layer.isHidden
      intrinsic = view.intrinsicContentSize
      sizesToContent = view.sizesToContent
      huggingHigh = (
        view.contentHuggingPriority(for: .horizontal) >= .defaultHigh,
        view.contentHuggingPriority(for: .vertical) >= .defaultHigh
      )
      resistsCompression = (
        view.contentCompressionResistancePriority(for: .horizontal) >= .defaultHigh,
        view.contentCompressionResistancePriority(for: .vertical) >= .defaultHigh
      )
      // A view that draws itself (a subclass's `draw(_:)`): tried once at its size, or 100 points
      // square while it has none; when it draws anything, it is drawn at the size it is laid out.
      if !view.isDrawnByTessera {
        let size =
          view.bounds.width > 0 && view.bounds.height > 0 ? view.bounds.size : CGSize(width: 100, height: 100)
        if !UIKitDrawing.record(view, size: size).operations.isEmpty {
          selfDrawing = AnyView(
            Canvas { context, size in
              MainActorBody.call(view) { UIKitDrawing.record($0, size: size) }.replay(into: context)
            })
        }
      }
      let name = String(describing: type(of: view))
      if !view.subviews.isEmpty {
        undrawn = "\(name) in \(representable): its \(view.subviews.count) UIKit subview(s) are not drawn"
      } else if !view.isDrawnByTessera && selfDrawing == nil {
        undrawn = "\(name) in \(representable) is drawn as its background and layer only"
      }
    }

    /// What `view.draw(_:)` draws at `size`, as UIKit calls it: the view sized to it, its bounds
    /// the rectangle, a fresh context current.
    @MainActor static func record(_ view: UIView, size: CGSize) -> CGContext {
      let context = CGContext(size: size, scale: 1, isOpaque: false)
      if view.frame.size != size { view.frame.size = size }
      UIGraphicsContextStack.with(context) { view.draw(CGRect(origin: .zero, size: size)) }
      return context
    }

    /// The SwiftUI view drawn for the UIKit view, filling the frame it is given.
    var drawn: AnyView {
      let radius = cornerRadius
      let shape = RoundedRectangle(cornerRadius: radius, style: continuousCorners ? .continuous : .circular)
      var view = AnyView(
        ZStack {
          if let background { shape.fill(background) }
          if let selfDrawing { selfDrawing }
          if let content { content }
          if borderWidth > 0, let borderColor { shape.strokeBorder(borderColor, lineWidth: borderWidth) }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity))
      if clips { view = AnyView(view.clipShape(shape)) }
      if let shadow {
        view = AnyView(
          view.shadow(
            color: shadow.color, radius: shadow.radius, x: shadow.offset.width, y: shadow.offset.height))
      }
      if opacity < 1 { view = AnyView(view.opacity(opacity)) }
      return view
    }

    func node(_ context: ResolveContext, sizeThatFits: @escaping (ProposedViewSize) -> CGSize?) -> LayoutNode
    {
      if let undrawn { context.diagnostics.warn(undrawn) }
      let drawnNode = stackOf(resolve(isHidden ? AnyView(Color.clear) : drawn, context), context)
      let measured = sizesToContent ? content.map { stackOf(resolve($0, context), context) } : nil
      return UIKitViewNode(drawing: self, child: drawnNode, measured: measured, sizeThatFits: sizeThatFits)
    }

    private func stackOf(_ nodes: [LayoutNode], _ context: ResolveContext) -> LayoutNode {
      nodes.count == 1
        ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: context.environment)
    }
  }

  /// Lays out a UIKit view as SwiftUI does (the representable's size, else the proposal held to
  /// the intrinsic size where hugging or compression resistance is high) and draws it.
  final class UIKitViewNode: WrapperNode {
    let intrinsic: CGSize
    let huggingHigh: (horizontal: Bool, vertical: Bool)
    let resistsCompression: (horizontal: Bool, vertical: Bool)
    let measured: LayoutNode?
    let userSize: (ProposedViewSize) -> CGSize?

    init(
      drawing: UIKitDrawing, child: LayoutNode, measured: LayoutNode?,
      sizeThatFits: @escaping (ProposedViewSize) -> CGSize?
    ) {
      intrinsic = drawing.intrinsic
      huggingHigh = drawing.huggingHigh
      resistsCompression = drawing.resistsCompression
      self.measured = measured
      userSize = sizeThatFits
      super.init(child: child)
    }

    override func sizeThatFits(_ p: ProposedViewSize) -> Size {
      if let s = userSize(p), s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 {
        return Size(width: Double(s.width), height: Double(s.height))
      }
      // The intrinsic size: the view's own answer, else (a label, an image) its content's size.
      var natural = (
        width: intrinsic.width >= 0 ? Double(intrinsic.width) : nil,
        height: intrinsic.height >= 0 ? Double(intrinsic.height) : nil
      )
      if let measured, natural.width == nil || natural.height == nil {
        let m = measured.size(for: ProposedViewSize(width: p.width, height: nil))
        natural.width = natural.width ?? m.width
        natural.height = natural.height ?? m.height
      }
      func axis(_ proposed: Double?, _ natural: Double?, hug: Bool, resist: Bool) -> Double {
        guard let natural else { return proposed ?? 10 }
        guard var size = proposed, size.isFinite else { return natural }
        if hug { size = min(size, natural) }
        if resist { size = max(size, natural) }
        return size
      }
      return Size(
        width: axis(
          p.width, natural.width, hug: huggingHigh.horizontal, resist: resistsCompression.horizontal),
        height: axis(p.height, natural.height, hug: huggingHigh.vertical, resist: resistsCompression.vertical)
      )
    }

    override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
      child.render(in: rect, proposal: ProposedViewSize(rect.size), into: &items)
    }
  }
#endif
