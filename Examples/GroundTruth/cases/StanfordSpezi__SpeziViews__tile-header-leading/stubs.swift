// Stubs for the ground-truth harness: what Tests/SpeziViewsTests/SnapshotTests+Tiles.swift defines for this case
// (copied from it: `TestView`, local to `tileHeaderLayout()`, moved to top level), and, for the copy of that test
// file in Sources/, the `SnapshotTests` suite type and the library code its other tests use (SimpleTile,
// View.if, CompletedTileHeader, copied from SpeziViews at 45fa267) plus SwiftPM's `Bundle.module`.
import Foundation
import SwiftUI

// `TestView`, declared inside `tileHeaderLayout()` in Tests/SpeziViewsTests/SnapshotTests+Tiles.swift, moved to top level.
struct TestView: View {
    private let alignment: HorizontalAlignment

    var body: some View {
        TileHeader(alignment: alignment) {
            Image(systemName: "book.pages.fill")
                .foregroundStyle(.teal)
                .font(.custom("Task Icon", size: 30, relativeTo: .headline))
                .dynamicTypeSize(...DynamicTypeSize.accessibility2)
                .accessibilityHidden(true)
        } title: {
            Text("Clean Code")
        } subheadline: {
            Text("by Robert C. Martin")
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

// From Sources/SpeziViews/.../SimpleTile.swift at 45fa267 (declarations copied; doc comments and previews left out).
public struct SimpleTile<Header: View, Body: View, Footer: View>: View {
    private let alignment: HorizontalAlignment
    private let header: Header
    private let bodyView: Body
    private let footer: Footer

    public var body: some View {
        VStack(alignment: alignment) {
            header

            if Body.self != EmptyView.self || Footer.self != EmptyView.self {
                Divider()
                    .padding(.bottom, 4)
            }

            bodyView

            footer
                .if(Body.self != EmptyView.self) { footer in
                    footer
                        .padding(.top, 8)
                }
        }
            .containerShape(Rectangle())
#if !TEST && !targetEnvironment(simulator) // it's easier to UI test for us without the accessibility representation
            .accessibilityElement(children: .combine)
#endif
    }
    
    public init(
        alignment: HorizontalAlignment = .leading,
        @ViewBuilder header: () -> Header,
        @ViewBuilder body: () -> Body = { EmptyView() },
        @ViewBuilder footer: () -> Footer
    ) {
        self.alignment = alignment
        self.header = header()
        self.bodyView = body()
        self.footer = footer()
    }

    public init(
        alignment: HorizontalAlignment = .leading,
        @ViewBuilder header: () -> Header,
        @ViewBuilder body: () -> Body
    ) where Footer == EmptyView {
        self.init(alignment: alignment, header: header, body: body) {
            EmptyView()
        }
    }

    public init(
        alignment: HorizontalAlignment = .leading,
        @ViewBuilder header: () -> Header
    ) where Body == EmptyView, Footer == EmptyView {
        self.init(alignment: alignment, header: header) {
            EmptyView()
        }
    }
}

// From Sources/SpeziViews/.../ConditionalModifier.swift at 45fa267 (declarations copied; doc comments and previews left out).
extension View {
    @ViewBuilder public func `if`<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
    
    @ViewBuilder public func `if`<Content: View>(condition: () -> Bool, transform: (Self) -> Content) -> some View {
        if condition() {
            transform(self)
        } else {
            self
        }
    }
}

// From Sources/SpeziViews/.../CompletedTileHeader.swift at 45fa267 (declarations copied; doc comments and previews left out).
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
