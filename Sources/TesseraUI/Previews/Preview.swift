/// A preview declared with `#Preview`: its name, traits, place in the source and body.
///
///     #Preview("Dark") {
///       ProfileCard(user: .sample).environment(\.colorScheme, .dark)
///     }
///
/// The macro declares a type holding this value (`PreviewRegistration`), so previews compile as in
/// SwiftUI; finding them all in a module is the job of Tessera's previews tooling.
public struct Preview: Sendable {
  /// The name given, or nil (tools then name it by its line).
  public let name: String?
  /// The traits (layout, orientation) given.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The file that declares it, as `#fileID` (`Module/File.swift`).
  public let fileID: String
  /// The line of the `#Preview`.
  public let line: Int
  private let make: @MainActor @Sendable () -> AnyView

  /// A preview of the view `body` builds (what `#Preview` expands to; write the macro instead).
  @MainActor
  public init<Content: View>(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
    @ViewBuilder body: @escaping @MainActor () -> Content
  ) {
    self.name = name
    self.traits = traits
    self.fileID = fileID
    self.line = line
    let box = UncheckedBox(body)
    make = { AnyView(box.value()) }
  }

  /// The view to render.
  @MainActor public func makeView() -> AnyView { make() }

  /// The traits of a view preview.
  public enum ViewTraits: Sendable {}
}

/// The type `#Preview` declares for each preview.
@MainActor
public protocol PreviewRegistration {
  /// The preview.
  static var preview: Preview { get }
}

/// Declares a preview of a view (SwiftUI's `#Preview`), with an optional name and traits.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraUIMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as a property of the previewed view
/// (`@Previewable @State var isOn = true`), as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TesseraUIMacros", type: "PreviewableMacro")
