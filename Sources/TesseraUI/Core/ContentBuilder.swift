// Status: partial. SwiftUI's SDK 27 names its builder `ContentBuilder` and lets it build any
// content type; here it is the view builder under that name, so `@ContentBuilder` works where
// the content is views (a toolbar's content still takes `@ToolbarContentBuilder`).

/// The result builder of views and other content, as SwiftUI's `ContentBuilder` (a type alias
/// for ``ViewBuilder``): apply it to closure parameters, computed properties or protocol
/// requirements that produce views.
public typealias ContentBuilder = ViewBuilder
