import TesseraText
import TesseraUI

import struct TesseraRaster.Pixmap

/// peerbench's reference scenes written as views, the way a component author would: stacks,
/// padding and spacers rather than absolute coordinates. They reproduce scene.json's geometry.
enum ReferenceViews {
  static func hex(_ s: String) -> Color { Color(hex: s) ?? .black }

  /// A single line of text in a CSS-style line box of `lineHeight` points (half-leading).
  struct Line: View {
    let text: String
    let size: Double
    let weight: FontWeight
    let color: Color
    let lineHeight: Double
    var body: some View {
      Text(text).font(.system(size: size, weight: weight)).foregroundColor(color).lineLimit(1)
        .fixedSize()
        .frame(height: lineHeight)
    }
  }

  struct Header: View {
    var body: some View {
      HStack(alignment: .top, spacing: 0) {
        ZStack {
          Circle().fill(hex("#6C5CE7"))
          Icon("person", size: 28).foregroundColor(.white)
        }
        .frame(width: 48, height: 48)
        VStack(alignment: .leading, spacing: 2) {
          Line(
            text: "Wireless Headphones", size: 18, weight: .semibold, color: hex("#111827"), lineHeight: 24)
          Line(
            text: "Noise cancelling · 30h battery", size: 14, weight: .regular, color: hex("#6B7280"),
            lineHeight: 20)
        }
        .padding(.top, 2)
        .padding(.leading, 16)
        Spacer(minLength: 0)
        Text("NEW").font(.system(size: 11, weight: .bold)).foregroundColor(.white)
          .frame(width: 50, height: 22)
          .background(Capsule().fill(hex("#DC2626")))
          .offset(y: -4)
      }
    }
  }

  struct Button: View {
    let title: String
    let filled: Bool
    var body: some View {
      Text(title).font(.system(size: 15, weight: .medium)).foregroundColor(filled ? .white : hex("#2563EB"))
        .frame(width: 140, height: 40)
        .background {
          if filled {
            RoundedRectangle(cornerRadius: 10).fill(hex("#2563EB"))
          } else {
            RoundedRectangle(cornerRadius: 10).strokeBorder(hex("#2563EB"), lineWidth: 1.5)
          }
        }
    }
  }

  struct Card: View {
    let compact: Bool
    var body: some View {
      // Inter's natural line height at 14 pt is (ascender + descender) × 14; the body's 20 pt
      // line boxes add the difference between lines and half of it above and below.
      let natural = (2728.0 + 680.0) / 2816 * 14
      VStack(alignment: .leading, spacing: 0) {
        Header()
        if !compact {
          Rectangle().fill(hex("#E5E7EB")).frame(height: 1).padding(.top, 19.5)
          Text(
            "Immersive sound with adaptive noise cancelling, all-day comfort and a case that charges in minutes."
          )
          .font(.system(size: 14)).foregroundColor(hex("#374151"))
          .lineSpacing(20 - natural)
          .padding(.vertical, (20 - natural) / 2)
          .padding(.top, 11.5)
          HStack(spacing: 12) {
            Button(title: "Add to cart", filled: true)
            Button(title: "Details", filled: false)
          }
          .padding(.top, 12)
        }
      }
      .padding(20)
      .frame(width: 352, height: compact ? 112 : 232, alignment: .topLeading)
      .background(RoundedRectangle(cornerRadius: 16).fill(Color.white))
      .shadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.18), radius: 12, y: 4)
    }
  }

  /// The product card scene: 400x280 pt.
  struct ProductCard: View {
    var body: some View {
      Card(compact: false)
        .padding(24)
        .frame(width: 400, height: 280, alignment: .topLeading)
        .background(hex("#F2F3F5"))
    }
  }

  /// The page scene: 390x844 pt of six compact cards.
  struct Page: View {
    var body: some View {
      VStack(alignment: .leading, spacing: 24) {
        ForEach(0..<6) { _ in Card(compact: true) }
      }
      .padding(24)
      .frame(width: 390, height: 844, alignment: .topLeading)
      .background(hex("#F2F3F5"))
    }
  }

  /// Renders a scene's view at its scale.
  static func render(scene: String, scale: Double) throws -> Pixmap {
    if scene == "page" {
      let r = ImageRenderer(content: Page())
      r.scale = scale
      return try r.pixmap()
    }
    let r = ImageRenderer(content: ProductCard())
    r.scale = scale
    return try r.pixmap()
  }
}
