// Corpus: joogps/SlideOverCard, Sources/SlideOverCard/Helper/WindowAccessor.swift, commit e38be074ab7a5b46d0a18f550bf94972a0f582c6, licence MIT
// Unchanged below this header.
//
//  WindowAccessor.swift
//
//
//  Created by João Gabriel Pozzobon dos Santos on 19/03/24.
//

import SwiftUI

/// A view that provides access to the `UIWindow` of the `View` it is in
internal struct WindowAccessor: UIViewRepresentable {
    var callback: (UIWindow) -> ()
    
    func makeUIView(context: Context) -> UIView {
        return UIView()
    }
    
    func updateUIView(_ uiView: UIView, context: Context) {
        if let window = uiView.window {
            callback(window)
        }
    }
}
