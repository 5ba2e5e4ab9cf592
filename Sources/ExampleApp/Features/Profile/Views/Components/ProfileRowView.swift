import DesignSystem
import TesseraUI
import UILibrary

/// One profile line: the library's `LabeledIcon` on the leading side, the value on
/// the trailing side.
/// - Note: Molecule (app side).
struct ProfileRowView: View {
  let row: ProfileRow
  let styles: any StyleProvider

  var body: some View {
    HStack(spacing: SpacingTokens.sm) {
      LabeledIcon(icon: row.icon, label: row.label, style: styles.labeledIcon())
      Spacer(minLength: SpacingTokens.sm)
      PrimaryText(row.value, style: styles.primaryText(.body)).lineLimit(1)
    }
  }
}
