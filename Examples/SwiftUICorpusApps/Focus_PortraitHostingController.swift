// Corpus: mozilla-mobile/focus-ios, focus-ios/BlockzillaPackage/Sources/Onboarding/PortraitHostingController.swift, commit a2832521c1daa0c23419c73705ae043ed60c9791, licence MPL-2.0
// Unchanged below this header.
// This Source Code Form is subject to the terms of the Mozilla Public
// License, v. 2.0. If a copy of the MPL was not distributed with this
// file, You can obtain one at http://mozilla.org/MPL/2.0/

import SwiftUI

public class PortraitHostingController<Content>: UIHostingController<Content> where Content : View {

    public override var shouldAutorotate: Bool { return false }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { return .portrait }
}
