extension BadgeWithIcon {
  /// A status badge.
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "BadgeWithIcon", layer: .molecule, variant: "status") { styles in
        BadgeWithIcon(icon: "check_circle", label: "In stock", style: styles.badgeWithIcon()).eraseToAnyView()
      }
    ]
  }
}
