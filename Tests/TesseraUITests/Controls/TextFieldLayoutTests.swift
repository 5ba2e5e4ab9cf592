import TesseraUI
import Testing

/// A one-line text field is as tall as UIKit's: its line rounded up to a whole point, plus one
/// (22 points for body text at 17, 21 at Dynamic Type medium's 16, as Home Assistant's iOS 26
/// fields measure), whatever it shows; the rounded-border style keeps UIKit's 34 points.
@Suite struct TextFieldLayoutTests {
  /// The height of a view proposed 300 points of width, drawn at 3x.
  func height(_ view: some View, _ size: DynamicTypeSize = .large) throws -> Double {
    let r = ImageRenderer(content: view.frame(width: 300))
    r.scale = 3
    r.environment.dynamicTypeSize = size
    return try r.render().displayList.size.height
  }

  @Test func oneLineFieldsAreUIKitsHeight() throws {
    #expect(try height(TextField("Name", text: .constant(""))) == 22)
    #expect(try height(TextField("Name", text: .constant("Ada"))) == 22)
    #expect(try height(SecureField("Password", text: .constant("secret"))) == 22)
    #expect(try height(TextField("Name", text: .constant("Ada")), .medium) == 21)
    #expect(try height(TextField("Name", text: .constant("Ada")).font(.system(size: 12))) == 16)
    // A field next to a symbol in a padded row: Home Assistant's 53-point row at medium.
    let row = HStack {
      TextField("Placeholder", text: .constant("123"))
      Image(systemName: "xmark")
    }
    .padding(16)
    #expect(try height(row, .medium) == 53)
  }

  @Test func roundedBorderFieldsAre34PointsAtBodySize() throws {
    #expect(try height(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder)) == 34)
  }

  @Test func verticalFieldsWrapAtTheirLinesHeight() throws {
    let one = try height(Text("One"))
    let field = try height(TextField("Notes", text: .constant("One"), axis: .vertical))
    #expect(abs(field - one) < 1e-9)
  }
}
