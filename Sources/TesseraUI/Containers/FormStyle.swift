/// How a `Form` looks, as SwiftUI's `FormStyle`. On iPhone every style draws the inset-grouped
/// look.
public protocol FormStyle {}

/// The platform's default form look (grouped on iPhone).
public struct AutomaticFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Sections in grouped rows.
public struct GroupedFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

/// Labels and controls in columns (macOS); grouped on iPhone.
public struct ColumnsFormStyle: FormStyle {
  /// Creates the style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The platform's default look.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
  /// Grouped rows.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
  /// Columns (grouped on iPhone).
  public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

extension View {
  /// The look of forms in this view (every style is grouped on iPhone).
  public func formStyle<S: FormStyle>(_ style: S) -> some View {
    modifier(BehaviorModifier())
  }
}
