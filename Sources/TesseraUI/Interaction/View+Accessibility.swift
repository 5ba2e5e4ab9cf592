import TesseraDisplayList

nonisolated extension View {
  /// The label VoiceOver reads (recorded on the display list).
  public func accessibilityLabel(_ label: Text) -> some View {
    accessibilityLabel(label.content)
  }
  /// The label VoiceOver reads.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    let text = String(label)
    return accessibility { $0.label = text }
  }
  /// The view shown enlarged while a reader with a large accessibility text size presses the
  /// view (the large content viewer): kept, as no press happens in a still.
  public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V)
    -> some View
  { self }

  /// The view itself shown enlarged in the large content viewer (kept: no press in a still).
  public func accessibilityShowsLargeContentViewer() -> some View { self }

  /// What activating the element does.
  public func accessibilityHint(_ hint: Text) -> some View {
    accessibilityHint(hint.content)
  }
  /// What activating the element does.
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
    let text = String(hint)
    return accessibility { $0.hint = text }
  }
  /// Help text (a tooltip on macOS and iPadOS with a pointer), which VoiceOver also reads as
  /// the element's hint: recorded as the hint; a still shows no tooltip.
  public func help(_ text: Text) -> some View {
    accessibilityHint(text.content)
  }
  /// Help text from a string: recorded as the hint, as `help(_: Text)`.
  public func help<S: StringProtocol>(_ text: S) -> some View {
    accessibilityHint(text)
  }
  /// The element's value.
  public func accessibilityValue(_ value: Text) -> some View {
    accessibilityValue(value.content)
  }
  /// The element's value.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    let text = String(value)
    return accessibility { $0.value = text }
  }
  /// Adds traits.
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.addedTraits.formUnion(traits.traitSet) }
  }
  /// Removes traits.
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
    accessibility { $0.removedTraits.formUnion(traits.traitSet) }
  }
  /// An identifier for tests.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    accessibility { $0.identifier = identifier }
  }
  /// Hides the element from VoiceOver.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    accessibility { $0.isHidden = hidden }
  }
  /// Makes the view one element, or lets its children be elements.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    accessibility { $0.children = children.mode }
  }
  /// The element's place in VoiceOver's order (higher first).
  public func accessibilitySortPriority(_ priority: Double) -> some View {
    accessibility { $0.sortPriority = priority }
  }
}

extension AccessibilityTraits {
  /// The same traits as the display list records them (the bits are SwiftUI's).
  var traitSet: AccessibilityTraitSet { AccessibilityTraitSet(rawValue: rawValue) }
}
