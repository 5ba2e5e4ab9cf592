import DesignSystem
import TesseraUI
import UILibrary

/// What the dashboard shows when there are no products: an icon and two lines in a surface.
/// - Note: Molecule (app side).
struct EmptyDashboard: View {
  let styles: any StyleProvider

  var body: some View {
    SurfaceContainer(title: "Nothing here yet", style: styles.surfaceContainer()) {
      HStack(alignment: .top, spacing: SpacingTokens.sm) {
        IconView("inventory_2", style: styles.icon())
        PrimaryText(
          "New products arrive every week. Pull to refresh later, or browse the categories.",
          style: styles.primaryText(.body))
      }
    }
  }
}
