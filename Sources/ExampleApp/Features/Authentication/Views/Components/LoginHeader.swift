import DesignSystem
import TesseraUI
import UILibrary

/// The sign-in page's welcome: the shop's icon and a line about what signing in gives.
/// - Note: Molecule (app side): an icon and text from the library.
struct LoginHeader: View {
  let styles: any StyleProvider

  var body: some View {
    HStack(spacing: SpacingTokens.sm) {
      IconView("storefront", style: styles.icon())
      PrimaryText("Your orders, saved items and offers in one place.", style: styles.primaryText(.body))
    }
  }
}
