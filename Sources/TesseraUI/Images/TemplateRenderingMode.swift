/// How an image takes its color, as SwiftUI's `Image.TemplateRenderingMode`.
public enum TemplateRenderingMode: Hashable, Sendable {
  /// In the foreground style.
  case template
  /// In its own colors.
  case original
}

nonisolated extension Image {
  /// How an image takes its color.
  public typealias TemplateRenderingMode = TesseraUI.TemplateRenderingMode
}
