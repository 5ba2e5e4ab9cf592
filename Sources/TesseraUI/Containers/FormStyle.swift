/// How a `Form` looks, as SwiftUI's `FormStyle`: a style makes a form's view from its
/// configuration. Set one with `.formStyle(_:)`; on iPhone every built-in style draws the
/// inset-grouped look.
@MainActor @preconcurrency
public protocol FormStyle {
  /// The view a form becomes.
  associatedtype Body: View
  /// The view for a configuration.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a style is given.
  typealias Configuration = FormStyleConfiguration
}

nonisolated extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default look.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
nonisolated extension FormStyle where Self == GroupedFormStyle {
  /// Grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
nonisolated extension FormStyle where Self == ColumnsFormStyle {
  /// Columns (grouped on iPhone).
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
  /// The look of forms in this view.
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    self.style { (configuration: FormStyleConfiguration) in
      MainActorBody.call(style, configuration) { $0.makeBody(configuration: $1) }
    }
  }
}

/// A form's content in the inset-grouped list look, as the built-in form styles draw it.
nonisolated struct FormList<Content: View>: View {
  let content: Content
  /// Built-in.
  var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension FormList: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    resolve(List<Never, Content>(content: content, forcedKind: .insetGrouped), context)
  }
}
