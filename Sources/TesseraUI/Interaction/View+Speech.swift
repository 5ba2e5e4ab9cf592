// Status: complete for a still: VoiceOver's speech settings and macOS's exit command change no
// pixel, so they are kept and nothing is drawn.

nonisolated extension View {
  /// Whether VoiceOver speaks punctuation in this view's text (kept; no pixels).
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }
  /// Whether VoiceOver spells this view's text out letter by letter (kept; no pixels).
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }
  /// VoiceOver's pitch for this view's text, -1 lowest to 1 highest (kept; no pixels).
  public func speechAdjustedPitch(_ value: Double) -> some View { self }
  /// Whether VoiceOver's announcements wait their turn (kept; no pixels).
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
  /// What kind of text the element holds, for VoiceOver (kept; no pixels).
  public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View { self }
  /// The action for the Escape key on macOS and the Menu button on tvOS (kept: no key is
  /// pressed in a still, and iOS has no such command).
  public func onExitCommand(perform action: (() -> Void)?) -> some View { self }
  /// Scales this view's text as a secondary or default text (iOS 17): kept, the text drawn at
  /// its own size, as `Text.textScale(_:isEnabled:)` is.
  public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View { self }
}
