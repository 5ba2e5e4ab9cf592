import Foundation
import TesseraDisplayList
import TesseraUI
import Testing

private enum IconCenter: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d[HorizontalAlignment.center] }
}

private enum Midline: AlignmentID {
  static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
}

extension HorizontalAlignment {
  fileprivate static let iconCenter = HorizontalAlignment(IconCenter.self)
}

extension VerticalAlignment {
  fileprivate static let midline = VerticalAlignment(Midline.self)
}

/// `alignmentGuide` and custom `AlignmentID`s in stacks, frames and overlays.
@Suite struct AlignmentGuideTests {
  @Test func zStackAlignsOnExplicitGuides() throws {
    let (size, f) = try frames(
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 40, height: 40)
        Color.blue.frame(width: 10, height: 10)
          .alignmentGuide(.leading) { d in d[.leading] - 35 }
          .alignmentGuide(.top) { d in d[.top] + 5 }
      })
    // The badge's leading guide is 35 points right of its leading edge and its top 5 above:
    // it hangs out of the red square's top-right corner, and the stack grows to hold it.
    #expect(f[1] == Rect(x: 35, y: 0, width: 10, height: 10))
    #expect(f[0] == Rect(x: 0, y: 5, width: 40, height: 40))
    #expect(size == Size(width: 45, height: 45))
  }

  @Test func vStackLeadingGuideIndents() throws {
    let (size, f) = try frames(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 30, height: 10)
        Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in -20 }
      })
    #expect(f[0] == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(f[1] == Rect(x: 20, y: 10, width: 30, height: 10))
    #expect(size == Size(width: 50, height: 20))
  }

  @Test func vStackGuideInRightToLeft() throws {
    let (_, f) = try frames(
      VStack(alignment: .leading, spacing: 0) {
        Color.red.frame(width: 30, height: 10)
        Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in -20 }
      }, direction: .rightToLeft)
    // Mirrored: leading is the right edge, and the indent runs leftwards.
    #expect(f[0] == Rect(x: 20, y: 0, width: 30, height: 10))
    #expect(f[1] == Rect(x: 0, y: 10, width: 30, height: 10))
  }

  @Test func customHorizontalAlignmentAcrossRows() throws {
    // Two rows whose icons line up: the custom guide sits on each icon's center.
    let (_, f) = try frames(
      VStack(alignment: .iconCenter, spacing: 0) {
        HStack(spacing: 0) {
          Color.red.frame(width: 50, height: 10)
          Color.blue.frame(width: 10, height: 10).alignmentGuide(.iconCenter) { d in
            d[HorizontalAlignment.center]
          }
        }
        HStack(spacing: 0) {
          Color.green.frame(width: 10, height: 10).alignmentGuide(.iconCenter) { d in
            d[HorizontalAlignment.center]
          }
          Color.gray.frame(width: 30, height: 10)
        }
      })
    #expect(f[1].midX == f[2].midX)
    #expect(f[1] == Rect(x: 50, y: 0, width: 10, height: 10))
  }

  @Test func hStackCustomVerticalGuide() throws {
    let (_, f) = try frames(
      HStack(alignment: .midline, spacing: 0) {
        Color.red.frame(width: 10, height: 40)
        Color.blue.frame(width: 10, height: 10).alignmentGuide(.midline) { _ in 0 }
      })
    // The blue square's top sits on the red bar's middle.
    #expect(f[1] == Rect(x: 10, y: 20, width: 10, height: 10))
  }

  @Test func frameAndOverlayUseTheChildsGuide() throws {
    let (_, f) = try frames(
      Color.red.frame(width: 40, height: 40)
        .overlay(alignment: .topTrailing) {
          Color.blue.frame(width: 10, height: 10)
            .alignmentGuide(.top) { d in d.height / 2 }
            .alignmentGuide(.trailing) { d in d.width / 2 }
        })
    // A badge centered on the corner.
    #expect(f[1] == Rect(x: 35, y: -5, width: 10, height: 10))
  }

  @Test func nonFiniteGuideWarnsAndUsesZero() throws {
    let out = try ImageRenderer(
      content: ZStack(alignment: .leading) {
        Color.red.frame(width: 20, height: 20)
        Color.blue.frame(width: 10, height: 10).alignmentGuide(.leading) { _ in .nan }
      }
    ).render()
    #expect(out.displayList.size == Size(width: 20, height: 20))
    #expect(out.warnings.contains { $0.contains("alignmentGuide value is nan") })
  }
}
