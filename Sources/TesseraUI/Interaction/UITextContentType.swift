/// What a text field holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The type's name.
  public let rawValue: String
  /// A content type by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A country.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// An organization.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}
