import TesseraDisplayList

/// The node of a `DeviceScreen`: the device's size (taller when a render expands scroll content
/// and offers more height); the content in the safe area (or
/// under the bars, for content that runs under them), then the status bar and home indicator.
final class DeviceScreenNode: LayoutNode {
  let device: Device
  let main: LayoutNode
  let geometry: ScreenGeometry
  let background: LayoutNode?
  let statusBar: LayoutNode?
  let homeIndicator: LayoutNode?
  let keyboard: LayoutNode?
  /// Whether the render expands scroll content, so the screen may grow taller.
  let expands: Bool
  /// The scroll-edge content's own safe area, before the screen's insets were added.
  private var contentSafeArea: EdgeInsets?

  init(
    device: Device, main: LayoutNode, geometry: ScreenGeometry, background: LayoutNode?,
    statusBar: LayoutNode?,
    homeIndicator: LayoutNode?, keyboard: LayoutNode?, expands: Bool, direction: LayoutDirection
  ) {
    self.expands = expands
    self.keyboard = keyboard
    self.device = device
    self.main = main
    self.geometry = geometry
    self.background = background
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
    super.init(direction: direction)
  }

  override func sizeThatFits(_ p: ProposedViewSize) -> Size {
    // A render that expands scroll content offers a taller screen: the screen grows with it.
    if expands, let h = p.height, h.isFinite, h > device.height {
      return Size(width: device.width, height: h)
    }
    return Size(width: device.width, height: device.height)
  }

  override func draw(in rect: Rect, proposal: ProposedViewSize, into items: inout [DisplayItem]) {
    let full = ProposedViewSize(rect.size)
    background?.render(in: rect, proposal: full, into: &items)
    var insets = device.safeAreaInsets
    let keyboardHeight = keyboard == nil ? 0 : SoftwareKeyboard.height(on: device)
    if keyboard != nil { insets.bottom = keyboardHeight }
    let left = direction == .rightToLeft ? insets.trailing : insets.leading
    let safe = Rect(
      x: rect.minX + left, y: rect.minY + insets.top, width: max(0, rect.width - insets.horizontal),
      height: max(0, rect.height - insets.vertical))
    geometry.screen = rect
    geometry.safe = safe
    geometry.isSet = true
    if let scroll = scrollEdgeContent(main) {
      // Bars, lists and scroll views run under the status bar and home indicator, their content
      // starting inside the safe area.
      // (Added to what the content had before the first render, so a second render does not add
      // the insets twice.)
      let old = contentSafeArea ?? scroll.safeArea
      contentSafeArea = old
      scroll.safeArea = EdgeInsets(
        top: old.top + insets.top, leading: old.leading + insets.leading, bottom: old.bottom + insets.bottom,
        trailing: old.trailing + insets.trailing)
      main.render(in: rect, proposal: full, into: &items)
    } else {
      let p = ProposedViewSize(safe.size)
      main.render(
        in: place(main.size(for: p), in: safe, alignment: .center, direction: direction), proposal: p,
        into: &items)
    }
    if let statusBar {
      let r = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: device.statusBarHeight)
      items.recording(.system(r, reason: "the system status bar, not the app's")) {
        statusBar.render(in: r, proposal: ProposedViewSize(r.size), into: &$0)
      }
    }
    if let keyboard {
      let r = Rect(x: rect.minX, y: rect.maxY - keyboardHeight, width: rect.width, height: keyboardHeight)
      items.recording(.system(r, reason: "the system keyboard, not the app's")) {
        keyboard.render(in: r, proposal: ProposedViewSize(r.size), into: &$0)
      }
    }
    if let homeIndicator {
      let s = homeIndicator.size(for: .unspecified)
      let r = Rect(
        x: rect.minX + (rect.width - s.width) / 2, y: rect.maxY - HomeIndicator.bottomMargin - s.height,
        width: s.width, height: s.height)
      homeIndicator.render(in: r, proposal: .unspecified, into: &items)
    }
  }
}
