#if canImport(SwiftUI)
  import SwiftUI
#else
  import TesseraUI
#endif

/// A greeting banner: the demo package's own component, written as for SwiftUI.
public struct Greeting: View {
  /// Who is greeted.
  public let name: String
  /// The SF Symbol before the text.
  public let systemImage: String

  /// A banner greeting `name`.
  public init(name: String, systemImage: String = "hand.wave.fill") {
    self.name = name
    self.systemImage = systemImage
  }

  /// The banner.
  public var body: some View {
    Label("Hello, \(name)!", systemImage: systemImage)
      .font(.headline)
      .foregroundStyle(.orange)
      .padding(12)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(.orange.opacity(0.12), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
  }
}

// Unnamed: named after its view, "Greeting".
#Preview(traits: .sizeThatFitsLayout) {
  Greeting(name: "Ada").padding()
}

#Preview("Long", traits: .fixedLayout(width: 260, height: 120)) {
  Greeting(name: "Grace Brewster Murray Hopper, rear admiral", systemImage: "star.fill").padding()
}

#Preview("Home screen") {
  NavigationStack {
    List {
      Section {
        Greeting(name: "Ada")
      }
      Section("Recent") {
        Label("Inbox", systemImage: "tray")
        Label("Sent", systemImage: "paperplane")
      }
    }
    .navigationTitle("Welcome")
  }
}
