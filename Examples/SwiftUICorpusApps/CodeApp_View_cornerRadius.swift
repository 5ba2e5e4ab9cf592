// Corpus: thebaselab/codeapp, CodeApp/Extensions/View+cornerRadius.swift, commit dfcec888657d88bcea81e89665559923a31bb0a3, licence MIT
// Unchanged below this header.
//
//  View+cornerRaidus.swift
//  Code App
//
//  Created by Ken Chung on 5/12/2020.
//

import SwiftUI

extension View {
    func cornerRadius(_ radius: CGFloat, corners: UIRectCorner) -> some View {
        clipShape(RoundedCorner(radius: radius, corners: corners))
    }
}

struct RoundedCorner: Shape {

    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(
            roundedRect: rect, byRoundingCorners: corners,
            cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}
