import DesignSystem
import ExampleApp
import TesseraSnapshot
import TesseraUI
import Testing

/// The sign-in page driven as a customer drives it: typing into the seed's `TextField` and
/// `SecureField`, tapping the library's `PrimaryButton`, and reading the alert.
@Suite struct LoginFlowTests {
  /// The app's sign-in screen on an iPhone 16 (393x852 pt at 3x), with mock services.
  @MainActor func signInPage(theme: Theme = .light, service: MockAuthenticationService) -> ViewHost<some View>
  {
    let app = ExampleApp(
      appearance: AppearanceService(appearance: .init(theme: theme)),
      dependencies: AppDependencies(
        authentication: service, products: MockProductService(result: .success(SampleData.products)),
        profiles: MockProfileService(result: .success(SampleData.profile))))
    return ViewHost(DeviceScreen(.iPhone16) { app.root(for: .login) }, width: 393, height: 852, scale: 3)
  }

  @Test(arguments: ["light", "dark"])
  @MainActor func aShortPasswordShowsTheAlert(themeName: String) async throws {
    let theme = themeName == "dark" ? Theme.dark : Theme.light
    let service = MockAuthenticationService(result: .success(SampleData.user))
    let host = signInPage(theme: theme, service: service)
    // Empty fields: Sign In is disabled, and a tap says so.
    #expect(throws: InteractionError.self) { try host.tap("Sign In") }
    try host.type("ada@example.com", into: "Email")
    try host.type("short", into: "Password")
    try host.tap("Sign In")
    let screen = try await host.renderWhenChanged()
    let alert = try host.controls().map(\.label)
    #expect(alert.contains("OK"))
    #expect(service.receivedCredentials.isEmpty, "nothing is sent")
    assertSnapshot(of: try screen.pixmap(), as: .image(), named: "alert.\(theme.name)")
    // OK dismisses it; the typed text is still there.
    try host.tap("OK")
    let after = try host.render()
    #expect(try !host.controls().map(\.label).contains("OK"))
    #expect(after.displayList.dump.contains("label \"Email\" value \"ada@example.com\""))
  }

  @Test @MainActor func rightCredentialsSignIn() async throws {
    let service = MockAuthenticationService(result: .success(SampleData.user))
    let appState = AppState()
    let app = ExampleApp(
      appState: appState,
      dependencies: AppDependencies(
        authentication: service, products: MockProductService(result: .success(SampleData.products)),
        profiles: MockProfileService(result: .success(SampleData.profile))))
    let host = ViewHost(app.root(for: .login), width: 390, height: 844)
    try host.type("ada@example.com", into: "Email")
    try host.type("analytical", into: "Password")
    try host.tap("Sign In")
    for _ in 0..<200 where appState.currentUser == nil { try await Task.sleep(for: .milliseconds(5)) }
    #expect(appState.currentUser == SampleData.user)
    #expect(service.receivedCredentials.map(\.password) == ["analytical"])
    #expect(try !host.controls().map(\.label).contains("OK"), "no alert")
  }
}
