import Foundation
import TesseraUI
import Testing

/// Preferences as SwiftUI's documentation writes them.
private struct TitleKey: PreferenceKey {
  static let defaultValue = ""
  static func reduce(value: inout String, nextValue: () -> String) {
    let next = nextValue()
    if !next.isEmpty { value = next }
  }
}

private struct WidthKey: PreferenceKey {
  static let defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

/// A title set deep inside, shown by an ancestor through `onPreferenceChange` and state.
private struct TitledScreen: View {
  @State private var title = "none"
  var body: some View {
    VStack {
      Text("Title: \(title)")
      Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
    }
    .onPreferenceChange(TitleKey.self) { title = $0 }
  }
}

/// Widths measured by a GeometryReader during layout, read back into state.
private struct MeasuredRow: View {
  @State private var widest: CGFloat = 0
  var body: some View {
    VStack(alignment: .leading) {
      Text("Widest: \(Int(widest))")
      ForEach([80, 120, 60], id: \.self) { w in
        Color.red.frame(width: CGFloat(w), height: 4)
          .background(
            GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
      }
    }
    .onPreferenceChange(WidthKey.self) { widest = $0 }
  }
}

@Suite struct PreferenceTests {
  func texts(_ view: some View) throws -> [String] {
    try ImageRenderer(content: view).render().displayList.dump.split(separator: "\n")
      .filter { $0.contains("text ") }.map(String.init)
  }

  @Test @MainActor func aValueSetInsideReachesAnAncestorsState() throws {
    let dump = try ImageRenderer(content: TitledScreen()).render().displayList.dump
    #expect(dump.contains("Title: Inbox"), "\(dump)")
  }

  @Test @MainActor func valuesMeasuredDuringLayoutArriveTooAndAreReduced() throws {
    let dump = try ImageRenderer(content: MeasuredRow()).render().displayList.dump
    #expect(dump.contains("Widest: 120"), "\(dump)")
  }

  /// Controls collect their label's words and pickers their tags through preference scopes of
  /// their own: the app's own values still reach their readers, once.
  @Test func valuesInsideControlsReachTheReaderOnce() throws {
    let view = VStack {
      Button {
      } label: {
        Text("Send").preference(key: CountKey.self, value: 2)
      }
      Picker("Size", selection: .constant(1)) {
        Text("Small").tag(1)
        Text("Large").tag(2)
      }
      .pickerStyle(.segmented)
      .preference(key: CountKey.self, value: 3)
      Text("tapped").onTapGesture {}.preference(key: CountKey.self, value: 5)
    }
    .overlayPreferenceValue(CountKey.self, alignment: .bottomTrailing) { count in Text("total \(count)") }
    let lines = try texts(view)
    #expect(lines.contains { $0.contains("\"total 10\"") }, "\(lines)")
  }

  @Test func overlayPreferenceValueDrawsTheCombinedValue() throws {
    let view = VStack {
      Text("a").preference(key: CountKey.self, value: 2)
      Text("b").preference(key: CountKey.self, value: 3)
    }
    .overlayPreferenceValue(CountKey.self, alignment: .bottomTrailing) { count in Text("total \(count)") }
    let dump = try ImageRenderer(content: view).render().displayList.dump
    #expect(dump.contains("total 5"), "\(dump)")
    // A .preference(key:value:) replaces the values of the views inside it; transformPreference
    // changes them on the way up.
    let replaced = VStack { Text("a").preference(key: CountKey.self, value: 2) }
      .preference(key: CountKey.self, value: 10)
      .transformPreference(CountKey.self) { $0 += 1 }
      .backgroundPreferenceValue(CountKey.self) { Text("n \($0)") }
    #expect(try ImageRenderer(content: replaced).render().displayList.dump.contains("n 11"))
  }

  @Test func anAnchorIsReadInTheReadersCoordinates() throws {
    let view = VStack(spacing: 0) {
      Color.clear.frame(width: 100, height: 30)
      Color.blue.frame(width: 40, height: 20)
        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    }
    .overlayPreferenceValue(BoundsKey.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          let r = proxy[anchor]
          Rectangle().fill(Color.red).frame(width: r.width + 4, height: r.height + 4)
            .offset(x: r.minX - 2, y: r.minY - 2)
        }
      }
    }
    let fills = try ImageRenderer(content: view).render().displayList.dump.split(separator: "\n")
      .filter { $0.hasPrefix("fill") }
    // The blue box is at (30, 30, 40, 20) in the 100x50 stack; the red outline 2 points around it.
    #expect(fills.contains { $0.contains("(28, 28, 44, 24)") && $0.hasSuffix("#FF383CFF") }, "\(fills)")
  }
}
