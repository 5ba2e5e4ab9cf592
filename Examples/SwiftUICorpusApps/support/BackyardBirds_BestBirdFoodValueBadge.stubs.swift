import SwiftUI

extension ShapeStyle where Self == Color {
    static var premiumBirdFood: Color { .orange }
}
