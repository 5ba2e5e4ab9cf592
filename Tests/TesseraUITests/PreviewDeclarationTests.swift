import TesseraUI
import Testing

// Previews declared as SwiftUI files declare them: these must compile.
#Preview {
  Color.red.frame(width: 4, height: 4)
}

#Preview("Named", traits: .sizeThatFitsLayout) {
  let side: CGFloat = 3
  Color.blue.frame(width: side, height: side)
}

#Preview("With state", traits: .fixedLayout(width: 100, height: 50), .landscapeLeft) {
  @Previewable @State var count = 2
  Color.green.frame(width: CGFloat(count), height: 1)
}

struct Legacy_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      Color.red.previewDisplayName("Red").previewLayout(.sizeThatFits)
      Color.blue.previewDevice(PreviewDevice(rawValue: "iPhone 16"))
    }
  }
}

@Suite struct PreviewDeclarationTests {
  @MainActor @Test func previewValuesCarryNameTraitsAndBody() throws {
    let preview = Preview("Card", traits: .sizeThatFitsLayout, fileID: "Demo/Card.swift", line: 12) {
      Color.red.frame(width: 5, height: 2)
    }
    #expect(preview.name == "Card")
    #expect(preview.traits.map(\.kind) == [.sizeThatFits])
    #expect(preview.fileID == "Demo/Card.swift" && preview.line == 12)
    let list = try ImageRenderer(content: preview.makeView()).displayList()
    #expect(list.size.width == 5 && list.size.height == 2)
    let legacy = try ImageRenderer(content: Legacy_Previews.previews).displayList()
    #expect(legacy.size.width > 0)
  }
}
