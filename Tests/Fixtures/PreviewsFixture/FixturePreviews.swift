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

struct Rows_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Text("Row").previewDisplayName("Plain").previewLayout(.sizeThatFits)
      Text("Row").previewLayout(.fixed(width: 100, height: 40))
    }
  }
}
