import SwiftUI

enum CustomColor {
    struct Option: Identifiable, Hashable {
        let name: String
        let displayName: String
        let color: Color
        var id: String { name }
    }
    static let palette: [Option] = [Option(name: "blue", displayName: "Blue", color: .blue)]
    static func color(forName name: String?, default defaultName: String) -> Color { .blue }
    static func option(forName name: String?, default defaultName: String) -> Option { palette[0] }
}

extension View {
    func vehicleCardGlassEffect(radius: CGFloat = 12.0) -> some View { self }
}
