import SwiftUI

// A toast / banner component as found in public SwiftUI projects (e.g. the ToastModifier in
// pranav1160/MoneyDiary and ondrejkvasnovsky's SwiftUIUtilities, fnstirling/swiftui-toaster's
// AnyTransition.toast): an Equatable Toast model, a ViewModifier with a View extension,
// move+opacity transitions, auto-dismiss with .task(id:), drag-to-dismiss and a demo screen.

struct Toast: Equatable, Identifiable {
    enum Style {
        case success, info, warning, error

        var tint: Color {
            switch self {
            case .success: return .green
            case .info: return .blue
            case .warning: return .orange
            case .error: return .red
            }
        }

        var symbolName: String {
            switch self {
            case .success: return "checkmark.circle.fill"
            case .info: return "info.circle.fill"
            case .warning: return "exclamationmark.triangle.fill"
            case .error: return "xmark.octagon.fill"
            }
        }
    }

    let id = UUID()
    var style: Style
    var message: String
    var duration: Double = 3
}

extension AnyTransition {
    static var toast: AnyTransition {
        let insertion = AnyTransition.move(edge: .top)
            .combined(with: .opacity)
            .animation(.easeOut(duration: 0.3))
        let removal = AnyTransition.move(edge: .top)
            .combined(with: .opacity)
            .animation(.easeIn(duration: 0.2))
        return .asymmetric(insertion: insertion, removal: removal)
    }
}

struct ToastView: View {
    var toast: Toast
    var onCancel: () -> Void

    var body: some View {
        HStack(alignment: .center, spacing: 12) {
            Image(systemName: toast.style.symbolName)
                .foregroundStyle(toast.style.tint)
                .imageScale(.large)
            Text(toast.message)
                .font(.subheadline)
                .foregroundStyle(.primary)
                .fixedSize(horizontal: false, vertical: true)
            Spacer(minLength: 10)
            Button(action: onCancel) {
                Image(systemName: "xmark")
                    .foregroundStyle(.secondary)
            }
            .accessibilityLabel("Dismiss")
        }
        .padding()
        .frame(minWidth: 0, maxWidth: .infinity)
        .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        .overlay(alignment: .leading) {
            UnevenRoundedRectangle(topLeadingRadius: 12, bottomLeadingRadius: 12)
                .fill(toast.style.tint)
                .frame(width: 6)
        }
        .shadow(color: .black.opacity(0.12), radius: 8, x: 0, y: 4)
        .padding(.horizontal, 16)
        .accessibilityElement(children: .combine)
    }
}

struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?
    @GestureState private var dragOffset: CGFloat = 0

    func body(content: Content) -> some View {
        content
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .overlay(alignment: .top) {
                ZStack {
                    if let toast {
                        ToastView(toast: toast) {
                            dismiss()
                        }
                        .offset(y: min(dragOffset, 0))
                        .gesture(
                            DragGesture(minimumDistance: 10)
                                .updating($dragOffset) { value, state, _ in
                                    state = value.translation.height
                                }
                                .onEnded { value in
                                    if value.translation.height < -30 {
                                        dismiss()
                                    }
                                }
                        )
                        .transition(.toast)
                        .zIndex(1)
                    }
                }
                .padding(.top, 8)
                .animation(.spring(response: 0.4, dampingFraction: 0.8), value: toast)
            }
            .task(id: toast?.id) {
                guard let toast else { return }
                try? await Task.sleep(for: .seconds(toast.duration))
                guard !Task.isCancelled else { return }
                dismiss()
            }
    }

    private func dismiss() {
        withAnimation {
            toast = nil
        }
    }
}

extension View {
    func toastView(toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

struct ToastDemoView: View {
    @State private var toast: Toast?

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                Button("Save Succeeded") {
                    toast = Toast(style: .success, message: "Your changes have been saved.")
                }
                Button("Network Warning") {
                    toast = Toast(style: .warning, message: "You're offline. Changes will sync later.", duration: 5)
                }
                Button("Upload Failed", role: .destructive) {
                    toast = Toast(style: .error, message: "Upload failed. Tap retry to try again.")
                }
            }
            .buttonStyle(.bordered)
            .navigationTitle("Toasts")
        }
        .toastView(toast: $toast)
    }
}

#Preview {
    ToastDemoView()
}

#Preview("Toast styles") {
    VStack {
        ToastView(toast: Toast(style: .success, message: "Saved"), onCancel: {})
        ToastView(toast: Toast(style: .info, message: "A new version is available"), onCancel: {})
        ToastView(toast: Toast(style: .error, message: "Something went wrong"), onCancel: {})
    }
}
