import TesseraUI
import UILibrary

/// A greeting banner: the demo package's own component.
/// - Note: Molecule.
public struct Greeting: View {
  /// Who is greeted.
  public let name: String
  /// The icon before the text (a Material Icons name).
  public let icon: String

  /// A banner greeting `name`.
  public init(name: String, icon: String = "waving_hand") {
    self.name = name
    self.icon = icon
  }

  /// The banner.
  public var body: some View {
    HStack(spacing: 8) {
      Icon(icon, size: 18).foregroundColor(Color(red: 0.85, green: 0.45, blue: 0.05))
      Text("Hello, \(name)!").foregroundColor(Color(red: 0.25, green: 0.15, blue: 0.02))
    }
    .padding(12)
    .background(RoundedRectangle(cornerRadius: 10).fill(Color(red: 1, green: 0.95, blue: 0.85)))
  }
}

/// The demo package's preview catalog.
public enum DemoCatalog {
  /// Every preview of the demo components.
  public static let all: [ComponentPreview] = [
    ComponentPreview(component: "Greeting", layer: .molecule, variant: "short") { _ in
      AnyView(Greeting(name: "Ada"))
    },
    ComponentPreview(component: "Greeting", layer: .molecule, variant: "long", width: 220) { _ in
      AnyView(Greeting(name: "Grace Brewster Murray Hopper, rear admiral", icon: "star"))
    },
  ]
}
