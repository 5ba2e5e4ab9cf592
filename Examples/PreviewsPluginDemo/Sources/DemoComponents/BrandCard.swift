import SwiftUI

/// A welcome card in the brand's color, with the stamp from the asset catalog and its text from
/// the string catalog (`Assets.xcassets`, `Localizable.xcstrings` beside this file: nothing to
/// declare in Package.swift for `swift package previews` to find them).
public struct BrandCard: View {
  let name: String
  let unread: Int

  /// A card welcoming `name`, with the number of unread messages.
  public init(name: String, unread: Int) {
    self.name = name
    self.unread = unread
  }

  /// The stamp beside the two lines of text, on the brand color.
  public var body: some View {
    HStack(spacing: 12) {
      Image(decorative: "Stamp")
      VStack(alignment: .leading, spacing: 2) {
        Text("Welcome back, \(name)!").font(.headline)
        Text("\(unread) new messages").font(.subheadline)
      }
    }
    .padding(16)
    .background(Color("Brand"), in: .rect(cornerRadius: 14))
  }
}

#Preview("Brand card", traits: .sizeThatFitsLayout) { BrandCard(name: "Ada", unread: 3).padding() }
#Preview("One message", traits: .sizeThatFitsLayout) { BrandCard(name: "Grace", unread: 1).padding() }
