nonisolated extension View {
  /// The keyboard a text field shows (no keyboard is drawn unless asked for).
  public func keyboardType(_ type: UIKeyboardType) -> some View { behavior() }

  /// What a text field holds, for autofill.
  public func textContentType(_ type: UITextContentType?) -> some View {
    behavior()
  }

  /// How a text field capitalizes what is typed.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?)
    -> some View
  {
    behavior()
  }

  /// Whether autocorrection is off.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    behavior()
  }

  /// The Return key's label.
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    behavior()
  }

  /// Binds the view's focus to `binding`, focused when it equals `value`.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    let focused = binding.wrappedValue == value
    return modifier(EnvironmentModifier { $0.isFocused = focused })
  }

  /// Binds the view's focus to a Bool focus state.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    let focused = condition.wrappedValue
    return modifier(EnvironmentModifier { $0.isFocused = focused })
  }

  /// Turns the view's controls off: `\.isEnabled` is false for it and its subviews (controls draw
  /// their disabled look; taps do nothing).
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentModifier { if disabled { $0.isEnabled = false } })
  }

  /// Animates changes of `value` (stills show the end state).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    behavior()
  }

  /// Animates every change (deprecated in SwiftUI; stills show the end state).
  @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
  public func animation(_ animation: Animation?) -> some View { behavior() }

  /// How the view comes and goes (stills show it present).
  public func transition(_ t: AnyTransition) -> some View { behavior() }
}

/// How a view is inserted and removed, as SwiftUI's `AnyTransition`: kept, never drawn.
public struct AnyTransition: Sendable {
  let name: String
  /// Fades in and out.
  public static let opacity = AnyTransition(name: "opacity")
  /// Slides in from the leading edge, out to the trailing edge.
  public static let slide = AnyTransition(name: "slide")
  /// Scales from nothing.
  public static let scale = AnyTransition(name: "scale")
  /// No transition.
  public static let identity = AnyTransition(name: "identity")
  /// Moves in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
  /// Pushes in from `edge`.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push(\(edge))") }
  /// Scales from `scale` around `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition(name: "scale(\(scale))")
  }
  /// Moves by an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
  /// One transition in, another out.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
  }
  /// Both transitions together.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: name + "+" + other.name)
  }
  /// The transition with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default`
  /// ASCII letters.
  case asciiCapable
  /// Numbers and punctuation.
  case numbersAndPunctuation
  /// For URLs.
  case URL
  /// Digits.
  case numberPad
  /// A phone pad.
  case phonePad
  /// Names and phone numbers.
  case namePhonePad
  /// For email addresses.
  case emailAddress
  /// Digits and a decimal point.
  case decimalPad
  /// For social posts.
  case twitter
  /// For web searches.
  case webSearch
  /// ASCII digits.
  case asciiCapableNumberPad
}

/// What a text field holds, for autofill, as UIKit's `UITextContentType`.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  /// The type's name.
  public let rawValue: String
  /// A content type by name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "givenName")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "familyName")
  /// A user name.
  public static let username = UITextContentType(rawValue: "username")
  /// A password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password.
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  /// A phone number.
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  /// A URL.
  public static let URL = UITextContentType(rawValue: "URL")
  /// A street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  /// A country.
  public static let countryName = UITextContentType(rawValue: "countryName")
  /// An organization.
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How typed text is capitalized, as SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable {
  let rule: String
  /// Never.
  public static let never = TextInputAutocapitalization(rule: "never")
  /// Each word.
  public static let words = TextInputAutocapitalization(rule: "words")
  /// Each sentence.
  public static let sentences = TextInputAutocapitalization(rule: "sentences")
  /// Every character.
  public static let characters = TextInputAutocapitalization(rule: "characters")
}

/// The Return key's label, as SwiftUI's `SubmitLabel`.
nonisolated public struct SubmitLabel: Sendable {
  let label: String
  /// "done".
  public static let done = SubmitLabel(label: "done")
  /// "go".
  public static let go = SubmitLabel(label: "go")
  /// "send".
  public static let send = SubmitLabel(label: "send")
  /// "join".
  public static let join = SubmitLabel(label: "join")
  /// "route".
  public static let route = SubmitLabel(label: "route")
  /// "search".
  public static let search = SubmitLabel(label: "search")
  /// "return".
  public static let `return` = SubmitLabel(label: "return")
  /// "next".
  public static let next = SubmitLabel(label: "next")
  /// "continue".
  public static let `continue` = SubmitLabel(label: "continue")
}

extension EnvironmentValues {
  /// Whether controls in this view take input (false under `.disabled(true)`). Default true.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  /// Whether the nearest focusable view has focus. Default false.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}

private struct IsEnabledKey: EnvironmentKey {
  static var defaultValue: Bool { true }
}

private struct IsFocusedKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (SwiftUI's helper for `onDelete`).
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination` (SwiftUI's helper for `onMove`).
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.filter { $0 < destination }.count
    remove(atOffsets: source)
    insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
  }
}
