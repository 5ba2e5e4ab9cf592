import TesseraUI

#Preview("status", traits: .sizeThatFitsLayout) {
  ComponentPreview { styles in
    BadgeWithIcon(icon: "check_circle", label: "In stock", style: styles.badgeWithIcon())
  }
}
