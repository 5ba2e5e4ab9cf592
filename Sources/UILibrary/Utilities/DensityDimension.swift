import TesseraUI

/// Density as a dimension of preview runs: `--dimension density=compact` renders every preview
/// at that density (`EnvironmentValues.dsDensity`); a run that names none renders regular only.
public enum DensityDimension: PreviewDimension {
  /// "density".
  public static let name = "density"
  /// regular (the default), compact, comfortable.
  public static let values = [Density.regular, .compact, .comfortable].map(\.rawValue)
  /// Regular only.
  public static let defaultValues = [Density.regular.rawValue]

  /// The preview at the density named `value`.
  public static func apply(_ value: String, to content: AnyView) -> AnyView {
    AnyView(content.dsDensity(Density(rawValue: value) ?? .regular))
  }
}
