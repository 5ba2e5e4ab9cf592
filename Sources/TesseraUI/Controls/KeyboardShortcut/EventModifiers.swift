/// Modifier keys held with a key, as SwiftUI's `EventModifiers`.
nonisolated public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The keys' bits.
  public let rawValue: Int

  /// Modifier keys from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key of the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier key.
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}
