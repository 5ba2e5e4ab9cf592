/// A number that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`: the value given at the
/// default size (`.large`), scaled by the ratio of the text style's size at the environment's
/// Dynamic Type size to its size at `.large`.
///
/// The Dynamic Type size is taken from the environment before the body runs; outside a body the
/// value is unscaled.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value
  let textStyle: Font.TextStyle
  let installed = InstalledValue()

  /// A metric scaled like `.body`.
  public init(wrappedValue: Value) {
    base = wrappedValue
    textStyle = .body
  }
  /// A metric scaled like a text style.
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }

  /// The scaled value.
  public var wrappedValue: Value {
    let size = installed.value as? DynamicTypeSize ?? .large
    let large = textStyle.size(at: .large)
    guard large > 0 else { return base }
    return base * Value(textStyle.size(at: size) / large)
  }
}

extension ScaledMetric: InstallableProperty, EnvironmentReadingProperty {
  func install(_ context: ResolveContext, identity: UInt64, index: Int) -> Bool {
    installed.value = context.environment.dynamicTypeSize
    return true
  }

  var installedEnvironmentValue: Any { installed.value as Any }
}
