import Foundation
import TesseraDisplayList
import TesseraPNG
import TesseraRaster
import TesseraRenderer
import TesseraSync

/// Renders a view to pixels, PNG bytes or a file, as SwiftUI's `ImageRenderer`.
///
///     let renderer = ImageRenderer(content: ProductCard())
///     renderer.proposedSize = ProposedViewSize(width: 390, height: nil)  // width, fitting height
///     renderer.scale = 3
///     renderer.environment.colorScheme = .dark
///     try renderer.write(to: "card.png")
///
/// The view is resolved with ``environment``, offered ``proposedSize`` (nil dimensions: its ideal
/// size), drawn into a ``TesseraDisplayList/DisplayList`` of the size it chose, and rasterized
/// at ``scale`` pixels per point. Problems that can be worked around (a negative padding, a
/// duplicate `ForEach` id) are listed in ``RenderOutput/warnings``; those that cannot (a missing
/// image file, an unknown font or icon) make the render throw a ``RenderError``.
///
/// A class, as SwiftUI's: `let renderer = ImageRenderer(content: view)` then
/// `renderer.scale = 3` compiles as it does for iOS, and every holder of a renderer sees the same
/// settings (copy the settings into a new renderer to vary them). ``uiImage`` gives the picture
/// as SwiftUI's does.
nonisolated public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// The size offered to the view. Default: unspecified in both dimensions (its ideal size).
  public var proposedSize: ProposedViewSize = .unspecified
  /// Pixels per point: 1, 2 or 3 (any positive value works). Default 1.
  public var scale: Double = 1
  /// The environment the view is resolved in (color scheme, layout direction, fonts…).
  public var environment = EnvironmentValues()
  /// What the picture is drawn on. Default transparent.
  public var background: Color = .clear
  /// The view graph that keeps the tree's state: give the same graph to render the tree again
  /// with the state it had (after a test changes it); nil (the default) starts from each state
  /// property's initial value.
  public var graph: ViewGraph?
  /// Whether the picture grows to show all of its scroll content. Default false: a still shows
  /// each scroll view's viewport, as the screen does. When true and ``proposedSize`` has a height,
  /// the height grows by as much as the outermost vertical scroll view or list (the tallest, if
  /// several) runs past its viewport, up to ``maximumExpandedHeight``, so the whole content is
  /// drawn with everything around it (bars, a `DeviceScreen`'s status bar and home indicator) in
  /// place: SnapshotPreviews' `emergeExpansion`. Scroll views nested in scroll content keep
  /// their size.
  public var expandsScrollContent = false
  /// The tallest an expanded picture grows, in points. Default 10,000 (also used for a value
  /// that is not a finite positive number); content past it is cut and a warning says so.
  public var maximumExpandedHeight = 10_000.0

  /// Creates a renderer.
  public init(content: Content) { self.content = content }

  /// The resolved, laid-out picture and the warnings found on the way.
  /// - Throws: ``RenderError`` when the view cannot be rendered.
  public func render() throws -> RenderOutput {
    // The layout thread has finished with the view before this function returns, so the view is
    // never used on two threads at once: handing it over in an unchecked box is safe.
    let content = self.content
    let box = UncheckedBox({ (context: ResolveContext) in resolve(content, context) })
    var environment = self.environment
    environment.displayScale = scale
    let expansion = expandsScrollContent && proposedSize.height?.isFinite == true ? ScrollExpansion() : nil
    environment.scrollExpansion = expansion
    let env = environment
    // Frames are rounded to the picture's pixels, as SwiftUI rounds them to the screen's.
    let grid = PixelGrid(scale: env.displayScale)
    let proposal = proposedSize
    // A cap that is not a finite positive number is the default's.
    let maximumHeight =
      maximumExpandedHeight.isFinite && maximumExpandedHeight > 0 ? maximumExpandedHeight : 10_000
    let diagnostics = Diagnostics()
    // Resolve and lay out on a thread with a large stack: deep view trees recurse deeply.
    let result = Locked<DisplayList?>(nil)
    let graph = self.graph ?? ViewGraph(reusingBodies: false)
    LayoutThreads.shared.run {
      diagnostics.collectingWarningsOfThisThread {
        // `String(localized:)` in a body localizes into the environment's locale, and assets are
        // found in the previewed target's resources too.
        RenderingLocale.$current.withValue(env.locale) {
          ResourceBundles.$current.withValue(env.resources) {
            var context = ResolveContext(environment: env, diagnostics: diagnostics)
            context.graph = graph
            // `onAppear` runs once per view, before the still: a pass that ran appear actions is
            // resolved again; so is one whose layout changed a value a preference reader follows
            // (`onPreferenceChange`, a preference layer). At most 4 passes (`task` is never run, see
            // Docs/SnapshotTesting.md).
            var size = Size(width: 0, height: 0)
            var items: [DisplayItem] = []
            for pass in 0..<4 {
              graph.beginPass()
              var nodes = box.value(context)
              // A presentation (alert, dialog, sheet) covers the whole picture: the last one shown is
              // drawn over the root, resolved in the same pass so its state and controls are kept.
              if let top = graph.takePresentations().last {
                let root =
                  nodes.count == 1
                  ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: env)
                nodes = [top.node(over: root)]
              }
              graph.endPass()
              // Actions may change state or observable models alike: the tree is resolved again.
              let actions = graph.takeAppearActions()
              if !actions.isEmpty, pass < 3 {
                for action in actions { action() }
                continue
              }
              let root =
                nodes.count == 1
                ? nodes[0] : ZStackNode(alignment: .center, children: nodes, environment: env)
              size = root.size(for: proposal)
              if !size.width.isFinite || !size.height.isFinite {
                diagnostics.warn(
                  "the view is infinitely large for the proposal \(proposal); give it a finite size")
                size = Size(
                  width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
              }
              items = []
              grid.placing {
                root.render(in: Rect(origin: .zero, size: size), proposal: proposal, into: &items)
              }
              // Scroll content that runs past its viewport: drawn again, taller by the overflow.
              if let expansion, expansion.overflow >= 0.5, let height = proposal.height {
                var grown = (height + expansion.overflow).rounded(.up)
                if grown > maximumHeight {
                  diagnostics.warn(
                    "expanding scroll content needs \(Int(grown)) points; the picture stops at \(Int(maximumHeight))"
                  )
                  grown = max(height, maximumHeight)
                }
                let taller = ProposedViewSize(width: proposal.width, height: grown)
                let s = root.size(for: taller)
                if s.width.isFinite, s.height.isFinite {
                  size = s
                  items = []
                  grid.placing {
                    root.render(in: Rect(origin: .zero, size: size), proposal: taller, into: &items)
                  }
                }
              }
              // Preference readers whose value the layout changed: their actions run, and the tree is
              // resolved and laid out again with the state they set.
              let late = graph.takeLayoutActions()
              if late.isEmpty || pass == 3 { break }
              for action in late { action() }
            }
            result.withLock { $0 = DisplayList(size: size, items: items) }
          }
        }
      }
    }
    if let first = diagnostics.errors.first { throw first }
    guard let list = result.withLock({ $0 }) else {
      throw RenderError.invalidImageSize("layout produced nothing")
    }
    return RenderOutput(
      displayList: list, warnings: diagnostics.warnings, scale: scale, background: background.resolve(in: env)
    )
  }

  /// The view's display list.
  public func displayList() throws -> DisplayList { try render().displayList }

  /// The view's pixels.
  public func pixmap() throws -> Pixmap { try render().pixmap() }

  /// The view as PNG bytes.
  public func pngData(options: PNGOptions = .standard) throws -> [UInt8] {
    try PNG.encode(pixmap(), options: options)
  }

  /// Writes the view as a PNG file, atomically.
  public func write(to path: String, options: PNGOptions = .standard) throws {
    try PNG.write(pixmap(), to: path, options: options)
  }

  /// The picture as a UIKit image of ``scale`` pixels per point, as SwiftUI's `uiImage`; nil
  /// when the view cannot be rendered (``render()`` says why).
  public var uiImage: UIImage? {
    guard let pixels = try? pixmap() else { return nil }
    return UIImage(pixmap: pixels, scale: scale)
  }
}
