import TesseraSnapshot
import TesseraUI
import Testing

// Apple's "Drawing paths and shapes" badge (Landmarks tutorial), as written there: negative
// padding offers a GeometryReader more room than its frame, `.position` offers its child the
// whole parent, and rotation inside scale composes about each anchor.

struct HexagonParameters {
  struct Segment {
    let line: CGPoint
    let curve: CGPoint
    let control: CGPoint
  }

  static let adjustment: CGFloat = 0.085

  static let segments = [
    Segment(
      line: CGPoint(x: 0.60, y: 0.05), curve: CGPoint(x: 0.40, y: 0.05), control: CGPoint(x: 0.50, y: 0.00)),
    Segment(
      line: CGPoint(x: 0.05, y: 0.20 + adjustment), curve: CGPoint(x: 0.00, y: 0.30 + adjustment),
      control: CGPoint(x: 0.00, y: 0.25 + adjustment)),
    Segment(
      line: CGPoint(x: 0.00, y: 0.70 - adjustment), curve: CGPoint(x: 0.05, y: 0.80 - adjustment),
      control: CGPoint(x: 0.00, y: 0.75 - adjustment)),
    Segment(
      line: CGPoint(x: 0.40, y: 0.95), curve: CGPoint(x: 0.60, y: 0.95), control: CGPoint(x: 0.50, y: 1.00)),
    Segment(
      line: CGPoint(x: 0.95, y: 0.80 - adjustment), curve: CGPoint(x: 1.00, y: 0.70 - adjustment),
      control: CGPoint(x: 1.00, y: 0.75 - adjustment)),
    Segment(
      line: CGPoint(x: 1.00, y: 0.30 + adjustment), curve: CGPoint(x: 0.95, y: 0.20 + adjustment),
      control: CGPoint(x: 1.00, y: 0.25 + adjustment)),
  ]
}

struct BadgeBackground: View {
  var body: some View {
    GeometryReader { geometry in
      Path { path in
        var width: CGFloat = min(geometry.size.width, geometry.size.height)
        let height = width
        let xScale: CGFloat = 0.832
        let xOffset = (width * (1.0 - xScale)) / 2.0
        width *= xScale
        path.move(
          to: CGPoint(
            x: width * 0.95 + xOffset,
            y: height * (0.20 + HexagonParameters.adjustment)
          )
        )
        HexagonParameters.segments.forEach { segment in
          path.addLine(
            to: CGPoint(
              x: width * segment.line.x + xOffset,
              y: height * segment.line.y
            )
          )
          path.addQuadCurve(
            to: CGPoint(
              x: width * segment.curve.x + xOffset,
              y: height * segment.curve.y
            ),
            control: CGPoint(
              x: width * segment.control.x + xOffset,
              y: height * segment.control.y
            )
          )
        }
      }
      .fill(
        .linearGradient(
          Gradient(colors: [Self.gradientStart, Self.gradientEnd]),
          startPoint: UnitPoint(x: 0.5, y: 0),
          endPoint: UnitPoint(x: 0.5, y: 0.6)
        ))
    }
    .aspectRatio(1, contentMode: .fit)
  }
  static let gradientStart = Color(red: 239.0 / 255, green: 120.0 / 255, blue: 221.0 / 255)
  static let gradientEnd = Color(red: 239.0 / 255, green: 172.0 / 255, blue: 120.0 / 255)
}

struct BadgeSymbol: View {
  static let symbolColor = Color(red: 79.0 / 255, green: 79.0 / 255, blue: 191.0 / 255)

  var body: some View {
    GeometryReader { geometry in
      Path { path in
        let width = min(geometry.size.width, geometry.size.height)
        let height = width * 0.75
        let spacing = width * 0.030
        let middle = width * 0.5
        let topWidth = width * 0.226
        let topHeight = height * 0.488
        path.addLines([
          CGPoint(x: middle, y: spacing),
          CGPoint(x: middle - topWidth, y: topHeight - spacing),
          CGPoint(x: middle, y: topHeight / 2 + spacing),
          CGPoint(x: middle + topWidth, y: topHeight - spacing),
          CGPoint(x: middle, y: spacing),
        ])
        path.move(to: CGPoint(x: middle, y: topHeight / 2 + spacing * 3))
        path.addLines([
          CGPoint(x: middle - topWidth, y: topHeight + spacing),
          CGPoint(x: spacing, y: height - spacing),
          CGPoint(x: width - spacing, y: height - spacing),
          CGPoint(x: middle + topWidth, y: topHeight + spacing),
          CGPoint(x: middle, y: topHeight / 2 + spacing * 3),
        ])
      }
      .fill(Self.symbolColor)
    }
  }
}

struct RotatedBadgeSymbol: View {
  let angle: Angle

  var body: some View {
    BadgeSymbol()
      .padding(-60)
      .rotationEffect(angle, anchor: .bottom)
  }
}

struct Badge: View {
  var badgeSymbols: some View {
    ForEach(0..<8) { index in
      RotatedBadgeSymbol(
        angle: .degrees(Double(index) / Double(8)) * 360.0
      )
    }
    .opacity(0.5)
  }

  var body: some View {
    ZStack {
      BadgeBackground()
      GeometryReader { geometry in
        badgeSymbols
          .scaleEffect(1.0 / 4.0, anchor: .top)
          .position(x: geometry.size.width / 2.0, y: (3.0 / 4.0) * geometry.size.height)
      }
    }
    .scaledToFit()
  }
}

@Suite struct AppleBadgeTests {
  @Test func theLandmarksBadge() throws {
    let r = ImageRenderer(content: Badge().frame(width: 300, height: 300).background(Color.white))
    r.scale = 2
    let out = try r.render()
    #expect(out.warnings.isEmpty, "\(out.warnings)")
    assertSnapshot(of: try out.pixmap(), as: .image(), named: "badge")
  }

  @Test func negativePaddingOffersMoreRoomAndDrawsPastTheFrame() throws {
    let list = try ImageRenderer(content: Color.blue.padding(-10).frame(width: 50, height: 50)).displayList()
    #expect(list.dump.contains("fill (-10, -10, 70, 70)"), "\(list.dump)")
  }

  @Test func positionOffersTheWholeParent() throws {
    let list = try ImageRenderer(
      content: GeometryReader { _ in
        GeometryReader { g in Color.red.frame(width: g.size.width / 2, height: g.size.height / 2) }
          .position(x: 50, y: 50)
      }
      .frame(width: 100, height: 100)
    ).displayList()
    #expect(list.dump.contains("fill (0, 0, 50, 50)"), "\(list.dump)")
  }

  @Test func theBadgeIsCenteredOnAPhoneScreen() throws {
    let list = try ImageRenderer(content: DeviceScreen(.iPhone16) { Badge() }).displayList()
    // The badge is 393 points square, centered in the safe area (59 to 818): from y = 242. Its
    // hexagon, a `Path` drawn in its GeometryReader's own space, starts 9.8 points lower.
    #expect(list.dump.contains("fill (33.012, 251.8186, 326.976, 373.3628)"), "\(list.dump.prefix(600))")
  }
}
