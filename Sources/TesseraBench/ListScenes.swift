import TesseraUI

/// A long `List` against a short one (issue 18: a `List` of 100,000 rows renders in at most 2x
/// the time of a 20-row one): the same row (a title, a secondary value and a chevron) in a
/// navigation stack on the iPhone 16 screen, at 3x.
enum ListScenes {
  /// A model of one row, for the variant over an array of `Identifiable` values.
  struct Item: Identifiable {
    let id: Int
    let title: String
    let detail: String
  }

  /// One row: a navigation link with a title and a secondary value (the list draws the chevron).
  struct Row: View {
    let title: String
    let detail: String

    var body: some View {
      NavigationLink(value: title) {
        HStack {
          Text(title)
          Spacer()
          Text(detail).foregroundStyle(.secondary)
        }
      }
    }
  }

  /// `ForEach(0..<count, id: \.self)`, as an iOS developer writes it.
  struct RangeList: View {
    let count: Int

    var body: some View {
      NavigationStack {
        List {
          ForEach(0..<count, id: \.self) { i in
            Row(title: "Item \(i)", detail: "\(i % 97) MB")
          }
        }
        .navigationTitle("Storage")
      }
    }
  }

  /// `ForEach(items)` over an array of `Identifiable` models.
  struct ModelList: View {
    let items: [Item]

    var body: some View {
      NavigationStack {
        List {
          ForEach(items) { item in Row(title: item.title, detail: item.detail) }
        }
        .navigationTitle("Storage")
      }
    }
  }

  static func items(_ count: Int) -> [Item] {
    (0..<count).map { Item(id: $0, title: "Item \($0)", detail: "\($0 % 97) MB") }
  }

  /// The scenes' names: each kind of list with 20 and with 100,000 rows.
  static let names = ["list-range-20", "list-range-100000", "list-models-20", "list-models-100000"]

  /// The scene of a name (its models are made only when asked for), or nil.
  static func scene(_ name: String) -> AnyView? {
    let parts = name.split(separator: "-")
    guard parts.count == 3, parts[0] == "list", let count = Int(parts[2]) else { return nil }
    switch parts[1] {
    case "range": return AnyView(screen(RangeList(count: count)))
    case "models": return AnyView(screen(ModelList(items: items(count))))
    default: return nil
    }
  }

  static func screen<V: View>(_ content: V) -> some View { DeviceScreen(.iPhone16) { content } }

  /// A renderer of a scene: the iPhone 16's 393 x 852 pt at 3x.
  static func renderer(_ view: AnyView) -> ImageRenderer<AnyView> {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 393, height: 852)
    r.scale = 3
    return r
  }

  /// The full render (views to pixels) of each kind of list, short and long, and their ratio.
  /// Returns each kind's name with its short and long list's figures.
  @discardableResult
  static func measure(minTime: Double) throws -> [(String, Stats, Stats)] {
    var results: [(String, Stats, Stats)] = []
    for kind in ["range", "models"] {
      guard let short = scene("list-\(kind)-20"), let long = scene("list-\(kind)-100000") else { continue }
      let rs = renderer(short)
      let rl = renderer(long)
      // Interleaved rounds, so that both see the same machine.
      var s = Stats(samples: [])
      var l = Stats(samples: [])
      for _ in 0..<3 {
        s.samples += try Stats.measure(warmup: 2, minIters: 10, minTime: minTime / 3, maxIters: 2000) {
          _ = try rs.pixmap()
        }.samples
        l.samples += try Stats.measure(warmup: 2, minIters: 10, minTime: minTime / 3, maxIters: 2000) {
          _ = try rl.pixmap()
        }.samples
      }
      let label = kind == "range" ? "ForEach(0..<n, id: \\.self)" : "ForEach(models)"
      print(
        "list \(label): full render 20 rows \(SuiteBench.fixed(s.median)) ms, 100,000 rows \(SuiteBench.fixed(l.median)) ms median: \(SuiteBench.fixed(l.median / s.median))x (target ≤ 2x)"
      )
      results.append((kind, s, l))
    }
    return results
  }
}
