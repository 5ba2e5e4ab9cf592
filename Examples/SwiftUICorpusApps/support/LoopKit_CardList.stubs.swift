import SwiftUI

// Stand-ins for LoopKit/LoopKit, LoopKitUI/Views/CardList/CardStack.swift and CardStackBuilder.swift
// (there a stack of `Card` views and a result builder with buildBlock overloads up to ten views; the builder
// is `@MainActor` here so that it can make the views in Swift 6 mode).
public struct CardStack: View {
    var cards: [AnyView]

    public var body: some View {
        VStack {
            ForEach(cards.indices, id: \.self) { index in
                cards[index]
            }
        }
        .padding(.bottom)
    }
}

@resultBuilder
@MainActor
public struct CardStackBuilder {
    public static func buildBlock<V: View>(_ v: V) -> CardStack {
        CardStack(cards: [AnyView(v)])
    }

    public static func buildBlock<V0: View, V1: View>(_ v0: V0, _ v1: V1) -> CardStack {
        CardStack(cards: [AnyView(v0), AnyView(v1)])
    }
}
