/// A view for each element of a collection, identified by a key path or by `Identifiable`.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements.
  public let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// Creates views for elements identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// Built-in.
  public var body: PrimitiveBody { PrimitiveBody() }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views for identifiable elements.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for a range of integers.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

nonisolated extension ForEach: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    var nodes: [LayoutNode] = []
    var seen = Set<ID>()
    for element in data {
      let key = element[keyPath: id]
      if !seen.insert(key).inserted {
        // As SwiftUI logs it, with what it means here.
        context.diagnostics.warn(
          "ForEach<\(Data.self), \(ID.self), \(Content.self)>: the ID \(key) occurs multiple times within the collection, this will give undefined results! (Tessera: its views share one identity and its state)"
        )
      }
      guard context.collectsTags else {
        let c = context.child(id: key)
        nodes += markingScrollTarget(resolve(content(element), c), id: key, c)
        continue
      }
      // Inside a picker: an element without its own `.tag` is tagged with its id, as SwiftUI does.
      // Its own tags pass through its scope to the picker's.
      var c = context.child(id: key)
      let scope = PreferenceValues(parent: context.preferences)
      c.preferences = scope
      let made = resolve(content(element), c)
      if scope.value(TaggedOptions.self) == nil {
        context.preferences?.add(TaggedOptions.self, [(AnyHashable(key), made)])
      }
      nodes += markingScrollTarget(made, id: key, c)
    }
    return nodes
  }
}
