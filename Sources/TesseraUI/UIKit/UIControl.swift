import Foundation

#if !canImport(Darwin)
  /// UIKit's control: the base of fields, switches and page controls. Targets and actions need
  /// Objective-C selectors, which Linux lacks; `addAction(_:for:)` with a `UIAction` is kept.
  @MainActor @preconcurrency open class UIControl: UIView {
    /// Whether the control is enabled. Default true.
    open var isEnabled = true
    /// Whether the control is selected. Default false.
    open var isSelected = false
    /// Whether the control is highlighted. Default false.
    open var isHighlighted = false

    /// The events a control sends.
    public struct Event: OptionSet, Hashable, Sendable {
      /// The events as bits.
      public let rawValue: UInt
      /// A set of events.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// A touch went down.
      public static let touchDown = Event(rawValue: 1 << 0)
      /// A touch went up inside.
      public static let touchUpInside = Event(rawValue: 1 << 6)
      /// The value changed.
      public static let valueChanged = Event(rawValue: 1 << 12)
      /// A tap of a button-like control.
      public static let primaryActionTriggered = Event(rawValue: 1 << 13)
      /// Editing began.
      public static let editingDidBegin = Event(rawValue: 1 << 16)
      /// The text changed.
      public static let editingChanged = Event(rawValue: 1 << 17)
      /// Editing ended.
      public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    private var actions: [(UIAction, Event)] = []

    /// Adds an action run for events (never sent in a still).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
      actions.append((action, controlEvents))
    }
    /// Runs the actions registered for events, as a tap or an edit would.
    open func sendActions(for controlEvents: Event) {
      for (action, events) in actions where !events.isDisjoint(with: controlEvents) {
        action.handler(action)
      }
    }
  }
#endif
