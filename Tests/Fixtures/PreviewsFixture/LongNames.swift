import TesseraUI

// A name longer than a file name may be: its images keep their variant in the file name, inside
// the limit, so light and dark never share a file.
#Preview(
  "A preview whose name goes on and on A preview whose name goes on and on A preview whose name goes on and on A preview whose name goes on and on A preview whose name goes on and on A preview whose name goes on and on A preview whose name goes on and on",
  traits: .sizeThatFitsLayout
) {
  Text("Long").padding()
}
