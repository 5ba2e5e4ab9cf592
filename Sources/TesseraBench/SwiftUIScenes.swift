import TesseraUI

/// The benchmark scenes of the SwiftUI issues, at 390 x 844 pt: a sign-up form with an alert
/// over it, and an iOS settings screen. Their full render is compared with the reference page's.
enum SwiftUIScenes {
  /// Navigation title, four fields, a toggle, a segmented picker, a prominent button, an alert.
  struct SignUpForm: View {
    @State var name = "Ada Lovelace"
    @State var email = "ada@example.com"
    @State var password = "correct horse"
    @State var confirm = ""
    @State var newsletter = true
    @State var plan = "Free"

    var body: some View {
      NavigationStack {
        VStack(spacing: 16) {
          TextField("Name", text: $name).textFieldStyle(.roundedBorder)
          TextField("Email", text: $email).textFieldStyle(.roundedBorder)
          SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
          SecureField("Confirm password", text: $confirm).textFieldStyle(.roundedBorder)
          Toggle("Send me the newsletter", isOn: $newsletter)
          Picker("Plan", selection: $plan) {
            ForEach(["Free", "Pro", "Team"], id: \.self) { Text($0) }
          }
          .pickerStyle(.segmented)
          Button {
          } label: {
            Text("Create Account").frame(maxWidth: .infinity)
          }
          .buttonStyle(.borderedProminent)
          .controlSize(.large)
          Spacer()
        }
        .padding()
        .navigationTitle("Sign Up")
      }
      .alert("Passwords differ", isPresented: .constant(true)) {
        Button("OK", role: .cancel) {}
      } message: {
        Text("Type the same password twice.")
      }
    }
  }

  /// A large-title navigation bar, a search field, an inset-grouped list of three sections and
  /// twenty rows with icons, toggles and chevrons, and a tab bar.
  struct Settings: View {
    @State var query = ""
    static let rows: [(String, String, Color)] = [
      ("Airplane Mode", "airplane", .orange), ("Wi-Fi", "wifi", .blue),
      ("Bluetooth", "antenna.radiowaves.left.and.right", .blue),
      ("Cellular", "antenna.radiowaves.left.and.right", .green), ("Personal Hotspot", "link", .green),
      ("Notifications", "bell.badge.fill", .red), ("Sounds & Haptics", "speaker.wave.2.fill", .pink),
      ("Focus", "moon.fill", .indigo), ("Screen Time", "hourglass", .indigo), ("General", "gear", .gray),
      ("Control Center", "switch.2", .gray), ("Display & Brightness", "sun.max.fill", .blue),
      ("Home Screen", "square.grid.2x2", .blue), ("Accessibility", "accessibility", .blue),
      ("Wallpaper", "photo", .cyan), ("Siri & Search", "mic.fill", .pink),
      ("Face ID & Passcode", "faceid", .green),
      ("Emergency SOS", "sos", .red), ("Battery", "battery.100", .green),
      ("Privacy & Security", "hand.raised.fill", .blue),
    ]

    var body: some View {
      TabView {
        NavigationStack {
          List {
            ForEach(0..<3) { section in
              Section {
                ForEach(Self.range(section), id: \.self) { i in
                  let row = Self.rows[i]
                  if i % 5 == 0 {
                    Toggle(isOn: .constant(i % 2 == 0)) { Self.label(row) }
                  } else {
                    NavigationLink(value: i) { Self.label(row) }
                  }
                }
              }
            }
          }
          .navigationTitle("Settings")
          .searchable(text: $query)
        }
        .tabItem { Label("Settings", systemImage: "gear") }
        Text("Profile").tabItem { Label("Profile", systemImage: "person.crop.circle") }
      }
    }

    static func range(_ section: Int) -> [Int] {
      section == 0 ? Array(0..<5) : section == 1 ? Array(5..<12) : Array(12..<20)
    }

    @MainActor static func label(_ row: (String, String, Color)) -> some View {
      Label {
        Text(row.0)
      } icon: {
        Image(systemName: row.1).font(.system(size: 15)).foregroundStyle(.white)
          .frame(width: 29, height: 29)
          .background(RoundedRectangle(cornerRadius: 7).fill(row.2))
      }
    }
  }
}

extension SwiftUIScenes {
  /// The scenes by name.
  @MainActor static var all: [(String, AnyView)] {
    [("signup-form", AnyView(SignUpForm())), ("settings", AnyView(Settings()))]
  }

  /// A renderer of a scene: 390 x 844 pt at 3x on the system background.
  static func renderer(_ view: AnyView, design: SystemDesign = .standard) -> ImageRenderer<AnyView> {
    let r = ImageRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 390, height: 844)
    r.scale = 3
    r.background = Color(.systemBackground)
    r.environment.systemDesign = design
    return r
  }

  /// Prints the full render of the reference page and of each scene, and their ratios.
  @MainActor static func measure(minTime: Double) throws {
    let page = ImageRenderer(content: ReferenceViews.Page())
    page.scale = 3
    // The page and the scenes in alternating rounds, so that a machine shared with other work
    // slows them alike; each figure is the median of all its rounds' samples.
    var p = Stats(samples: [])
    var scenes = all.map { ($0.0, renderer($0.1), Stats(samples: [])) }
    for _ in 0..<3 {
      p.samples += try Stats.measure(warmup: 3, minIters: 7, minTime: minTime / 3, maxIters: 700) {
        _ = try page.pixmap()
      }.samples
      for i in scenes.indices {
        let r = scenes[i].1
        let round = try Stats.measure(warmup: 3, minIters: 7, minTime: minTime / 3, maxIters: 700) {
          _ = try r.pixmap()
        }
        scenes[i].2.samples += round.samples
      }
    }
    print("page: full render \(SuiteBench.fixed(p.median)) ms median")
    for (name, r, s) in scenes {
      let layout = try Stats.measure(warmup: 3, minIters: 20, minTime: minTime, maxIters: 2000) {
        _ = try r.render()
      }
      print(
        "\(name): full render \(SuiteBench.fixed(s.median)) ms median (layout + display list \(SuiteBench.fixed(layout.median)) ms), \(SuiteBench.fixed(s.median / p.median))x the page (target ≤ 1.5x)"
      )
      // A graph that keeps bodies (a ViewHost's): its first render records what each body read;
      // a render with nothing changed reuses every body.
      let kept = r
      defer { kept.graph = nil }
      let first = try Stats.measure(warmup: 3, minIters: 20, minTime: minTime, maxIters: 2000) {
        kept.graph = ViewGraph()
        _ = try kept.render()
      }
      kept.graph = ViewGraph()
      _ = try kept.render()
      let again = try Stats.measure(warmup: 3, minIters: 20, minTime: minTime, maxIters: 2000) {
        _ = try kept.render()
      }
      print(
        "\(name): layout + display list with a body-keeping graph: first render \(SuiteBench.fixed(first.median)) ms (\(SuiteBench.fixed(first.median / layout.median))x), again unchanged \(SuiteBench.fixed(again.median)) ms (\(SuiteBench.fixed(again.median / layout.median))x)"
      )
    }
  }
}
