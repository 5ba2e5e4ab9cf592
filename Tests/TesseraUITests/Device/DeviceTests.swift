import TesseraDisplayList
import TesseraSnapshot
import TesseraUI
import Testing

/// Named devices, their safe areas, and views that extend into them.
@Suite struct DeviceTests {
  @Test func namedDevicesAndSuggestions() throws {
    #expect(try Device.named("iPhone 16") == .iPhone16)
    #expect(try Device.named("iphone-16-pro-max") == .iPhone16ProMax)
    #expect(try Device.named("iPhone 15 Pro") == .iPhone16)
    #expect(try Device.named("iPad Air 11-inch landscape") == Device.iPad11.landscape)
    #expect(try Device(PreviewDevice(rawValue: "iPad Air 11-inch (M2)")) == .iPad11)
    do {
      _ = try Device.named("iPhone 61")
      Issue.record("a misspelt name was found")
    } catch {
      #expect(error.suggestion == "iPhone 16")
      #expect(error.description.hasPrefix("no device named \"iPhone 61\"; did you mean \"iPhone 16\"?"))
    }
    do {
      _ = try Device.named("Pixel 9")
      Issue.record("a phone Tessera does not know was found")
    } catch {
      #expect(error.suggestion == nil)
      #expect(
        error.description.contains(
          "Known devices: iPhone SE (1st generation), iPhone SE, iPhone X, iPhone 13 mini, iPhone 13, iPhone 16"
        ))
    }
  }

  @Test func orientationSwapsSizeAndInsets() {
    let d = Device.iPhone16.landscape
    #expect(d.width == 852 && d.height == 393)
    #expect(d.safeAreaInsets == EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59))
    #expect(d.statusBarHeight == 0)
    #expect(d.verticalSizeClass == .compact)
    #expect(Device.iPhone16ProMax.landscape.horizontalSizeClass == .regular)
    #expect(Device.iPad11.horizontalSizeClass == .regular)
  }

  // NavigationSplitView: an iPhone shows the sidebar as the root of one stack (Apple's Landmarks
  // list at launch); an iPad in portrait shows the detail.
  @Test func splitViewShowsTheSidebarOnAPhoneAndTheDetailOnAnIPad() throws {
    func dump(_ device: Device) throws -> String {
      try ImageRenderer(
        content: DeviceScreen(device) {
          NavigationSplitView {
            List { Text("Turtle Rock") }.navigationTitle("Landmarks")
          } detail: {
            Text("Select a Landmark")
          }
        }
      ).displayList().dump
    }
    // The sidebar's large title ("Landmarks", 34 pt) and its row are on the phone; the iPad shows
    // the detail's one line and no large title.
    let phone = try dump(.iPhone16)
    #expect(phone.contains("Inter Display 34pt"), "\(phone)")
    let tablet = try dump(.iPad11)
    #expect(!tablet.contains("Inter Display 34pt"), "\(tablet)")
  }

  // An iPad in landscape shows the sidebar beside the detail, each with its own bar; in portrait
  // the detail alone; `.detailOnly` keeps the detail alone in landscape too. Three columns show
  // the content column beside the detail (the sidebar hidden) unless `.all`.
  @Test func splitViewShowsColumnsOnAnIPadInLandscape() throws {
    struct Landmarks: View {
      var visibility: NavigationSplitViewVisibility = .automatic
      var body: some View {
        NavigationSplitView(columnVisibility: .constant(visibility)) {
          List {
            ForEach(["Turtle Rock", "Silver Salmon Creek", "Chilkoot Trail"], id: \.self) { name in
              NavigationLink(name, value: name)
            }
          }
          .navigationTitle("Landmarks")
        } detail: {
          VStack(spacing: 8) {
            Image(systemName: "mountain.2").font(.system(size: 48)).foregroundStyle(.secondary)
            Text("Select a Landmark").font(.title2)
          }
          .navigationTitle("Turtle Rock")
          .navigationBarTitleDisplayMode(.inline)
        }
      }
    }
    func out(_ device: Device, _ visibility: NavigationSplitViewVisibility = .automatic) throws
      -> RenderOutput
    {
      let r = ImageRenderer(content: DeviceScreen(device) { Landmarks(visibility: visibility) })
      r.scale = 1
      // iPadOS 17/18's split view and the iPhone's inset-grouped list, whose figures these are.
      r.environment.systemDesign = .ios18
      return try r.render()
    }
    let landscape = try out(Device.iPad11.landscape)
    let dump = landscape.displayList.dump
    // The sidebar's large title and the detail's inline title are both there.
    #expect(dump.contains("Inter Display 34pt") && dump.contains("\"Turtle Rock\""), "\(dump)")
    #expect(dump.contains("\"Select a Landmark\""))
    assertSnapshot(of: try landscape.pixmap(), as: .image(), named: "ipad-landscape")
    let portrait = try out(Device.iPad11).displayList.dump
    #expect(!portrait.contains("Inter Display 34pt") && portrait.contains("\"Select a Landmark\""))
    // iPadOS's sidebar button: in the sidebar's bar in landscape, in the detail's in portrait.
    #expect(dump.components(separatedBy: "\"Show Sidebar\"").count == 2, "\(dump)")
    #expect(portrait.components(separatedBy: "\"Show Sidebar\"").count == 2, "\(portrait)")
    let detailOnly = try out(Device.iPad11.landscape, .detailOnly).displayList.dump
    #expect(!detailOnly.contains("Inter Display 34pt"))
    // iPadOS's sidebar draws its rows on the column's background: no chevrons, no separators,
    // no cards (chevrons, separators and a white card on the iPhone, where the same list is
    // inset-grouped).
    let phone = try out(Device.iPhone16).displayList.dump
    func count(_ needle: String, _ dump: String) -> Int { dump.components(separatedBy: needle).count - 1 }
    let chevron = "Material Symbols Outlined 22.152pt #3C3C434D"
    let separator = "1) #3C3C434A"
    #expect(count(chevron, dump) == 0 && count(separator, dump) == 0, "\(dump)")
    #expect(count(chevron, phone) == 3 && count(separator, phone) == 2, "\(phone)")
    #expect(!dump.contains("fill (10, ") && phone.contains("fill (20, 190, 353, 132) #FFFFFFFF"))
  }

  // A Label in a bar button shows its icon only, as in iOS toolbars; a style on the label wins.
  @Test func toolbarLabelsShowTheirIcon() throws {
    func texts(_ style: Bool) throws -> Int {
      let dump = try ImageRenderer(
        content: DeviceScreen(.iPhone16) {
          NavigationStack {
            Color.clear
              .navigationTitle("Featured")
              .toolbar {
                Button {
                } label: {
                  if style {
                    Label("User Profile", systemImage: "person.crop.circle").labelStyle(.titleAndIcon)
                  } else {
                    Label("User Profile", systemImage: "person.crop.circle")
                  }
                }
              }
          }
        }
      ).displayList().dump
      return dump.split(separator: "\n").filter { $0.contains("text (") }.count
    }
    #expect(try texts(true) == texts(false) + 1)
  }

  @Test func contentIsLaidOutInTheSafeArea() throws {
    let (size, f) = try frames(
      DeviceScreen(.iPhone16, showsStatusBar: false, showsHomeIndicator: false) {
        Color.red
      })
    #expect(size == Size(width: 393, height: 852))
    // The screen's background, then the content between 59 and 852 - 34.
    #expect(f[0] == Rect(x: 0, y: 0, width: 393, height: 852))
    #expect(f[1] == Rect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test func ignoresSafeAreaGrowsOnlyTheEdgesItTouches() throws {
    let (_, f) = try frames(
      DeviceScreen(.iPhone16, showsStatusBar: false, showsHomeIndicator: false) {
        VStack(spacing: 0) {
          Color.red.ignoresSafeArea().frame(height: 100)
          Spacer()
          Color.blue.frame(height: 50).ignoresSafeArea(edges: .top)
          Color.green.frame(height: 50).background(.yellow)
        }
      })
    try #require(f.count == 5, "\(f)")
    // Red touches the top: it grows to the screen's top. Blue does not touch the top and only
    // ignores the top: unchanged. Green's style background touches the bottom and grows to it.
    #expect(f[1] == Rect(x: 0, y: 0, width: 393, height: 159))
    #expect(f[2] == Rect(x: 0, y: 718, width: 393, height: 50))
    #expect(f[3] == Rect(x: 0, y: 768, width: 393, height: 84))
    #expect(f[4] == Rect(x: 0, y: 768, width: 393, height: 50))
  }

  @Test func theKeyboardEndsTheSafeArea() throws {
    let (_, f) = try frames(
      DeviceScreen(.iPhone16, showsStatusBar: false, showsHomeIndicator: false, keyboard: .shown) {
        Color.red
      })
    // The 44-point predictive bar, 4 rows of 42-point keys 12 apart and the 87-point strip under
    // them: 335, as the simulator's keyboard.
    #expect(f[1] == Rect(x: 0, y: 59, width: 393, height: 852 - 59 - 335))
  }

  @Test func geometryReaderSeesTheSafeAreaItIgnores() throws {
    final class Seen: @unchecked Sendable { var insets = EdgeInsets() }
    let seen = Seen()
    _ = try frames(
      DeviceScreen(.iPhone16) {
        GeometryReader { proxy in
          let _ = { seen.insets = proxy.safeAreaInsets }()
          Color.red
        }
        .ignoresSafeArea()
      })
    #expect(seen.insets == EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
  }

  @Test func withoutADeviceNothingGrows() throws {
    let (_, f) = try frames(Color.red.frame(width: 10, height: 10).ignoresSafeArea(), width: 10, height: 10)
    #expect(f == [Rect(x: 0, y: 0, width: 10, height: 10)])
  }

  @Test func listsRunUnderTheBars() throws {
    let out = try ImageRenderer(
      content: DeviceScreen(.iPhone16) {
        NavigationStack { List { Text("Row") }.navigationTitle("Title") }
      }
    ).render()
    #expect(out.displayList.size == Size(width: 393, height: 852))
    #expect(out.warnings.isEmpty, "\(out.warnings)")
  }

  @Test @MainActor func sizeClassesComeFromTheDevice() throws {
    struct Probe: View {
      @Environment(\.horizontalSizeClass) var h
      @Environment(\.verticalSizeClass) var v
      var body: some View { Color.red.frame(width: h == .regular ? 20 : 10, height: v == .regular ? 20 : 10) }
    }
    let phone = try frames(DeviceScreen(.iPhone16.landscape, showsHomeIndicator: false) { Probe() })
    let pad = try frames(DeviceScreen(.iPad11, showsStatusBar: false, showsHomeIndicator: false) { Probe() })
    #expect(phone.frames[1].size == Size(width: 10, height: 10))
    #expect(pad.frames[1].size == Size(width: 20, height: 20))
  }
}
