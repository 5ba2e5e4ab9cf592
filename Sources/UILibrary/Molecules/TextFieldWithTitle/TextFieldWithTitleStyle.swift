import TesseraUI

/// The look of ``TextFieldWithTitle``: title, value, placeholder and error text styles, and the
/// field's box.
public struct TextFieldWithTitleStyle: Hashable, Sendable {
  /// The title above the field.
  public var title: PrimaryTextStyle
  /// The value.
  public var value: PrimaryTextStyle
  /// The placeholder (shown when the value is empty).
  public var placeholder: PrimaryTextStyle
  /// The error message below the field.
  public var error: PrimaryTextStyle
  /// The field's fill.
  public var fieldFill: Color
  /// The field's border.
  public var border: Color
  /// The field's border when it shows an error.
  public var errorBorder: Color
  /// The field's height in points before density scaling.
  public var height: Double
  /// The field's corner radius.
  public var cornerRadius: Double

  /// Creates a style.
  public init(
    title: PrimaryTextStyle, value: PrimaryTextStyle, placeholder: PrimaryTextStyle, error: PrimaryTextStyle,
    fieldFill: Color, border: Color, errorBorder: Color, height: Double = Constants.minimumControlHeight,
    cornerRadius: Double = 10
  ) {
    self.title = title
    self.value = value
    self.placeholder = placeholder
    self.error = error
    self.fieldFill = fieldFill
    self.border = border
    self.errorBorder = errorBorder
    self.height = height
    self.cornerRadius = cornerRadius
  }
}
