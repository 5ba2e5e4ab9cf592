/// The state of a button.
public enum ButtonState: String, Hashable, Sendable, CaseIterable {
  /// Can be pressed.
  case enabled
  /// Cannot be pressed: drawn faded.
  case disabled
  /// Working: a spinner replaces the title.
  case loading
}

/// What a state means for drawing (seed 003: variant logic behind a private protocol).
private protocol ButtonStateLogic {
  var opacity: Double { get }
  var showsSpinner: Bool { get }
  var showsTitle: Bool { get }
}

private struct EnabledButton: ButtonStateLogic {
  var opacity: Double { 1 }
  var showsSpinner: Bool { false }
  var showsTitle: Bool { true }
}

private struct DisabledButton: ButtonStateLogic {
  var opacity: Double { 0.4 }
  var showsSpinner: Bool { false }
  var showsTitle: Bool { true }
}

private struct LoadingButton: ButtonStateLogic {
  var opacity: Double { 1 }
  var showsSpinner: Bool { true }
  var showsTitle: Bool { false }
}

/// The content and state of a ``PrimaryButton``: the single source of its logic, so the view
/// holds no conditionals on states.
public struct PrimaryButtonConfiguration: Sendable {
  /// The title.
  public let title: String
  /// The state.
  public let state: ButtonState
  private let logic: any ButtonStateLogic & Sendable

  /// Creates a configuration.
  public init(title: String, state: ButtonState = .enabled) {
    self.title = title
    self.state = state
    switch state {
    case .enabled: logic = EnabledButton()
    case .disabled: logic = DisabledButton()
    case .loading: logic = LoadingButton()
    }
  }

  /// The opacity of the whole button.
  public var opacity: Double { logic.opacity }
  /// Whether a spinner is shown.
  public var showsSpinner: Bool { logic.showsSpinner }
  /// The title as shown; kept while loading (hidden by ``titleOpacity``) so the button keeps its width.
  public var displayedTitle: String { title }
  /// The title's opacity (0 while loading).
  public var titleOpacity: Double { logic.showsTitle ? 1 : 0 }
}

extension EnabledButton: Sendable {}
extension DisabledButton: Sendable {}
extension LoadingButton: Sendable {}
