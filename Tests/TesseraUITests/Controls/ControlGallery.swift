import Foundation
import TesseraUI

/// The controls in their default looks, light and dark, enabled and disabled: the picture checked
/// by ControlTests and looked at next to iOS's.
struct ControlGallery: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      HStack(spacing: 12) {
        Button("Automatic") {}
        Button("Delete", role: .destructive) {}
        Button("Plain") {}.buttonStyle(.plain)
      }
      HStack(spacing: 12) {
        Button("Bordered") {}.buttonStyle(.bordered)
        Button("Tinted") {}.buttonStyle(.bordered).tint(.orange)
        Button("Prominent") {}.buttonStyle(.borderedProminent)
      }
      HStack(spacing: 12) {
        Button("Small") {}.buttonStyle(.borderedProminent).controlSize(.small)
        Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
        Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
      }
      HStack(spacing: 12) {
        Button("Add", systemImage: "plus") {}
        Label("Favorites", systemImage: "heart.fill")
        Image(systemName: "gear")
        Image(systemName: "no.such.symbol")
      }
      Text("Secondary text").foregroundStyle(.secondary)
      Text("**Bold** and *italic* \(3.14159, specifier: "%.2f")")
    }
    .padding(16)
  }
}

struct ToggleGallery: View {
  @State var wifi = true
  @State var bluetooth = false
  var body: some View {
    VStack(spacing: 12) {
      Toggle("Wi-Fi", isOn: $wifi)
      Toggle("Bluetooth", isOn: $bluetooth)
      Toggle("Airplane", isOn: .constant(true)).disabled(true)
      Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)
    }
    .padding(16)
    .frame(width: 320)
  }
}

struct FormGallery: View {
  @State var name = "Ada Lovelace"
  @State var email = ""
  @State var password = "secret"
  @State var size = "M"
  @State var volume = 0.4
  @State var count = 3
  @FocusState var focused: Bool
  var body: some View {
    VStack(alignment: .leading, spacing: 14) {
      TextField("Name", text: $name).textFieldStyle(.roundedBorder)
      TextField("Email", text: $email, prompt: Text("you@example.com")).textFieldStyle(.roundedBorder)
        .focused($focused)
      SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
      Picker("Size", selection: $size) {
        ForEach(["S", "M", "L", "XL"], id: \.self) { Text($0) }
      }
      .pickerStyle(.segmented)
      Picker("Size", selection: $size) {
        Text("Small").tag("S")
        Text("Medium").tag("M")
      }
      Slider(value: $volume)
      Stepper("Count: \(count)", value: $count, in: 0...10)
      ProgressView(value: 0.6)
      HStack(spacing: 20) {
        ProgressView()
        ProgressView("Loading")
        ProgressView(value: 0.3).progressViewStyle(.circular)
      }
      DatePicker("Date", selection: .constant(Date(timeIntervalSince1970: 1_559_576_460)))
    }
    .padding(16)
    .frame(width: 360)
    .onAppear { focused = true }
  }
}

/// A screen presenting an alert, a confirmation dialog, a medium sheet or a full-screen cover.
struct PresentationGallery: View {
  enum Kind: String, CaseIterable { case alert, dialog, sheet }
  let kind: Kind

  var body: some View {
    VStack(spacing: 16) {
      Text("Inbox").font(.largeTitle.bold())
      Text("3 unread messages").foregroundStyle(.secondary)
      Button("Delete All", role: .destructive) {}.buttonStyle(.bordered)
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .alert("Delete all messages?", isPresented: .constant(kind == .alert)) {
      Button("Cancel", role: .cancel) {}
      Button("Delete", role: .destructive) {}
    } message: {
      Text("This cannot be undone.")
    }
    .confirmationDialog(
      "Delete all messages?", isPresented: .constant(kind == .dialog), titleVisibility: .visible
    ) {
      Button("Delete All", role: .destructive) {}
      Button("Archive All") {}
    } message: {
      Text("You can find archived messages in Settings.")
    }
    .sheet(isPresented: .constant(kind == .sheet)) {
      VStack(alignment: .leading, spacing: 12) {
        Text("Filters").font(.title2.bold())
        Toggle("Unread only", isOn: .constant(true))
        Toggle("With attachments", isOn: .constant(false))
      }
      .padding(20)
      .frame(maxHeight: .infinity, alignment: .top)
      .presentationDetents([.medium, .large])
    }
  }
}
