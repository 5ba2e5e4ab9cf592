extension ErrorBadge {
  /// A payment error.
  public static var previews: [ComponentPreview] {
    [
      ComponentPreview(component: "ErrorBadge", layer: .molecule, variant: "message") { styles in
        ErrorBadge(message: "Payment declined", style: styles.errorBadge()).eraseToAnyView()
      }
    ]
  }
}
