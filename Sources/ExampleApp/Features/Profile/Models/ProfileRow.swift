/// One line of the profile page: an icon, a label and a value.
public struct ProfileRow: Hashable, Sendable, Identifiable {
  /// A Material icon name.
  public let icon: String
  /// What the value is, such as "Email".
  public let label: String
  /// The value, formatted for display.
  public let value: String

  /// The label, unique within a profile.
  public var id: String { label }

  /// Creates a row.
  public init(icon: String, label: String, value: String) {
    self.icon = icon
    self.label = label
    self.value = value
  }
}
