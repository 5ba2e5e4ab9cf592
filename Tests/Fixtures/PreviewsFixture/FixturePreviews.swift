import Foundation
import TesseraUI

#Preview("Card", traits: .sizeThatFitsLayout) {
  Text("Card").padding()
}

// The same name again: kept, as "Card 2".
#Preview("Card", traits: .sizeThatFitsLayout) {
  Text("Card again").padding()
}

#Preview(traits: .fixedLayout(width: 120, height: 60)) {
  Badge(text: "New")
}

// Fixes its own color scheme: drawn once, dark, however many schemes a run asks for.
#Preview("Night", traits: .sizeThatFitsLayout) {
  Text("Night").padding().preferredColorScheme(.dark)
}

// Draws nothing it can size: fails to render, by name.
#Preview("Endless", traits: .sizeThatFitsLayout) {
  Color.red.frame(width: .infinity, height: .infinity)
}

// Traps while its body is built when PREVIEWS_FIXTURE_TRAP is set.
#Preview("Trap", traits: .sizeThatFitsLayout) {
  Trap()
}

// Each of these misbehaves when its variable is set (PREVIEWS_FIXTURE_RECURSE, _HANG, _HOG): a
// body that contains itself (a stack overflow), one that never returns, one that allocates
// without bound. A run names each and renders the rest.
#Preview("Recursion", traits: .sizeThatFitsLayout) {
  Recursion(depth: 0)
}

#Preview("Hang", traits: .sizeThatFitsLayout) {
  Hang()
}

#Preview("Hog", traits: .sizeThatFitsLayout) {
  Hog()
}

// The accent color as its own tint: drawn in the default accent (it used to recurse for ever).
#Preview("Accent", traits: .sizeThatFitsLayout) {
  Text("Accent").padding().foregroundStyle(.tint).tint(.accentColor)
}

// An asset the package does not have: a placeholder, and the warning the run prints.
#Preview("Missing asset", traits: .sizeThatFitsLayout) {
  Image("no-such-asset")
}

// Sample data made once, after a suspension (as a database would be opened), by a trait.
#Preview("Sample", traits: .sizeThatFitsLayout, .modifier(SampleNames())) {
  Text("and more")
}

struct SampleNames: PreviewModifier {
  static func makeSharedContext() async throws -> [String] {
    try await Task.sleep(for: .milliseconds(20))
    return ["Ada", "Grace"]
  }

  func body(content: Content, context: [String]) -> some View {
    VStack {
      ForEach(context, id: \.self) { Text($0) }
      content
    }
  }
}

// A setting of this package's own, found at run time: previews drawn outlined on request.
enum Outline: PreviewDimension {
  static let name = "outline"
  static let values = ["none", "red"]
  static let defaultValues = ["none"]
  static func apply(_ value: String, to content: AnyView) -> AnyView {
    value == "red" ? AnyView(content.border(Color.red, width: 2)) : content
  }
}

struct Badge: View {
  let text: String
  var body: some View {
    Text(text).padding(6).background(Capsule().fill(Color.blue)).foregroundStyle(.white)
  }
}

struct Trap: View {
  var body: some View {
    if ProcessInfo.processInfo.environment["PREVIEWS_FIXTURE_TRAP"] != nil {
      let values: [Int] = []
      Text("\(values[0])")
    } else {
      Text("no trap")
    }
  }
}

struct Recursion: View {
  let depth: Int
  var body: some View {
    if ProcessInfo.processInfo.environment["PREVIEWS_FIXTURE_RECURSE"] != nil {
      Text("\(Recursion.levels(depth))")
    } else {
      Text("no recursion")
    }
  }

  /// Never ends: each call waits for the next.
  static func levels(_ n: Int) -> Int { n < 0 ? 0 : levels(n + 1) + 1 }
}

struct Hang: View {
  var body: some View {
    if ProcessInfo.processInfo.environment["PREVIEWS_FIXTURE_HANG"] != nil {
      while true { sleep(1) }
    }
    return Text("no hang")
  }
}

/// Keeps what it allocates, so a worker's memory only grows.
nonisolated(unsafe) var hogged: [[UInt8]] = []

struct Hog: View {
  var body: some View {
    if ProcessInfo.processInfo.environment["PREVIEWS_FIXTURE_HOG"] != nil {
      while true { hogged.append([UInt8](repeating: 1, count: 16 << 20)) }
    }
    return Text("no hog")
  }
}

struct Rows_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("Row").previewDisplayName("Plain").previewLayout(.sizeThatFits)
      Text("Row").previewLayout(.fixed(width: 100, height: 40))
    }
  }
}
