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

  /// Whether autocorrection is off: the spelling before iOS 16.4 (`autocorrectionDisabled`),
  /// still compiled by apps; nil keeps the default.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
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
