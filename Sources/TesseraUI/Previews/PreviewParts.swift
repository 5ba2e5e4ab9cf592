/// A view that `PreviewProvider.previews` splits into several previews, as SwiftUI shows each
/// view of a `Group` (or of the `previews` block itself) as a preview of its own.
protocol PreviewParts {
  /// Each view with the settings its preview modifiers give.
  var previewParts: [PreviewPart] { get }
}

/// A view whose preview modifiers (`.previewDisplayName`, `.previewLayout`, `.previewDevice`,
/// `.previewInterfaceOrientation`) can be read without rendering it.
protocol PreviewSettingsReading {
  /// Applies the view's environment modifiers, outermost first, to `settings`.
  func readPreviewSettings(_ settings: inout EnvironmentValues)
}

/// One preview of a `PreviewProvider`: its view, the settings of its preview modifiers, and how to
/// apply its outer environment modifiers to other values.
struct PreviewPart {
  let view: AnyView
  let settings: EnvironmentValues
  let read: (inout EnvironmentValues) -> Void
}

/// The previews of a `PreviewProvider`'s view: one per view of a top-level `Group` or block, else
/// the view itself.
func previewParts<V: View>(of view: V) -> [PreviewPart] {
  if let parts = view as? PreviewParts { return parts.previewParts }
  var settings = EnvironmentValues()
  let reading = view as? PreviewSettingsReading
  reading?.readPreviewSettings(&settings)
  return [PreviewPart(view: AnyView(view), settings: settings, read: { reading?.readPreviewSettings(&$0) })]
}

/// Applies the environment modifiers outside `view` to `environment`.
func readOuterEnvironment<V: View>(of view: V, into environment: inout EnvironmentValues) {
  (view as? PreviewSettingsReading)?.readPreviewSettings(&environment)
}

extension Group: PreviewParts {
  var previewParts: [PreviewPart] { TesseraUI.previewParts(of: content) }
}

extension TupleView: PreviewParts {
  var previewParts: [PreviewPart] {
    var parts: [PreviewPart] = []
    for view in repeat each value { parts += TesseraUI.previewParts(of: view) }
    return parts
  }
}

extension ModifiedContent: PreviewSettingsReading {
  func readPreviewSettings(_ settings: inout EnvironmentValues) {
    if let environment = modifier as? EnvironmentModifier { environment.transform(&settings) }
    (content as? PreviewSettingsReading)?.readPreviewSettings(&settings)
  }
}
