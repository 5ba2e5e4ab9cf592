import SwiftUI

// Third-party package SFSafeSymbols (Image(systemSymbol:)), reduced to the symbols used
enum SFSymbol: String {
    case star = "star"
    case starFill = "star.fill"
    case starLeadinghalfFilled = "star.leadinghalf.filled"
}

extension Image {
    init(systemSymbol: SFSymbol) {
        self.init(systemName: systemSymbol.rawValue)
    }
}

// App extension (EhPanda App/Tools/Extensions/Extensions.swift)
extension Float {
    var halfRounded: Float {
        let lowerbound = Int(self)
        let decimal: Float = self - Float(lowerbound)
        if decimal < 0.25 { return Float(lowerbound) }
        if decimal < 0.75 { return Float(lowerbound) + 0.5 }
        return Float(lowerbound + 1)
    }
}
