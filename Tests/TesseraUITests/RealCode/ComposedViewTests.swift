import TesseraDisplayList
import TesseraSnapshot
import TesseraUI
import Testing

struct SettingsRow: View {
  let icon: String
  let tint: Color
  let title: String
  let value: String
  var body: some View {
    HStack(spacing: 12) {
      Icon(icon, size: 18).foregroundColor(.white)
        .frame(width: 30, height: 30)
        .background(RoundedRectangle(cornerRadius: 7).fill(tint))
      Text(title)
      Spacer()
      Text(value).foregroundColor(.gray)
      Icon("chevron_right", size: 20).foregroundColor(.gray)
    }
    .padding(.horizontal, 16)
    .frame(height: 52)
  }
}

struct ChatBubble: View {
  let text: String
  let mine: Bool
  var body: some View {
    HStack {
      if mine { Spacer(minLength: 60) }
      Text(text)
        .foregroundColor(mine ? .white : .black)
        .padding(EdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        .background(
          RoundedRectangle(cornerRadius: 18).fill(mine ? Color.blue : Color(hex: "#E9E9EB") ?? .gray))
      if !mine { Spacer(minLength: 60) }
    }
  }
}

struct Chat: View {
  var body: some View {
    VStack(spacing: 6) {
      ChatBubble(text: "Are the headphones still on sale?", mine: false)
      ChatBubble(text: "Yes! Until Sunday, with free shipping.", mine: true)
      ChatBubble(text: "שלום! מה המחיר?", mine: false)
    }
    .padding(12)
    .font(.callout)
  }
}

struct SettingsList: View {
  var body: some View {
    VStack(spacing: 0) {
      SettingsRow(icon: "wifi", tint: .blue, title: "Wi-Fi", value: "Home")
      Divider().padding(.leading, 58)
      SettingsRow(icon: "bluetooth", tint: .blue, title: "Bluetooth", value: "On")
      Divider().padding(.leading, 58)
      SettingsRow(icon: "battery_full", tint: .green, title: "Battery", value: "82%")
    }
    .background(RoundedRectangle(cornerRadius: 12).fill(Color.white))
    .padding(16)
    .background(Color(hex: "#F2F2F7") ?? .white)
  }
}

@Suite struct ComposedViewTests {
  func render<V: View>(
    _ v: V, width: Double = 390, scale: Double = 2, _ configure: (inout EnvironmentValues) -> Void = { _ in }
  )
    throws -> RenderOutput
  {
    let r = ImageRenderer(content: v)
    r.proposedSize = ProposedViewSize(width: width, height: nil)
    r.scale = scale
    r.background = .white
    configure(&r.environment)
    return try r.render()
  }

  @Test func settingsList() throws {
    let out = try render(SettingsList())
    #expect(out.warnings.isEmpty)
    assertSnapshot(of: out.displayList.dump, as: .lines, named: "displayList")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "light")
    let rtl = try render(SettingsList()) { $0.layoutDirection = .rightToLeft }
    assertSnapshot(of: try rtl.pixmap(), as: .image(), named: "rtl")
  }

  @Test func chat() throws {
    let out = try render(Chat())
    assertSnapshot(of: out.displayList.dump, as: .lines, named: "displayList")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "bubbles")
  }

  @Test func productCard() throws {
    let card = VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 12) {
        ZStack {
          Circle().fill(Color(hex: "#6C5CE7") ?? .blue)
          Icon("headphones", size: 24).foregroundColor(.white)
        }
        .frame(width: 44, height: 44)
        VStack(alignment: .leading, spacing: 2) {
          Text("Wireless Headphones").font(.headline)
          Text("Noise cancelling · 30h battery").font(.subheadline).foregroundColor(.gray)
        }
      }
      Text(
        "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes."
      )
      .font(.callout).lineLimit(2)
      HStack {
        Text("$199").font(.title3.bold())
        Spacer()
        Text("Add to cart").font(.callout.weight(.semibold)).foregroundColor(.white)
          .padding(.horizontal, 16).padding(.vertical, 8)
          .background(
            Capsule().fill(
              LinearGradient(
                colors: [.blue, Color(hex: "#6C5CE7") ?? .blue], startPoint: .leading, endPoint: .trailing)))
      }
    }
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
    .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.15), radius: 16, y: 6)
    .padding(20)
    .background(Color(hex: "#F2F3F5") ?? .white)
    let out = try render(card, width: 360)
    assertSnapshot(of: out.displayList.dump, as: .lines, named: "displayList")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "card")
    // In dark mode only the texts without a color of their own change (to white); the layout is
    // the same.
    let dark = try render(card.environment(\.colorScheme, .dark), width: 360)
    #expect(dark.displayList.size == out.displayList.size)
    #expect(dark.displayList.itemCount == out.displayList.itemCount)
    #expect(
      dark.displayList.dump.components(separatedBy: "#FFFFFFFF").count
        > out.displayList.dump.components(separatedBy: "#FFFFFFFF").count)
  }
}
