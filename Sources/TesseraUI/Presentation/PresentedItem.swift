/// A presentation shown by a view in a render: what it is, its content and how it is dismissed.
/// The renderer draws the last one over the whole picture (``PresentationNode``).
struct PresentedItem {
  enum Kind {
    /// An alert: title, message, actions.
    case alert(title: String, message: AnyView?, actions: AnyView)
    /// A confirmation dialog (an action sheet on iPhone sizes).
    case dialog(title: String, titleVisible: Bool, message: AnyView?, actions: AnyView)
    /// A sheet (popovers are sheets on iPhone sizes).
    case sheet(AnyView)
    /// A cover of the whole screen.
    case fullScreenCover(AnyView)
  }
  let kind: Kind
  /// The presenter's context: its environment, and the identity the presentation's state hangs on.
  let context: ResolveContext
  /// Sets the presenting binding to false.
  let dismiss: () -> Void
}

/// An alert's or dialog's button: its title, role and action.
struct PresentationAction {
  let title: String
  let role: ButtonRole?
  let isEnabled: Bool
  let action: () -> Void
}

/// The buttons of an alert's or dialog's actions, in order: the preference its buttons set.
enum PresentationActions: PreferenceKey {
  static var defaultValue: [PresentationAction] { [] }
  static func reduce(value: inout [PresentationAction], nextValue: () -> [PresentationAction]) {
    value += nextValue()
  }
}

/// What the content of a sheet says about its presentation (detents, grabber, radius, background).
struct SheetSettings {
  var detents: [PresentationDetent] = []
  var selectedDetent: PresentationDetent?
  var dragIndicator: Visibility = .automatic
  var cornerRadius: Double?
  var background: AnyShapeStyle?

  /// The presentation modifiers of a sheet's content, outermost first (so the innermost wins):
  /// the preference they set, which the sheet reads.
  enum Changes: PreferenceKey {
    static var defaultValue: [(inout SheetSettings) -> Void] { [] }
    static func reduce(
      value: inout [(inout SheetSettings) -> Void], nextValue: () -> [(inout SheetSettings) -> Void]
    ) {
      value += nextValue()
    }
  }
}

/// A modifier that records a presentation when its binding is true.
nonisolated struct PresentationModifier: BuiltInModifier {
  let isPresented: Bool
  let make: (ResolveContext) -> PresentedItem
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    let nodes = content(context)
    if isPresented { context.graph.present(make(context.child(0x5052_4553))) }
    return nodes
  }
}
