import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint color (as a
/// borderless button). A test host's tap records the URL in the environment's `openURL` action.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  /// A link with a label view.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  /// A button opening the URL.
  public var body: some View {
    LinkBody(destination: destination, label: AnyView(label))
  }
}

nonisolated extension Link where Label == Text {
  /// A link titled with a localized string key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

nonisolated struct LinkBody: View {
  let destination: URL
  let label: AnyView
  @Environment(\.openURL) var openURL

  var body: some View {
    let open = openURL
    let url = destination
    return Button(action: { open(url) }) { label }.buttonStyle(BorderlessButtonStyle())
  }
}

struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { OpenURLAction(record: { _ in }) }
}

extension EnvironmentValues {
  /// The action links and `openURL(_:)` calls use. Default: does nothing.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
