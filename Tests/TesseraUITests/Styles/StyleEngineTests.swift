import Foundation
import TesseraDisplayList
import Testing

@testable import TesseraUI

/// The style slot every migrated style protocol uses (`Styles/Engine/StyleSlot.swift`): a
/// custom style written as SwiftUI's documentation writes it draws the control, the nearest style
/// wins, and a style's body draws controls of its kind in the style outside it.
@Suite struct StyleEngineTests {
  /// A gauge style as SwiftUI's documentation writes one: a ring trimmed to the value, the
  /// current value label in the middle.
  struct SpeedometerGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      ZStack {
        Circle().foregroundColor(Color(.systemGray6))
        Circle()
          .trim(from: 0, to: 0.75 * configuration.value)
          .stroke(Color.purple, lineWidth: 20)
          .rotationEffect(.degrees(135))
        VStack {
          configuration.currentValueLabel.font(.system(size: 40, weight: .bold, design: .rounded))
          Text("KM/H").font(.system(.body, design: .rounded)).bold()
        }
      }
      .frame(width: 200, height: 200)
    }
  }

  /// A style whose body holds another gauge: that one is drawn in the style outside.
  struct FramedGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack {
        Text("Framed")
        Gauge(value: configuration.value) { Text("Inner") }
      }
    }
  }

  func dump<V: View>(_ v: V) throws -> String {
    let r = ImageRenderer(content: v)
    r.proposedSize = ProposedViewSize(width: 300, height: nil)
    return try r.render().displayList.dump
  }

  @Test func aCustomGaugeStyleDrawsTheGauge() throws {
    let gauge = Gauge(value: 0.5) {
      Text("Speed")
    } currentValueLabel: {
      Text("80")
    }
    let plain = try dump(gauge)
    #expect(plain.contains("label \"Speed\""))
    let styled = try dump(gauge.gaugeStyle(SpeedometerGaugeStyle()))
    #expect(styled.contains("label \"KM/H\""))
    #expect(styled.contains("label \"80\""))
    #expect(!styled.contains("label \"Speed\""), "the style shows no label")
    #expect(styled.hasPrefix("size 200x200"))
  }

  @Test func theNearestStyleWinsAndABodyUsesTheOuterOne() throws {
    let gauge = Gauge(value: 0.5) { Text("Speed") }
    // The inner modifier is nearer the gauge.
    let nearest = try dump(gauge.gaugeStyle(FramedGaugeStyle()).gaugeStyle(SpeedometerGaugeStyle()))
    #expect(nearest.contains("label \"Framed\""))
    // Inside the framed style's body, the gauge is drawn in the speedometer style set outside.
    #expect(nearest.contains("label \"KM/H\""))
    // Alone, the framed style's inner gauge is the default one.
    let alone = try dump(gauge.gaugeStyle(FramedGaugeStyle()))
    #expect(alone.contains("label \"Inner\""))
    #expect(!alone.contains("label \"KM/H\""))
  }

  @Test func builtInGaugeStylesAreStyles() throws {
    let gauge = Gauge(value: 0.25) { Text("Battery") }
    let automatic = try dump(gauge)
    #expect(try dump(gauge.gaugeStyle(.automatic)) == automatic)
    #expect(try dump(gauge.gaugeStyle(.linearCapacity)) == automatic)
    #expect(try dump(gauge.gaugeStyle(.accessoryCircularCapacity)) == automatic)
  }

  /// A menu style as SwiftUI's documentation writes one: the menu itself, restyled.
  struct RedBorderMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
      Menu(configuration)
        .foregroundStyle(.red)
        .padding(4)
        .border(Color.red)
    }
  }

  @Test func aCustomMenuStyleWrapsTheMenu() throws {
    let menu = Menu("Actions") {
      Button("Duplicate") {}
      Button("Delete", role: .destructive) {}
    }
    let plain = try dump(menu)
    let styled = try dump(menu.menuStyle(RedBorderMenuStyle()))
    #expect(plain.contains("label \"Actions\""))
    #expect(styled.contains("label \"Actions\""))
    let red = Color.red.resolve(in: EnvironmentValues()).description
    #expect(styled.contains("text") && styled.contains(red), "\(styled)")
    #expect(!plain.contains(red))
    // The built-in styles draw the label as a button.
    #expect(try dump(menu.menuStyle(.automatic)) == plain)
    #expect(try dump(menu.menuStyle(.button)) == plain)
  }

  /// A form style that puts a title over the form the style outside draws.
  struct TitledFormStyle: FormStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(spacing: 0) {
        Text("Settings").font(.largeTitle)
        Form(configuration)
      }
    }
  }

  @Test func formStylesDrawTheForm() throws {
    let form = Form {
      Section("Account") {
        Text("Name")
        Toggle("Notifications", isOn: .constant(true))
      }
      Section { Text("Sign Out") }
    }
    func screen<V: View>(_ v: V) throws -> String {
      let r = ImageRenderer(content: v)
      r.proposedSize = ProposedViewSize(width: 390, height: 500)
      return try r.render().displayList.dump
    }
    let plain = try screen(form)
    // The built-in styles draw what the default draws, through the style slot.
    #expect(try screen(form.formStyle(.grouped)) == plain)
    #expect(try screen(form.formStyle(.automatic)) == plain)
    let titled = try screen(form.formStyle(TitledFormStyle()))
    #expect(titled.contains("label \"Settings\""))
    #expect(titled.contains("label \"Notifications\""))
  }
}
