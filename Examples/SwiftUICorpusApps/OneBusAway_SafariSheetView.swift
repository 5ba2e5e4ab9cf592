// Corpus: OneBusAway/onebusaway-ios, OBAKit/Sheet/Content/Search/SafariSheetView.swift, commit c9dadbd8f192a30485f49cfef7b6d4b4e22397f1, licence Apache-2.0
// Unchanged below this header.
//
//  SafariSheetView.swift
//  OBAKit
//
//  Copyright © Open Transit Software Foundation
//  This source code is licensed under the Apache 2.0 license found in the
//  LICENSE file in the root directory of this source tree.
//

import SwiftUI
import SafariServices

/// In-app browser for SwiftUI sheets, matching the UIKit path's
/// `SFSafariViewController` presentation.
struct SafariSheetView: UIViewControllerRepresentable {
    let url: URL

    func makeUIViewController(context: Context) -> SFSafariViewController {
        SFSafariViewController(url: url)
    }

    func updateUIViewController(_ uiViewController: SFSafariViewController, context: Context) { }
}
