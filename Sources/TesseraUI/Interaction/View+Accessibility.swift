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

/// Accessibility traits, as SwiftUI's `AccessibilityTraits`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits.
  public let rawValue: Int
  /// Traits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// A button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// A header.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// Selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// A link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// A search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// An image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Plays sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Static text.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// A summary element.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Updates often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// Adjustable.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// Causes a page turn.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// A modal.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// A toggle.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How an element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let mode: AccessibilityChildMode
  /// Children are hidden; the element speaks for them.
  public static let ignore = AccessibilityChildBehavior(mode: .ignore)
  /// Children stay separate elements inside this one.
  public static let contain = AccessibilityChildBehavior(mode: .contain)
  /// Children's labels join into this element's.
  public static let combine = AccessibilityChildBehavior(mode: .combine)
}

extension AccessibilityTraits {
  /// The same traits as the display list records them (the bits are SwiftUI's).
  var traitSet: AccessibilityTraitSet { AccessibilityTraitSet(rawValue: rawValue) }
}
