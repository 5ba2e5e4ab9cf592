import SwiftUI

// Stand-ins for the toast model types of Automattic/pocket-casts-ios (real ones: podcasts/Common SwiftUI/Toast/
// Toast.swift, ToastViewModel.swift and ToastTheme.swift; Toast presents itself in a UIWindow).

protocol ToastDelegate: AnyObject {
    func toastDismissed()
}

class Toast {
    struct Action: Identifiable {
        let title: String
        let action: () -> Void

        var id: String { title }
    }
}

class ToastViewModel: ObservableObject {
    weak var coordinator: ToastDelegate?

    let title: String
    let actions: [Toast.Action]
    let dismissTime: TimeInterval

    @Published var didAutoDismiss = false

    init(coordinator: ToastDelegate, title: String, actions: [Toast.Action]?, dismissTime: TimeInterval) {
        self.coordinator = coordinator
        self.title = title
        self.actions = actions ?? []
        self.dismissTime = dismissTime
    }

    func updateFrame(_ frame: CGRect) {}
    func didAppear() {}
    func willDismiss() {}
    func didDismiss() { coordinator?.toastDismissed() }
}

protocol ToastTheme: ObservableObject {
    var background: Color { get }
    var title: Color { get }
    var button: Color { get }
}

class ToastDefaultTheme: ToastTheme {
    var background: Color { .black }
    var title: Color { .white }
    var button: Color { .red }
}

extension ToastTheme where Self == ToastDefaultTheme {
    static var defaultTheme: ToastDefaultTheme {
        ToastDefaultTheme()
    }
}

// From Automattic/pocket-casts-ios, Modules/Utils/Sources/PocketCastsUtils/Extensions/ComparableExtension.swift.
extension Comparable {
    func clamped(to limits: Range<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }

    func clamped(to limits: ClosedRange<Self>) -> Self {
        min(max(self, limits.lowerBound), limits.upperBound)
    }
}

// Stand-in for the app's dynamic-type font helper (real one: Automattic/pocket-casts-ios, podcasts/UIFont+FontStyle.swift,
// which scales through UIFontMetrics and also takes a UIContentSizeCategory maximum).
extension View {
    func font(size: Double? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
        self.font(.system(size: size ?? 17, weight: weight))
    }
}

// Stand-in for applyButtonEffect (real one: Automattic/pocket-casts-ios, podcasts/Styles.swift, which also fires a
// UIImpactFeedbackGenerator haptic).
extension View {
    func applyButtonEffect(isPressed: Bool, enableHaptic: Bool = true, scaleEffectNumber: Double = 0.98) -> some View {
        self.scaleEffect(isPressed ? scaleEffectNumber : 1.0)
    }
}

// Stand-in for buttonize(_:customize:) (real one: podcasts/SwiftUI/View+Buttonize.swift).
struct DynamicButtonStyle<Content: View>: ButtonStyle {
    let buttonContent: (ButtonStyle.Configuration) -> Content

    init(_ buttonContent: @escaping (ButtonStyle.Configuration) -> Content) {
        self.buttonContent = buttonContent
    }

    func makeBody(configuration: Configuration) -> some View {
        buttonContent(configuration)
    }
}

extension View {
    func buttonize<Content: View>(_ action: @escaping () -> Void, customize: @escaping (ButtonStyle.Configuration) -> Content) -> some View {
        Button(action: action) {
            self
        }
        .buttonStyle(DynamicButtonStyle(customize))
    }
}
