/// A preview declared with `#Preview` (or a view of a `PreviewProvider`): its name, traits, place
/// in the source and body.
///
///     #Preview("Dark") {
///       ProfileCard(user: .sample).environment(\.colorScheme, .dark)
///     }
///
/// The macro declares a type holding this value (`PreviewRegistration`), so previews compile as in
/// SwiftUI; ``Previews/all(in:)`` finds them all in a module, with stable names (``id``).
public struct Preview: Sendable, Identifiable, CustomStringConvertible {
  /// The name given, or nil (tools then name it by its view; see ``id``).
  public let name: String?
  /// The traits (layout, orientation) given.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The file that declares it, as `#fileID` (`Module/File.swift`); for a `PreviewProvider`,
  /// `Module/TypeName`.
  public let fileID: String
  /// The line of the `#Preview` (0 for a `PreviewProvider`'s previews).
  public let line: Int
  /// The declaring file's path (`#filePath`), when known: its target's asset catalogs and string
  /// tables are found from it (``SourceResources``). Nil for a `PreviewProvider`.
  public let filePath: String?
  /// `Module/File/Name`: the module, the file without `.swift` (a `PreviewProvider`'s type name
  /// without `_Previews`), and the name given, else the name of the previewed view's type; a
  /// second preview of one name in one file gets " 2", a third " 3", in source order. Set by
  /// ``Previews``; stable when other previews are added, removed or moved.
  public internal(set) var id: String
  /// The name of the previewed view, read from the body by the macro ("ProfileCard" for
  /// `ProfileCard(user: .sample).padding()`); nil when there is none to read.
  public let viewName: String?
  /// The layout, from the traits or `.previewLayout(_:)`; nil: the device's screen.
  public internal(set) var layout: PreviewLayout?
  /// The device from `.previewDevice(_:)`, if any.
  public internal(set) var device: PreviewDevice?
  /// The orientation from the traits or `.previewInterfaceOrientation(_:)`; default portrait.
  public internal(set) var orientation: InterfaceOrientation
  private let make: @MainActor @Sendable () -> AnyView
  /// Applies the environment modifiers outside the previewed view (`.environment(\.colorScheme,
  /// .dark)`, `.preferredColorScheme`) to the values given.
  private let readEnvironment: @MainActor @Sendable (inout EnvironmentValues) -> Void

  /// A preview of the view `body` builds (what `#Preview` expands to; write the macro instead).
  /// The body is typed `any View` as SwiftUI's is, so a body that declares a view type of its own
  /// and returns it compiles (a generic body would carry that local type in its own type).
  /// - Parameters:
  ///   - name: The name shown; nil names it by `viewName`.
  ///   - traits: Layout and orientation.
  ///   - fileID: `Module/File.swift`.
  ///   - line: The line of the declaration.
  ///   - filePath: The declaring file's path.
  ///   - viewName: The previewed view's type name, when the body shows it.
  ///   - body: Builds the view; called on the main actor, once per render.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>..., fileID: String = #fileID, line: Int = #line,
    filePath: String? = #filePath, viewName: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.init(
      name, traitList: traits, fileID: fileID, line: line, filePath: filePath, viewName: viewName,
      erased: body)
  }

  private init(
    _ name: String?, traitList traits: [PreviewTrait<ViewTraits>], fileID: String, line: Int,
    filePath: String?,
    viewName: String?, erased body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.fileID = fileID
    self.line = line
    self.filePath = filePath
    self.viewName = viewName
    var layout: PreviewLayout?
    var orientation = InterfaceOrientation.portrait
    var modifiers: [PreviewModifierTrait] = []
    for trait in traits {
      switch trait.kind {
      case .defaultLayout: layout = .device
      case .sizeThatFits: layout = .sizeThatFits
      case .fixed(let w, let h): layout = .fixed(width: w, height: h)
      case .orientation(let o): orientation = o
      case .modifier(let m): modifiers.append(m)
      }
    }
    self.layout = layout
    self.orientation = orientation
    self.device = nil
    // The body runs with its target's resource folders searched for assets and strings.
    let unscoped = UncheckedBox(body)
    let box = UncheckedBox { @MainActor () -> any View in
      ResourceBundles.$current.withValue(
        filePath.flatMap { ResourceBundles.set(sources: SourceResources.folders(forSource: $0)) }
      ) {
        unscoped.value()
      }
    }
    if modifiers.isEmpty {
      make = { AnyView(box.value()) }
      readEnvironment = { readOuterEnvironment(of: box.value(), into: &$0) }
    } else {
      // The first modifier listed is applied first, around the body; each next one around that.
      let modified: @MainActor @Sendable () -> PreviewModifierContent = {
        modifiers.reduce(PreviewModifierContent(box.value())) { content, m in m.apply(content) }
      }
      make = { AnyView(modified()) }
      readEnvironment = { modified().read(&$0) }
    }
    id = Preview.defaultID(fileID: fileID, name: name ?? viewName ?? "Preview")
  }

  /// A preview of one view of a `PreviewProvider`, with the settings its modifiers give.
  init(provider fileID: String, index: Int, part: PreviewPart, settings: EnvironmentValues) {
    filePath = nil
    name = settings.previewName
    traits = []
    self.fileID = fileID
    line = 0
    viewName = nil
    layout = settings.previewLayout
    device = settings.previewDevice
    orientation = settings.previewOrientation ?? .portrait
    let box = UncheckedBox(part)
    make = { box.value.view }
    readEnvironment = { box.value.read(&$0) }
    id = Preview.defaultID(fileID: fileID, name: settings.previewName ?? "Preview \(index + 1)")
  }

  /// The view to render.
  @MainActor public func makeView() -> AnyView { make() }

  /// `variant` as this preview draws it: a setting the preview fixes with an environment modifier
  /// outside its view (`.environment(\.colorScheme, .dark)`, `.preferredColorScheme(.dark)`,
  /// `.environment(\.layoutDirection, .rightToLeft)`, `.dynamicTypeSize(...)`, `.environment(\.locale,
  /// ...)`) replaces the variant's, so the page behind it and the image's name agree with what is
  /// drawn. A ``PreviewDimension`` value that fixes its color scheme sets it, and a preview not
  /// laid out on a device's screen drops the device.
  @MainActor public func effectiveVariant(_ variant: PreviewVariant) -> PreviewVariant {
    // Each setting is tried from two different starting values: one the preview fixes comes out
    // the same from both.
    var a = EnvironmentValues()
    variant.apply(to: &a)
    var b = EnvironmentValues()
    PreviewVariant(
      colorScheme: variant.colorScheme == .light ? .dark : .light,
      dynamicTypeSize: variant.dynamicTypeSize == .xSmall ? .xxxLarge : .xSmall,
      layoutDirection: variant.layoutDirection == .leftToRight ? .rightToLeft : .leftToRight,
      locale: variant.locale == "zz" ? "yy" : "zz",
      design: variant.design == .ios18 ? .ios26 : .ios18
    ).apply(to: &b)
    readEnvironment(&a)
    readEnvironment(&b)
    var result = variant
    if a.colorScheme == b.colorScheme { result.colorScheme = a.colorScheme }
    if a.dynamicTypeSize == b.dynamicTypeSize { result.dynamicTypeSize = a.dynamicTypeSize }
    if a.layoutDirection == b.layoutDirection { result.layoutDirection = a.layoutDirection }
    if a.locale.identifier == b.locale.identifier { result.locale = a.locale.identifier }
    if a.systemDesign == b.systemDesign { result.design = a.systemDesign }
    // A dimension value that fixes its scheme (a dark-only theme) is drawn in that scheme only.
    for dimension in Previews.dimensions {
      let value = variant.dimensions[dimension.name] ?? dimension.values.first ?? ""
      if let fixed = dimension.colorScheme(for: value) { result.colorScheme = fixed }
    }
    // A device matters only to a preview laid out on a device's screen.
    if let layout, layout != .device { result.device = nil }
    return result
  }

  /// The distinct variants this preview draws of `variants` (``effectiveVariant(_:)``), in order:
  /// a preview that fixes its color scheme is drawn once, not once per scheme asked for.
  @MainActor public func effectiveVariants(_ variants: [PreviewVariant]) -> [PreviewVariant] {
    var seen: Set<PreviewVariant> = []
    return variants.map(effectiveVariant).filter { seen.insert($0).inserted }
  }

  /// ``id``.
  public var description: String { id }

  /// The module that declares the preview.
  public var module: String { String(fileID.prefix { $0 != "/" }) }

  /// The file that declares it, without its module and `.swift`.
  public var file: String {
    var f = fileID.split(separator: "/", maxSplits: 1).dropFirst().first.map(String.init) ?? fileID
    if f.hasSuffix(".swift") { f.removeLast(6) }
    return f
  }

  /// The last part of ``id``: the preview's name in its file.
  public var displayName: String {
    let prefix = "\(module)/\(file)/"
    return id.hasPrefix(prefix) ? String(id.dropFirst(prefix.count)) : id
  }

  static func defaultID(fileID: String, name: String) -> String {
    var f = fileID
    if f.hasSuffix(".swift") { f.removeLast(6) }
    return "\(f)/\(name)"
  }

  /// The traits of a view preview.
  public enum ViewTraits: Sendable {}
}

/// Declares a preview of a view (SwiftUI's `#Preview`), with an optional name and traits.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TesseraUIMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as a property of the previewed view
/// (`@Previewable @State var isOn = true`), as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TesseraUIMacros", type: "PreviewableMacro")
