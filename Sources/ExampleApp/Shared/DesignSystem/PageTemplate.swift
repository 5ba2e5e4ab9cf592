import DesignSystem
import TesseraUI
import UILibrary

/// The frame every tab page of the app shares: the title as the navigation bar's large title,
/// then, in a vertical scroll view, an optional subtitle and the page's content, with margins
/// from the spacing tokens (wider on regular-width screens, where content is also kept to a
/// readable width and centered).
/// - Note: Template (app side, seed 000): page structure without data. The theme's background
///   is painted by ``AppScreen``, not here.
public struct PageTemplate<Content: View>: View {
  let title: String
  let subtitle: String?
  let maxContentWidth: CGFloat?
  let styles: any StyleProvider
  let content: Content
  @Environment(\.horizontalSizeClass) var sizeClass

  /// Creates a page frame.
  /// - Parameters:
  ///   - title: The page's heading, shown as the navigation bar's large title.
  ///   - subtitle: A line above the content, or nil.
  ///   - maxContentWidth: On regular-width screens, the widest the content grows, in points;
  ///     nil: the full width.
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
    ScrollView {
      VStack(alignment: .leading, spacing: SpacingTokens.lg) {
        subtitle.map { PrimaryText($0, style: styles.primaryText(.body)) }
        content
      }
      .frame(maxWidth: regular ? maxContentWidth : nil, alignment: .topLeading)
      .padding(.horizontal, regular ? SpacingTokens.xxl : SpacingTokens.md)
      .padding(.top, SpacingTokens.xs)
      .padding(.bottom, SpacingTokens.lg)
      .frame(maxWidth: .infinity, alignment: regular ? .top : .topLeading)
    }
    .navigationTitle(title)
  }
}
