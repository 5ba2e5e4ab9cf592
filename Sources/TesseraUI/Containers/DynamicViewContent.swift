import Foundation

/// A view made from a collection of data, as SwiftUI's `DynamicViewContent` (`ForEach`): the
/// kind of view `.onDelete`, `.onMove` and `.onInsert` apply to.
public protocol DynamicViewContent: View {
  /// The type of the collection.
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent {
  /// The modified view's data.
  public var data: Content.Data { content.data }
}

extension DynamicViewContent {
  /// The action that deletes rows (kept; a still swipes nothing).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// The action that moves rows (kept; a still drags nothing).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }
}

extension View {
  /// Whether the row can be deleted (kept).
  public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// Whether the row can be moved (kept).
  public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }

  /// Actions shown when the row is swiped from `edge` (default `.trailing`); kept, not drawn (a
  /// still shows rows at rest).
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> ModifiedContent<Self, some ViewModifier> {
    modifier(BehaviorModifier())
  }
}
