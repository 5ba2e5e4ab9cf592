/// The button that turns editing on and off, as SwiftUI's `EditButton`: "Edit" (or "Done" while
/// the environment's edit mode is active) in the tint color (on iOS 26's glass bar, in the bar's
/// label color).
nonisolated public struct EditButton: View {
  /// Creates the button.
  public init() {}

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension EditButton: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var env = context.environment
    let editing = env.editMode?.wrappedValue.isEditing ?? false
    // On iOS 26's glass bar items are in the label color the bar sets; elsewhere the tint.
    if !(env.systemDesign == .ios26 && env.foregroundBase != nil) {
      env.foregroundStyle = AnyShapeStyle(env.tint ?? Color.accentColor)
    }
    let title = editing ? "Done" : "Edit"
    return resolve(Text(verbatim: title).fontWeight(editing ? .semibold : nil), context.with(env))
  }
}
