import TesseraPNG
import TesseraUI
import Testing

struct SettingsRow: View {
  let title: String
  let value: String
  var body: some View {
    HStack {
      Icon("wifi", size: 20).foregroundColor(.white)
        .frame(width: 30, height: 30)
        .background(RoundedRectangle(cornerRadius: 7).fill(Color.blue))
      Text(title)
      Spacer()
      Text(value).foregroundColor(.gray)
      Icon("chevron_right", size: 20).foregroundColor(.gray)
    }
    .padding(.horizontal, 16)
    .frame(height: 52)
    .background(Color.white)
  }
}

@Test func smoke() throws {
  var r = ImageRenderer(content: SettingsRow(title: "Wi-Fi", value: "Home"))
  r.proposedSize = ProposedViewSize(width: 390, height: nil)
  r.scale = 2
  let out = try r.render()
  print(out.displayList.dump)
  try PNG.write(try out.pixmap(), to: "/tmp/smoke.png")
}
