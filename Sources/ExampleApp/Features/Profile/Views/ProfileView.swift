import DesignSystem
import TesseraUI
import UILibrary

/// The profile page: the avatar and name, then the account's rows in a surface; or the
/// loading or failure message the ``ProfileViewModel`` is in.
/// - Note: Page (app side).
public struct ProfileView: View {
  let viewModel: ProfileViewModel
  let styles: any StyleProvider

  /// Creates the page.
  /// - Parameters:
  ///   - viewModel: The state to show.
  ///   - styles: Where the component styles come from.
  public init(viewModel: ProfileViewModel, styles: any StyleProvider) {
    self.viewModel = viewModel
    self.styles = styles
  }

  /// The page.
  public var body: some View {
    PageTemplate(title: "Profile", maxContentWidth: 560, styles: styles) {
      switch viewModel.state {
      case .idle, .loading:
        StatusMessage(.loading, text: "Loading your profile…", styles: styles)
      case .error(let message):
        StatusMessage(.problem, text: message, styles: styles)
      case .content:
        if let avatar = viewModel.avatar, let name = viewModel.displayName {
          HStack(spacing: SpacingTokens.md) {
            AvatarImage(configuration: avatar, style: styles.avatarImage())
            PrimaryText(name, style: styles.primaryText(.headline))
          }
        }
        SurfaceContainer(title: "Account", style: styles.surfaceContainer()) {
          VStack(alignment: .leading, spacing: SpacingTokens.sm) {
            ForEach(viewModel.rows) { row in
              ProfileRowView(row: row, styles: styles)
              if row.id != viewModel.rows.last?.id { DividerLine(style: styles.dividerLine()) }
            }
          }
        }
      }
    }
  }
}
