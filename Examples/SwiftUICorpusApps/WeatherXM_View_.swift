// Corpus: WeatherXM/wxm-ios, PresentationLayer/Extensions/View+.swift, commit 34d89513782f136e915ce1623738c6700a368c11, licence Apache-2.0
// Unchanged below this header.
//
//  View+.swift
//  PresentationLayer
//
//  Created by Hristos Condrea on 18/5/22.
//

import Foundation
import SwiftUI

extension View {
    var toAnyView: AnyView {
        AnyView(self)
    }
    
    func hideKeyboard() {
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
