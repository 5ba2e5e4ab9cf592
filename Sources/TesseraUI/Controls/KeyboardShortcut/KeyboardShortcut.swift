/// A key and modifier keys that trigger a control from a hardware keyboard, as SwiftUI's
/// `KeyboardShortcut`. Kept with the control; a still has no keyboard to press it.
public struct KeyboardShortcut: Hashable, Sendable {
  /// How the shortcut adapts to the keyboard's layout and direction.
  public struct Localization: Hashable, Sendable {
    let kind: Int
    /// Adapted to the layout (the default).
    public static let automatic = Localization(kind: 0)
    /// Not mirrored in right-to-left layouts.
    public static let withoutMirroring = Localization(kind: 1)
    /// Used as given.
    public static let custom = Localization(kind: 2)
  }

  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys held with it.
  public var modifiers: EventModifiers
  /// How it adapts to the keyboard.
  public var localization: Localization

  /// `key` with `modifiers` (default Command).
  public init(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: Localization = .automatic
  ) {
    self.key = key
    self.modifiers = modifiers
    self.localization = localization
  }

  /// Return, the default action (a sheet's or alert's confirming button).
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, the cancel action.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// Triggers the control from a hardware keyboard with `key` and `modifiers` (default Command);
  /// kept, no pixels.
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    modifier(BehaviorModifier())
  }

  /// Triggers the control from a hardware keyboard with `key`, `modifiers` and `localization`;
  /// kept, no pixels.
  public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
  ) -> some View {
    modifier(BehaviorModifier())
  }

  /// Triggers the control with `shortcut`; kept, no pixels.
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    modifier(BehaviorModifier())
  }

  /// Triggers the control with `shortcut`, or with none when nil; kept, no pixels.
  @_disfavoredOverload
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(BehaviorModifier())
  }
}
