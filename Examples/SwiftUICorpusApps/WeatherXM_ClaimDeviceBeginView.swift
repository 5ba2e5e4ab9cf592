// Corpus: WeatherXM/wxm-ios, PresentationLayer/UIComponents/Screens/ClaimDevice/ClaimDeviceBegin/ClaimDeviceBeginView.swift, commit 34d89513782f136e915ce1623738c6700a368c11, licence Apache-2.0
// Unchanged below this header.
//
//  ClaimDeviceBeginView.swift
//  wxm-ios
//
//  Created by Pantelis Giazitsis on 30/4/24.
//

import SwiftUI

struct ClaimDeviceBeginView: View {
	@StateObject var viewModel: ClaimDeviceBeginViewModel

    var body: some View {
		ZStack {
			Color(colorEnum: .topBG)
				.ignoresSafeArea()
			VStack {
				ScrollView(showsIndicators: false) {
					VStack(spacing: CGFloat(.largeSpacing)) {
						HStack {
							Text(LocalizableString.ClaimDevice.connectGatewayTitle.localized)
								.font(.system(size: CGFloat(.smallTitleFontSize), weight: .bold))
								.foregroundStyle(Color(colorEnum: .darkestBlue))

							Spacer()
						}

						bullets

						if let videoLink = viewModel.videoLink {
							HStack {
								Text(LocalizableString.ClaimDevice.connectionText.localized)
									.foregroundStyle(Color(colorEnum: .newText))
									.font(.system(size: CGFloat(.normalFontSize)))

								Spacer()
							}

							Button {
								guard let url = URL(string: videoLink), UIApplication.shared.canOpenURL(url) else {
									return
								}

								UIApplication.shared.open(url)
							} label: {
								Image(asset: .ytClaimVideo)
									.resizable()
									.aspectRatio(contentMode: .fit)
							}
						}
					}
					.padding(.horizontal, CGFloat(.mediumSidePadding))
					.padding(.top, CGFloat(.mediumSidePadding))
				}

				Button {
					viewModel.handleButtonTap()
				} label: {
					Text(LocalizableString.ClaimDevice.enterGatewayProceedButtonTitle.localized)
				}
				.buttonStyle(WXMButtonStyle.filled())
				.padding(.horizontal, CGFloat(.mediumSidePadding))
				.padding(.bottom, CGFloat(.mediumSidePadding))
			}
		}
    }
}

private extension ClaimDeviceBeginView {
	@ViewBuilder
	var bullets: some View {
		VStack(spacing: CGFloat(.mediumSpacing)) {
			ForEach(0..<viewModel.bullets.count, id: \.self) { index in
				let bullet = viewModel.bullets[index]
				ClaimDeviceBulletView(bullet: bullet)
			}
		}
	}
}

#Preview {
	ClaimDeviceBeginView(viewModel: ClaimDeviceBeginViewModel(completion: {}))
}
