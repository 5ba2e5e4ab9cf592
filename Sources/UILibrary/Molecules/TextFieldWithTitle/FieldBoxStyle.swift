import TesseraUI

/// The library's SwiftUI `TextFieldStyle`: the field on a rounded, filled box with a 1 pt
/// border, 12 pt of padding left and right, a fixed height (both scaled by the density in the
/// environment). Set it on any `TextField` or `SecureField` with `.textFieldStyle(_:)`.
/// - Note: Molecule. Part of ``TextFieldWithTitle``.
public struct FieldBoxStyle: TextFieldStyle, Hashable, Sendable {
  /// The box's fill.
  public var fill: Color
  /// The box's 1 pt border.
  public var border: Color
  /// The box's height in points before density scaling. Default 44.
  public var height: Double
  /// The box's corner radius in points. Default 10.
  public var cornerRadius: Double

  /// Creates a style.
  public init(
    fill: Color, border: Color, height: Double = Constants.minimumControlHeight, cornerRadius: Double = 10
  ) {
    self.fill = fill
    self.border = border
    self.height = height
    self.cornerRadius = cornerRadius
  }

  /// The field in its box.
  public func _body(configuration: TextField<_Label>) -> some View {
    Box(field: configuration, style: self)
  }
}
