/// A height a sheet rests at, as SwiftUI's `PresentationDetent`. A still shows the sheet at its
/// selected detent, else the smallest one (where iOS first presents it).
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case large, medium, fraction(Double), height(Double), custom(CustomDetent)
  }
  /// A custom detent's height function, equal by the type that declares it.
  /// (Unchecked: it calls only the type's static `height(in:)`.)
  struct CustomDetent: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let height: (Context) -> CGFloat?
    static func == (a: CustomDetent, b: CustomDetent) -> Bool { a.type == b.type }
    func hash(into hasher: inout Hasher) { hasher.combine(type) }
  }
  let kind: Kind
  /// The full height (below the status bar).
  public static let large = PresentationDetent(kind: .large)
  /// About half the height.
  public static let medium = PresentationDetent(kind: .medium)
  /// A fraction of the height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }
  /// A height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }

  /// A detent whose height `D.height(in:)` works out from the sheet's context (its largest
  /// height, `maxDetentValue`, and environment); a nil height is drawn as `.large`.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .custom(CustomDetent(type: ObjectIdentifier(type)) { D.height(in: $0) }))
  }

  /// What a custom detent's height is worked out from, as SwiftUI's `PresentationDetent.Context`.
  @dynamicMemberLookup
  public struct Context {
    /// The height of the largest detent (`.large`), in points.
    public let maxDetentValue: CGFloat
    let environment: EnvironmentValues
    /// A value of the sheet's environment.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
      environment[keyPath: keyPath]
    }
  }

  /// What is wrong with this detent's value (a fraction or height that is not a finite,
  /// non-negative number), or nil when it is usable.
  var invalidValue: String? {
    switch kind {
    case .fraction(let f) where !(f.isFinite && f >= 0):
      return ".fraction(\(f)) is not a finite, non-negative fraction"
    case .height(let h) where !(h.isFinite && h >= 0):
      return ".height(\(h)) is not a finite, non-negative number of points"
    default: return nil
    }
  }

  /// The sheet's height in a container of `height` points with `top` points above a large sheet.
  func sheetHeight(in height: Double, top: Double, environment: EnvironmentValues = EnvironmentValues())
    -> Double
  {
    let full = max(0, height - top)
    switch kind {
    case .large: return full
    case .medium: return min(full, height / 2)
    case .fraction(let f): return min(full, height * (f.isFinite && f >= 0 ? f : 1))
    case .height(let h): return min(full, h.isFinite && h >= 0 ? h : full)
    case .custom(let custom):
      let h =
        custom.height(Context(maxDetentValue: full, environment: environment)).map { Double($0) } ?? full
      return min(full, max(0, h.isFinite ? h : full))
    }
  }
}

nonisolated extension View {
  /// The heights the sheet presenting this view rests at.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
    let sorted = detents.sorted { $0.sheetHeight(in: 1000, top: 0) < $1.sheetHeight(in: 1000, top: 0) }
    return modifier(SheetSettingModifier { $0.detents = sorted })
  }
  /// The heights the sheet rests at, and the selected one.
  public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
    -> some View
  {
    let sorted = detents.sorted { $0.sheetHeight(in: 1000, top: 0) < $1.sheetHeight(in: 1000, top: 0) }
    let selected = selection.wrappedValue
    return modifier(
      SheetSettingModifier {
        $0.detents = sorted
        $0.selectedDetent = selected
      })
  }
  /// Whether the sheet shows its grabber.
  public func presentationDragIndicator(_ visibility: Visibility) -> some View {
    modifier(SheetSettingModifier { $0.dragIndicator = visibility })
  }
  /// The sheet's corner radius in points (nil: the system's).
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    let r = cornerRadius.map { Double($0) }
    return modifier(SheetSettingModifier { $0.cornerRadius = r })
  }
  /// The sheet's background.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    let s = AnyShapeStyle(style)
    return modifier(SheetSettingModifier { $0.background = s })
  }
  /// Whether the presenter takes touches behind the sheet (no pixels).
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
    -> some View
  {
    modifier(SheetSettingModifier { _ in })
  }
  /// How the presentation adapts to compact sizes (sheets on iPhone sizes here).
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation)
    -> some View
  {
    modifier(SheetSettingModifier { _ in })
  }
  /// Whether a swipe can dismiss the sheet (no pixels).
  public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
    modifier(SheetSettingModifier { _ in })
  }
}

/// A modifier that tells the sheet presenting its content how to present it.
nonisolated struct SheetSettingModifier: BuiltInModifier {
  let change: (inout SheetSettings) -> Void
  func apply(to content: (ResolveContext) -> [LayoutNode], _ context: ResolveContext) -> [LayoutNode] {
    context.preferences?.add(SheetSettings.Changes.self, [change])
    return content(context)
  }
}
