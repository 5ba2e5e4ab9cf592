import TesseraUI

// Its image set, color set and string come from Resources/ beside it (an asset catalog and a
// string catalog SwiftPM does not copy on Linux unless declared): found from the file's path.
#Preview("Localized", traits: .sizeThatFitsLayout) {
  HStack(spacing: 0) {
    Image(decorative: "Dot")
    Text("Good morning").padding(8)
  }
  .background(Color("Paper"))
}
