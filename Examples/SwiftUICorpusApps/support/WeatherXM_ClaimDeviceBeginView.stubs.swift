import SwiftUI

// Stand-ins for WeatherXM/wxm-ios: PresentationLayer/Constants/ColorEnum.swift, Dimensions.swift,
// FontSizeEnum.swift and Extensions/Common/Color+.swift, Image+.swift, Numeric/CGFloat+.swift (the design
// system's colour, spacing and font-size enums and their initializers; values here are placeholders),
// wxm-ios/Resources/Localizable/LocalizableString+ClaimDevice.swift (the keys this file reads),
// UIComponents/Modifiers/ButtonStyles/WXMButtonStyle.swift (reduced), ClaimDeviceBeginViewModel.swift
// (reduced; there the link and bullets come from the app's link and string tables) and
// ClaimDeviceBulletView.swift (reduced).
public enum ColorEnum: String {
    case topBG
    case darkestBlue
    case newText
}

extension Color {
    init(colorEnum: ColorEnum) {
        self.init(colorEnum.rawValue)
    }
}

enum AssetEnum: String {
    case ytClaimVideo
}

extension Image {
    init(asset: AssetEnum) {
        self.init(asset.rawValue)
    }
}

enum Dimension: CaseIterable {
    case mediumSpacing
    case largeSpacing
    case smallSidePadding
    case mediumSidePadding

    var value: CGFloat {
        switch self {
        case .mediumSpacing: 16
        case .largeSpacing: 24
        case .smallSidePadding: 8
        case .mediumSidePadding: 16
        }
    }
}

enum FontSizeEnum {
    case normalFontSize
    case smallTitleFontSize

    var sizeValue: CGFloat {
        switch self {
        case .normalFontSize: 16
        case .smallTitleFontSize: 20
        }
    }
}

extension CGFloat {
    init(_ dimension: Dimension) {
        self.init(dimension.value)
    }

    init(_ fontSizeEnum: FontSizeEnum) {
        self.init(fontSizeEnum.sizeValue)
    }
}

enum LocalizableString {
    enum ClaimDevice {
        case connectGatewayTitle
        case connectionText
        case enterGatewayProceedButtonTitle

        var localized: String { "\(self)" }
    }
}

struct WXMButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .frame(maxWidth: .infinity)
            .background(Capsule().fill(Color.blue))
    }

    static func filled(fixedSize: Bool = false) -> Self {
        WXMButtonStyle()
    }
}

typealias VoidCallback = () -> Void

class ClaimDeviceBeginViewModel: ObservableObject {
    let completion: VoidCallback
    var videoLink: String? {
        "https://www.youtube.com/watch?v=example"
    }
    var bullets: [ClaimDeviceBulletView.Bullet] {
        [.init(text: "Connect the gateway")]
    }

    init(completion: @escaping VoidCallback) {
        self.completion = completion
    }

    func handleButtonTap() {
        completion()
    }
}

struct ClaimDeviceBulletView: View {
    struct Bullet {
        let text: String
    }

    let bullet: Bullet

    var body: some View {
        Text(bullet.text)
    }
}
