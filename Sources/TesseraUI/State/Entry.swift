/// Declares an environment value in an extension of `EnvironmentValues`, as SwiftUI's `@Entry`:
///
///     extension EnvironmentValues {
///       @Entry var accentStyle: AccentStyle = .standard
///     }
///
/// It makes the key type and the getter and setter that a hand-written `EnvironmentKey` would.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TesseraUIMacros", type: "EntryMacro")
