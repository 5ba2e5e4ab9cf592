import SwiftUI

final class ModelData: ObservableObject {}

final class LoginVM: ObservableObject {
    @Published var loading = false
    @Published var smsLoading = false
    @Published var isSendAuth = false
    @Published var errorMsg = ""
    func initData(modelData: ModelData) {}
    func getAuthCode(mail: String) {}
    func login(mail: String, authCode: String) {}
}

// Stand-ins for Xcode's generated asset-catalog colour symbols.
extension ShapeStyle where Self == Color {
    static var inputBg: Color { .gray }
    static var button: Color { .blue }
    static var button2: Color { .blue }
    static var homeFactBg: Color { .white }
}

extension View {
    func dismissKeyboardOnScroll() -> some View { self }
}
