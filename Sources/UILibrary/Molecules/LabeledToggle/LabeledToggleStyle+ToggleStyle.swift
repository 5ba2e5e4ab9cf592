import TesseraUI

/// ``LabeledToggleStyle`` is the library's SwiftUI `ToggleStyle`.
extension LabeledToggleStyle: ToggleStyle {
  /// The label on the leading side and a switch on the trailing side: a 51x31 pt capsule track
  /// (the on or off color) with a 27 pt thumb inset 2 pt, at the trailing end when on (iOS's
  /// switch metrics); at least `minimumHeight` tall, scaled by the density in the environment.
  /// A tap flips the binding. Disabled, it draws at 40% opacity.
  public func makeBody(configuration: Configuration) -> some View {
    Face(label: configuration.label, isOn: configuration.$isOn, style: self)
  }
}
