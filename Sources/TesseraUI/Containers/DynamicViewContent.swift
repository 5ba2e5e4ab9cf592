import Foundation

/// A view made from a collection of data, as SwiftUI's `DynamicViewContent` (`ForEach`): the
/// kind of view `.onDelete`, `.onMove` and `.onInsert` apply to.
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the views are made from.
  nonisolated var data: Data { get }
}

nonisolated extension ForEach: DynamicViewContent {}

nonisolated extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent {
  /// The modified view's data.
  public var data: Content.Data { content.data }
}

nonisolated extension DynamicViewContent {
  /// The action that deletes rows (kept; a still swipes nothing). The result is still the rows'
  /// dynamic content, so `.onMove` and `.onInsert` can follow.
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
    modifier(BehaviorModifier())
  }

  /// The action that moves rows (kept; a still drags nothing).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
    modifier(BehaviorModifier())
  }
}

nonisolated extension View {
  /// Whether the row can be deleted (kept).
  public func deleteDisabled(_ isDisabled: Bool) -> some View {
    modifier(BehaviorModifier())
  }

  /// Whether the row can be moved (kept).
  public func moveDisabled(_ isDisabled: Bool) -> some View {
    modifier(BehaviorModifier())
  }

  /// Actions shown when the row is swiped from `edge` (default `.trailing`). A still shows rows
  /// at rest, as a screen does; a test host's `ViewHost.swipe(_:edge:)` reveals them: the row
  /// slides aside and its buttons show at full height, red for a destructive role, the button's
  /// `.tint` or gray otherwise, icons only for labels with one. The first action is the outermost.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    let actions = content()
    return modifier(
      WrappingModifier { child, context in
        let state = context.graph.slot(context.identity, 0x5A1E + (edge == .leading ? 1 : 0)) { SwipeState() }
        var env = context.environment
        env.isListRow = false
        env.stackAxis = nil
        env.setStyle(StyleSlot(buttonStyle: SwipeActionButtonStyle(), outer: nil))
        let revealed = state.revealed == edge
        // The buttons are resolved only when they show (their controls exist only then).
        let nodes =
          revealed ? resolve(actions, context.child(0x5A2 + (edge == .leading ? 1 : 0)).with(env)) : []
        let handle = ControlHandle(
          kind: .swipeableRow, isEnabled: true,
          swipe: { e in
            guard e == edge else { return false }
            state.revealed = state.revealed == e ? nil : e
            context.graph.noteChange()
            return true
          })
        // One control per edge: a row may have both.
        let row = context.child(0x5A3 + (edge == .leading ? 1 : 0)).controlNode(
          [child], handle: handle, label: "", trait: [])
        return ListRowTraitsNode(child: row[0]) { traits in
          traits.swipe.append(ListRowTraits.Swipe(edge: edge, actions: nodes, revealed: revealed))
        }
      })
  }
}
