import SwiftUI

// Stand-ins for joogps/SlideOverCard, Sources/SlideOverCard/SOCModel.swift (copied), SOCOptions.swift
// (reduced), SOCStyle.swift (reduced), SlideOverCard.swift (the card view, reduced to its initializer),
// Helper/ColorScheme+UIKit.swift (copied) and Helper/UIWindow+TopViewController.swift (reduced);
// `SOCOptions` is `Sendable` here for Swift 6 mode.
internal class SOCModel: ObservableObject {
    @Published var showCard: Bool = false
}

public struct SOCOptions: OptionSet, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
        self.rawValue = rawValue
    }

    public static let disableDrag = SOCOptions(rawValue: 1)
}

public struct SOCStyle<S: ShapeStyle> {
    let style: S

    public init(style: S) {
        self.style = style
    }
}

internal struct SlideOverCard<Content: View, Style: ShapeStyle>: View {
    @ObservedObject var model: SOCModel

    var options: SOCOptions
    let style: SOCStyle<Style>
    let content: Content

    init(model: ObservedObject<SOCModel>,
         options: SOCOptions = [],
         style: SOCStyle<Style>,
         content: @escaping () -> Content) {
        self._model = model
        self.options = options
        self.style = style
        self.content = content()
    }

    var body: some View {
        content
    }
}

extension ColorScheme {
    /// A property that binds a SwiftUI `ColorScheme` to a UIKit `UIUserInterfaceStyle`
    internal var uiKit: UIUserInterfaceStyle {
        switch self {
        case .light:
            return .light
        case .dark:
            return .dark
        @unknown default:
            return .light
        }
    }
}

extension UIWindow {
    internal func topViewController() -> UIViewController? {
        rootViewController
    }
}
