import Foundation
import TesseraDisplayList
import TesseraSnapshot
import TesseraUI
import Testing

extension CGFloat {
  fileprivate static let md: CGFloat = 16
}

// Seed 004's LoginView, as the seed writes it (with the corpus's fixes: `PrimaryButton(title:)`
// and a settable `showError`), against a service that rejects every password but one, so the
// alert can be shown.
private struct LoginView: View {
  @State private var viewModel = LoginViewModel()

  var body: some View {
    VStack(spacing: .md) {
      TextField("Email", text: $viewModel.email)
      SecureField("Password", text: $viewModel.password)

      PrimaryButton(title: "Sign In") {
        viewModel.login()
      }
      .disabled(!viewModel.isValid)
    }
    .padding()
    .alert("Error", isPresented: $viewModel.showError) {
      Button("OK", role: .cancel) {}
    } message: {
      Text(viewModel.errorMessage)
    }
  }
}

@Observable
private final class LoginViewModel: @unchecked Sendable {
  enum State {
    case idle
    case loading
    case success
    case error(String)
  }

  var state: State = .idle
  var email = ""
  var password = ""

  var isValid: Bool { !email.isEmpty && password.count >= 8 }

  var showError: Bool {
    get {
      if case .error = state { return true }
      return false
    }
    set { if !newValue, case .error = state { state = .idle } }
  }

  var errorMessage: String {
    if case .error(let message) = state { return message }
    return ""
  }

  func login() {
    state = .loading
    let (email, password) = (self.email, self.password)
    Task {
      do {
        try await RejectingService().login(email: email, password: password)
        self.state = .success
      } catch {
        self.state = .error("Wrong email or password")
      }
    }
  }
}

private struct RejectingService {
  struct Rejected: Error {}
  func login(email: String, password: String) async throws {
    if password != "correct horse" { throw Rejected() }
  }
}

private struct PrimaryButton: View {
  let title: String
  // `@MainActor`, as SwiftUI types a button's action (a plain `() -> Void` passed on to `Button`
  // is a non-Sendable conversion: a warning in Swift 6 mode, as with Apple's SwiftUI).
  let action: @MainActor () -> Void

  var body: some View {
    Button(action: action) {
      Text(title)
        .font(.headline)
        .foregroundColor(.white)
        .frame(maxWidth: .infinity)
        .frame(height: 50)
        .background(Color.blue)
        .cornerRadius(12)
    }
    .buttonStyle(.plain)
  }
}

private struct TapCounter: View {
  @State var count = 0
  @State var on = false
  @State var size = "M"
  var body: some View {
    VStack {
      Text("Count \(count)")
      Button("Add") { count += 1 }
      Button("Add") { count += 10 }.accessibilityIdentifier("add-ten")
      Toggle("Notifications", isOn: $on)
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Medium").tag("M")
      }
      .pickerStyle(.segmented)
      Text("Size \(size), \(on ? "on" : "off")")
    }
    .frame(width: 300)
  }
}

@Suite struct InteractionTests {
  func texts(_ host: ViewHost<some View>) throws -> String { try host.render().displayList.dump }

  @Test @MainActor func tapsTogglesAndPicksChangeTheNextRender() throws {
    let host = ViewHost(TapCounter())
    // Two buttons are titled "Add": the error lists both.
    #expect(throws: InteractionError.self) { try host.tap("Add") }
    do {
      try host.tap("Add")
    } catch let e as InteractionError {
      #expect(e.description.contains("2 controls match \"Add\""))
    }
    try host.tap(identifier: "add-ten")
    try host.toggle("Notifications")
    try host.select("S", in: "Size")
    let labels = try host.controls().map(\.label)
    #expect(labels.contains("Count 10") == false)  // texts are not controls
    let out = try host.render()
    let access = out.displayList.dump
    #expect(access.contains("Notifications"))
    // The state changed: the texts now read the new values (found through the accessibility
    // records of the controls and the text of the view).
    let controls = try host.controls()
    #expect(controls.map(\.kind).sorted() == ["button", "button", "picker", "toggle"])
  }

  @Test @MainActor func anInteractionThatFindsNothingListsWhatItFound() throws {
    let host = ViewHost(TapCounter())
    do {
      try host.tap("Delete")
      Issue.record("expected an error")
    } catch let e as InteractionError {
      #expect(e.description.contains("no control to tap matches \"Delete\""))
      #expect(e.description.contains("toggle \"Notifications\""))
    }
  }

  @Test @MainActor func seed004LoginShowsTheAlert() async throws {
    let host = ViewHost(LoginView(), width: 390, height: 844, scale: 2)
    try host.type("ada@example.com", into: "Email")
    try host.type("short", into: "Password")
    // A short password keeps Sign In disabled, as the seed's `isValid` says.
    do {
      try host.tap("Sign In")
      Issue.record("Sign In should be disabled")
    } catch let e as InteractionError {
      guard case .disabled(let what) = e else { throw e }
      #expect(what.hasPrefix("button \"Sign In\""))
    }
    try host.type("pass", into: "Password")  // "shortpass": long enough, but rejected
    try host.tap("Sign In")
    let out = try await host.renderWhenChanged()
    #expect(try host.controls().map(\.label).contains("OK"))
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "alert")
    // OK dismisses the alert.
    try host.tap("OK")
    #expect(try !host.controls().map(\.label).contains("OK"))
  }
}

// A mail-like list whose rows have swipe actions on both edges.
private struct Inbox: View {
  @State private var messages = ["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"]
  @State private var pinned: Set<String> = []

  var body: some View {
    List {
      ForEach(messages, id: \.self) { name in
        Text(pinned.contains(name) ? "📌 \(name)" : name)
          .swipeActions {
            Button(role: .destructive) {
              messages.removeAll { $0 == name }
            } label: {
              Label("Delete", systemImage: "trash")
            }
            Button("Pin") { pinned.insert(name) }
              .tint(.orange)
          }
          .swipeActions(edge: .leading) {
            Button("Unread") {}.tint(.blue)
          }
      }
    }
  }
}

extension InteractionTests {
  // Rows are drawn at rest; swiping one reveals its actions (red for destructive, the tint
  // otherwise, icons for labels with one), which can then be tapped.
  @Test @MainActor func swipeRevealsARowsActions() throws {
    let host = ViewHost(Inbox(), width: 390, height: 260, scale: 2)
    let rest = try host.render()
    #expect(!rest.displayList.dump.contains("\"Delete\""))
    try host.swipe("Silver Salmon Creek")
    let swiped = try host.render()
    #expect(swiped.displayList.dump.contains("label \"Delete\""), "\(swiped.displayList.dump)")
    assertSnapshot(of: try swiped.pixmap(), as: .image(), named: "swiped")
    // The leading edge of another row.
    try host.swipe("Chilkoot", edge: .leading)
    #expect(try host.render().displayList.dump.contains("\"Unread\""))
    // Tapping an action runs it.
    try host.tap("Delete")
    let after = try host.render().displayList.dump
    #expect(!after.contains("Silver Salmon Creek"))
    #expect(throws: InteractionError.self) { try host.swipe("Nowhere") }
  }
}

extension InteractionTests {
  private struct LongPage: View {
    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<60, id: \.self) { i in Text("Row \(i)").frame(height: 40) }
          Button("Load more") {}.accessibilityIdentifier("more")
        }
      }
    }
  }

  /// The frame of the view labelled `label` in `output`, if drawn.
  private func frame(of label: String, in output: RenderOutput) -> Rect? {
    func walk(_ items: [DisplayItem]) -> Rect? {
      for item in items {
        if case .accessibility(let r) = item, r.label == label { return r.frame }
        if case .group(let g) = item, let f = walk(g.items) { return f }
      }
      return nil
    }
    return walk(output.displayList.items)
  }

  // Scrolling to a label brings its view to the middle of the viewport, as far as the content
  // allows; an identifier finds it too, and the end of the content stays at the bottom.
  @Test func scrollBringsAViewIntoSight() throws {
    let host = ViewHost(LongPage(), width: 390, height: 400, scale: 1)
    let start = try host.render()
    // Centred in its 40-point row, on the pixel grid: within half a pixel of the middle.
    #expect(abs((frame(of: "Row 0", in: start)?.midY ?? 0) - 20) <= 0.5)
    try host.scroll(to: "Row 30")
    let middle = try host.render()
    let row = try #require(frame(of: "Row 30", in: middle))
    #expect(abs(row.midY - 200) <= 0.5, "\(row)")
    try host.scroll(to: "more")
    let end = try host.render()
    let button = try #require(frame(of: "Load more", in: end))
    #expect(button.maxY <= 400.001 && button.maxY > 360, "\(button) \(end.displayList.dump)")
    // A label that is nowhere leaves the start, with a warning.
    try host.scroll(to: "Row 999")
    let nowhere = try host.render()
    #expect(frame(of: "Row 0", in: nowhere) == frame(of: "Row 0", in: start))
    #expect(nowhere.warnings.contains { $0.contains("Row 999") })
    // No scroll view: an error that says so.
    let plain = ViewHost(Text("Hello"), width: 100, height: 100)
    #expect(throws: InteractionError.self) { try plain.scroll(to: "Hello") }
  }
}
