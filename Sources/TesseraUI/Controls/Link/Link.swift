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

/// The action that opens URLs, as SwiftUI's `OpenURLAction` (`\.openURL`): in Tessera it records
/// each URL (read them with ``openedURLs``) and opens nothing.
public struct OpenURLAction: Sendable {
  let handler: @Sendable (URL) -> Void

  /// An action calling `handler` with each URL (SwiftUI's initializer takes a result; the
  /// result is ignored here).
  public init(handler: @escaping @Sendable (URL) -> Result) {
    self.handler = { _ = handler($0) }
  }

  init(record: @escaping @Sendable (URL) -> Void) { handler = record }

  /// Opens (records) a URL.
  public func callAsFunction(_ url: URL) { handler(url) }

  /// What a handler did with a URL.
  public enum Result: Sendable {
    /// Handled.
    case handled
    /// Dropped.
    case discarded
    /// Passed to the system.
    case systemAction
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
