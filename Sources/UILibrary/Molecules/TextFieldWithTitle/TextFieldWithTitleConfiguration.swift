/// What a field shows (seed 003: variant logic behind a private protocol).
private protocol FieldContentLogic: Sendable {
  func displayed(_ value: String) -> String
}

private struct PlainField: FieldContentLogic {
  func displayed(_ value: String) -> String { value }
}

/// Secure fields show one bullet per character.
private struct SecureField: FieldContentLogic {
  func displayed(_ value: String) -> String { String(repeating: "•", count: value.count) }
}

/// The content of a ``TextFieldWithTitle``: title, value, placeholder, whether it is secure, and
/// an error message.
public struct TextFieldWithTitleConfiguration: Sendable {
  /// The title.
  public let title: String
  /// The value typed.
  public let value: String
  /// The hint shown when the value is empty.
  public let placeholder: String
  /// The error message, or nil.
  public let errorMessage: String?
  private let logic: any FieldContentLogic

  /// Creates a configuration.
  public init(
    title: String, value: String = "", placeholder: String = "", secure: Bool = false,
    errorMessage: String? = nil
  ) {
    self.title = title
    self.value = value
    self.placeholder = placeholder
    self.errorMessage = errorMessage
    logic = secure ? SecureField() : PlainField()
  }

  /// What the field shows: the value (bullets when secure), or nil when empty.
  public var displayedValue: String? { value.isEmpty ? nil : logic.displayed(value) }
  /// The placeholder when the value is empty, or nil.
  public var displayedPlaceholder: String? { value.isEmpty ? placeholder : nil }
  /// Whether the field hides what is typed (a `SecureField`).
  public var isSecure: Bool { logic is SecureField }
  /// Whether the field shows an error.
  public var hasError: Bool { errorMessage != nil }
}
