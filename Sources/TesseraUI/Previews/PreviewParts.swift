/// A view that `PreviewProvider.previews` splits into several previews, as SwiftUI shows each
/// view of a `Group` (or of the `previews` block itself) as a preview of its own.
protocol PreviewParts {
  /// Each view with the settings its preview modifiers give.
  var previewParts: [(view: AnyView, settings: EnvironmentValues)] { get }
}

/// A view whose preview modifiers (`.previewDisplayName`, `.previewLayout`, `.previewDevice`,
/// `.previewInterfaceOrientation`) can be read without rendering it.
protocol PreviewSettingsReading {
  /// Applies the view's environment modifiers, outermost first, to `settings`.
  func readPreviewSettings(_ settings: inout EnvironmentValues)
}

/// The previews of a `PreviewProvider`'s view: one per view of a top-level `Group` or block, else
/// the view itself.
func previewParts<V: View>(of view: V) -> [(view: AnyView, settings: EnvironmentValues)] {
  if let parts = view as? PreviewParts { return parts.previewParts }
  var settings = EnvironmentValues()
  (view as? PreviewSettingsReading)?.readPreviewSettings(&settings)
  return [(AnyView(view), settings)]
}

extension Group: PreviewParts {
  var previewParts: [(view: AnyView, settings: EnvironmentValues)] { TesseraUI.previewParts(of: content) }
}

extension TupleView: PreviewParts {
  var previewParts: [(view: AnyView, settings: EnvironmentValues)] {
    var parts: [(view: AnyView, settings: EnvironmentValues)] = []
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
