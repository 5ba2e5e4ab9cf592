import DesignSystem
import TesseraUI
import UILibrary

/// The frame every page of the app shares: a title, an optional subtitle, then the page's
/// content, with margins from the spacing tokens (wider on tablets, where content is also kept
/// to a readable width).
/// - Note: Template (app side, seed 000): page structure without data. The theme's background
///   is painted by the app's root, not here.
public struct PageTemplate<Content: View>: View {
  let title: String
  let subtitle: String?
  let maxContentWidth: CGFloat?
  let styles: any StyleProvider
  let content: Content
  @Environment(\.horizontalSizeClass) var sizeClass

  /// Creates a page frame.
  /// - Parameters:
  ///   - title: The page's heading.
  ///   - subtitle: A line under the heading, or nil.
  ///   - maxContentWidth: On tablets, the widest the content grows, in points; nil: the full width.
  ///   - styles: Where the text styles come from.
  ///   - content: The page's sections, top to bottom.
  public init(
    title: String, subtitle: String? = nil, maxContentWidth: CGFloat? = nil, styles: any StyleProvider,
    @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.subtitle = subtitle
    self.maxContentWidth = maxContentWidth
    self.styles = styles
    self.content = content()
  }

  /// The page.
  public var body: some View {
    let regular = sizeClass == .regular
    VStack(alignment: .leading, spacing: SpacingTokens.lg) {
      VStack(alignment: .leading, spacing: SpacingTokens.xxs) {
        PrimaryText(title, style: styles.primaryText(.title))
        subtitle.map { PrimaryText($0, style: styles.primaryText(.body)) }
      }
      content
    }
    .frame(maxWidth: regular ? maxContentWidth : nil, alignment: .topLeading)
    .padding(.horizontal, regular ? SpacingTokens.xxl : SpacingTokens.md)
    .padding(.top, regular ? SpacingTokens.xxl : SpacingTokens.xl)
    .padding(.bottom, SpacingTokens.md)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: regular ? .top : .topLeading)
  }
}
