import SwiftUI

// Stand-ins for the PopupView library internals that PublicModifiers.swift builds on (real ones: exyte/PopupView,
// Sources/PopupView/PublicAPI.swift (Popup and its parameter classes with many more options) and
// Sources/PopupView/PopupModifier.swift (the presentation ViewModifier, which animates the popup in a window or sheet)).

public class Popup {
    public class BasePopupParameters {
        var animation: Animation = .easeOut(duration: 0.3)

        init() {}
    }

    public class PopupTypeParameters: BasePopupParameters {}

    public class ScrollPopupParameters: BasePopupParameters {
        var headerView: () -> any View = { EmptyView() }

        public func headerView(_ headerView: @escaping () -> any View) -> Self {
            self.headerView = headerView
            return self
        }
    }
}

@MainActor
public struct PopupModifier<Item: Equatable, PopupContent: View>: ViewModifier {
    @Binding var isPresented: Bool
    @Binding var item: Item?

    var isBoolMode: Bool
    var params: Popup.BasePopupParameters

    var view: (() -> PopupContent)?
    var itemView: ((Item) -> PopupContent)?

    init(isPresented: Binding<Bool> = .constant(false),
         item: Binding<Item?> = .constant(nil),
         isBoolMode: Bool,
         params: Popup.BasePopupParameters,
         view: (() -> PopupContent)?,
         itemView: ((Item) -> PopupContent)?) {
        self._isPresented = isPresented
        self._item = item
        self.isBoolMode = isBoolMode
        self.params = params
        self.view = view
        self.itemView = itemView
    }

    public func body(content: Content) -> some View {
        ZStack {
            content
            if isBoolMode, isPresented, let view = view {
                view()
            } else if let item = item, let itemView = itemView {
                itemView(item)
            }
        }
    }
}
