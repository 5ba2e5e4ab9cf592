import Foundation

/// A view drawn as the app's window on a device: the screen's size, its safe area, and what iOS
/// draws around the app — the status bar (9:41, full signal and battery: always the same) and the
/// home indicator.
///
///     DeviceScreen(.iPhone16) { ContentView() }
///
/// The content is laid out in the safe area; views that ignore it (`ignoresSafeArea`, style
/// backgrounds, and navigation stacks, tab views, lists and scroll views, which run under the
/// bars) extend to the screen's edges. The environment gets the device's size classes. With the
/// keyboard shown, the safe area ends at the keyboard's top, as iOS does for a focused field.
nonisolated public struct DeviceScreen<Content: View>: View {
  /// The device and orientation.
  public var device: Device
  /// Whether the status bar is drawn. Default true.
  public var showsStatusBar: Bool
  /// Whether the home indicator is drawn (on devices that have one). Default true.
  public var showsHomeIndicator: Bool
  /// Whether the software keyboard is shown. Default hidden.
  public var keyboard: KeyboardVisibility
  let content: Content

  /// A device screen around `content`.
  public init(
    _ device: Device, showsStatusBar: Bool = true, showsHomeIndicator: Bool = true,
    keyboard: KeyboardVisibility = .hidden, @ViewBuilder content: () -> Content
  ) {
    self.device = device
    self.showsStatusBar = showsStatusBar
    self.showsHomeIndicator = showsHomeIndicator
    self.keyboard = keyboard
    self.content = content()
  }

  /// Built in: drawn by Tessera.
  public var body: PrimitiveBody { PrimitiveBody() }
}

nonisolated extension DeviceScreen: ResolvableView {
  func makeNodes(_ context: ResolveContext) -> [LayoutNode] {
    let geometry = ScreenGeometry()
    var env = context.environment
    env.screenGeometry = geometry
    env.horizontalSizeClass = device.horizontalSizeClass
    env.verticalSizeClass = device.verticalSizeClass
    env.stackAxis = nil
    // `UIScreen.main.bounds` in a body reads this device's screen.
    let main = UIScreen.$renderingBounds.withValue(CGRect(origin: .zero, size: device.size)) {
      resolve(content, context.child(1).with(env))
    }
    var chrome = env
    chrome.screenGeometry = nil
    let background = resolve(Rectangle().fill(Color(.systemBackground)), context.child(2).with(chrome))
    let bar =
      showsStatusBar && device.statusBarHeight > 0 && !geometry.statusBarHidden
      ? resolve(StatusBar(device: device), context.child(3).with(chrome)) : []
    let indicator =
      showsHomeIndicator && device.hasHomeIndicator && !geometry.systemOverlaysHidden
      ? resolve(HomeIndicator(device: device), context.child(4).with(chrome)) : []
    let keys =
      keyboard == .shown ? resolve(SoftwareKeyboard(device: device), context.child(5).with(chrome)) : []
    let root =
      main.count == 1
      ? main[0] : ZStackNode(alignment: .center, children: main, environment: context.environment)
    return [
      DeviceScreenNode(
        device: device, main: root, geometry: geometry, background: background.first, statusBar: bar.first,
        homeIndicator: indicator.first, keyboard: keys.first,
        expands: context.environment.scrollExpansion != nil,
        direction: context.environment.layoutDirection)
    ]
  }
}
