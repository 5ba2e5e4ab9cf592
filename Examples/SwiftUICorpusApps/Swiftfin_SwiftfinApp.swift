// Corpus: jellyfin/Swiftfin, Swiftfin tvOS/App/SwiftfinApp.swift, commit 3944680cf13d7c2c6bb8658ab8d79c151a4b045e, licence MPL-2.0
// Unchanged below this header.
//
// Swiftfin is subject to the terms of the Mozilla Public
// License, v2.0. If a copy of the MPL was not distributed with this
// file, you can obtain one at https://mozilla.org/MPL/2.0/.
//
// Copyright (c) 2026 Jellyfin & Jellyfin Contributors
//

import SwiftUI

@main
struct SwiftfinApp: App {

    init() {
        Self.configure()

        UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor.label]
    }

    var body: some Scene {
        WindowGroup {
            OverlayToastView {
                WithUserAuthentication {
                    RootView()
                }
            }
        }
    }
}
