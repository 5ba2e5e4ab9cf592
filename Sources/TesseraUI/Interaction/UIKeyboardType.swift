/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits.
  case numberPad
  /// A phone pad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}
