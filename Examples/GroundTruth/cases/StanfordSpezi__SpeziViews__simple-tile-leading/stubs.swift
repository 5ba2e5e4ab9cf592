// Stubs for the ground-truth harness: what Tests/SpeziViewsTests/SnapshotTests+Tiles.swift defines for this case
// (copied from it: `TileView`, local to `simpleTile()`, moved to top level), and, for the copy of that test file
// in Sources/, the `SnapshotTests` suite type and the library views its other tests use (TileHeader,
// CompletedTileHeader, copied from SpeziViews at 91be5df) plus SwiftPM's `Bundle.module`.
import Foundation
import SwiftUI

// `TileView`, declared inside `simpleTile()` in Tests/SpeziViewsTests/SnapshotTests+Tiles.swift, moved to top level.
struct TileView: View {
    private let alignment: HorizontalAlignment

    var body: some View {
        SimpleTile(alignment: alignment) {
            Text("Clean Code")
        } body: {
            Text("A book by Robert C. Martin")
        } footer: {
            Button {
            } label: {
                Text("Buy")
                    .frame(maxWidth: .infinity, minHeight: 30)
            }
            .buttonStyle(.borderedProminent)
        }
    }

    init(alignment: HorizontalAlignment) {
        self.alignment = alignment
    }
}

// Tests/SpeziViewsTests/SnapshotTests.swift declares the suite the copied test file extends
// (`@Suite("Snapshot Tests")` dropped: it needs the Testing module in this file).
@MainActor
struct SnapshotTests {}

// From Sources/SpeziViews/.../TileHeader.swift at 91be5df (declarations copied; doc comments and previews left out).
public struct TileHeader<Icon: View, Title: View, Subheadline: View>: View {
    private let alignment: HorizontalAlignment
    private let icon: Icon
    private let title: Title
    private let subheadline: Subheadline

    @Environment(\.dynamicTypeSize)
    private var dynamicTypeSize

    public var body: some View {
        if alignment == .center {
            VStack(alignment: .center, spacing: 4) {
                icon
                modifiedTitle
                modifiedSubheadline
            }
                .multilineTextAlignment(.center)
                .frame(maxWidth: .infinity)
        } else {
            ViewThatFits(in: .horizontal) {
                HStack {
                    icon // icon drawn before both title and subheadline

                    VStack(alignment: alignment, spacing: 4) {
                        modifiedTitle
                        modifiedSubheadline
                    }
                }

                VStack(alignment: alignment, spacing: 4) {
                    HStack(alignment: .center) {
                        if dynamicTypeSize < .accessibility3 {
                            icon // icon drawn just next to the title, subheadline below
                        }
                        modifiedTitle
                    }
                    modifiedSubheadline
                }
            }
            .accessibilityElement(children: .combine)
        }
    }

    private var modifiedTitle: some View {
        title
            .font(.headline)
    }

    private var modifiedSubheadline: some View {
        subheadline
            .font(.subheadline)
            .foregroundColor(.secondary)
    }
    
    public init(
        alignment: HorizontalAlignment = .leading,
        @ViewBuilder icon: () -> Icon,
        @ViewBuilder title: () -> Title,
        @ViewBuilder subheadline: () -> Subheadline
    ) {
        self.alignment = alignment
        self.icon = icon()
        self.title = title()
        self.subheadline = subheadline()
    }

    
    public init(
        alignment: HorizontalAlignment = .leading,
        @ViewBuilder icon: () -> Icon,
        @ViewBuilder title: () -> Title
    ) where Subheadline == EmptyView {
        self.alignment = alignment
        self.icon = icon()
        self.title = title()
        self.subheadline = EmptyView()
    }
}

// From Sources/SpeziViews/.../CompletedTileHeader.swift at 91be5df (declarations copied; doc comments and previews left out).
public struct CompletedTileHeader<Title: View>: View {
    private let alignment: HorizontalAlignment
    private let title: Title

    public var body: some View {
        TileHeader(alignment: alignment) {
            Image(systemName: "checkmark.circle.fill")
                .foregroundColor(.green)
                .font(.custom("Completed Icon", size: 30, relativeTo: .title))
                .accessibilityHidden(true)
        } title: {
            title
        } subheadline: {
            Text("Completed", bundle: .module, comment: "Completed Tile. Subtitle")
        }
    }
    
    public init(alignment: HorizontalAlignment = .leading, @ViewBuilder title: () -> Title) {
        self.alignment = alignment
        self.title = title()
    }
}

// Stand-in for the `Bundle.module` accessor SwiftPM generates for a target with resources
// (SpeziViews has Resources/Localizable.xcstrings; the English value of "Completed" is its key).
extension Foundation.Bundle {
    static let module: Bundle = .main
}
