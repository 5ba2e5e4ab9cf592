import SwiftUI

// Stand-ins for SvenTiigi/WhatsNewKit, Sources/Models/WhatsNew.swift and WhatsNew+Layout.swift,
// Sources/Store/WhatsNewVersionStore.swift (`hasPresented(_:)` as its protocol extension has it) and
// Sources/View/WhatsNewView.swift (its two initializers); `Layout` is `Sendable` with a `static let default`
// here for Swift 6 mode.
public struct WhatsNew {
    public var version: String

    public struct Layout: Sendable {
        public init() {}
        public static let `default` = Self()
    }
}

public protocol WhatsNewVersionStore {
    var presentedVersions: [String] { get }
}

public extension WhatsNewVersionStore {
    func hasPresented(_ whatsNew: WhatsNew) -> Bool {
        presentedVersions.contains(whatsNew.version)
    }
}

public struct WhatsNewView: View {
    let whatsNew: WhatsNew
    let versionStore: WhatsNewVersionStore?
    let layout: WhatsNew.Layout

    public init(whatsNew: WhatsNew, versionStore: WhatsNewVersionStore? = nil, layout: WhatsNew.Layout = .default) {
        self.whatsNew = whatsNew
        self.versionStore = versionStore
        self.layout = layout
    }

    public var body: some View {
        Text(whatsNew.version)
    }
}
