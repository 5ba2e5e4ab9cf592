import TesseraUI

extension FieldBoxStyle {
  /// A field in a ``FieldBoxStyle`` box, scaled by the environment's density.
  /// - Note: Molecule. Part of ``TextFieldWithTitle``.
  struct Box: View {
    let field: TextField<FieldBoxStyle._Label>
    let style: FieldBoxStyle
    @Environment(\.dsDensity) var density

    var body: some View {
      field
        .padding(.horizontal, 12 * density.scale)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(minHeight: max(Density.minimumTapSize, style.height * density.scale))
        .modifier(
          RoundedSurfaceModifier(
            fill: style.fill, cornerRadius: style.cornerRadius, border: style.border, borderWidth: 1))
    }
  }
}
