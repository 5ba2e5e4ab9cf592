import Foundation

#if !canImport(Darwin)
  // Status: partial. The responder chain is not modelled: nothing is ever first responder in a
  // still, so `becomeFirstResponder()` and `resignFirstResponder()` answer false.

  /// UIKit's responder, the root of `UIView` and `UIViewController`, so app code that subclasses
  /// them compiles. There is no UIKit: no event reaches a responder.
  @MainActor @preconcurrency open class UIResponder {
    /// A responder.
    public init() {}

    /// Whether this responder can become first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether this responder is first responder: never in a still.
    open var isFirstResponder: Bool { false }
    /// Asks to become first responder; answers false (nothing takes the keyboard in a still).
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Asks to give up first responder; answers false.
    @discardableResult open func resignFirstResponder() -> Bool { false }
    /// The keyboard that would take input: none in a still.
    open var textInputMode: UITextInputMode? { nil }
    /// The identifier under which the responder's keyboard choice is remembered; nil.
    open var textInputContextIdentifier: String? { nil }
    /// The next responder in the chain; nil.
    open var next: UIResponder? { nil }
  }

  extension UIResponder: Hashable {
    /// Whether two responders are the same object, as `NSObject`'s default equality is.
    nonisolated public static func == (a: UIResponder, b: UIResponder) -> Bool { a === b }
    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }
#endif
