// Corpus: home-assistant/iOS, Sources/App/Onboarding/Views/CheckmarkDrawOnView.swift, commit d722d7811aec72397d05837477c5f146943b6248, licence Apache-2.0
// Unchanged below this header.
import SwiftUI

struct CheckmarkDrawOnView: View {
    @State private var isActive = true
    var body: some View {
        VStack {
            Spacer()
            Image(systemSymbol: .checkmarkCircle)
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(maxWidth: .infinity)
                .frame(height: 150)
                .foregroundStyle(.haPrimary)
                .modify({ view in
                    if #available(iOS 26.0, *) {
                        view
                            .symbolEffect(.drawOn.individually, options: .speed(0.7), isActive: isActive)
                            .sensoryFeedback(.success, trigger: isActive)
                    } else {
                        view
                    }
                })
            Spacer()
        }
        .onAppear {
            isActive = false
        }
    }
}

#Preview {
    CheckmarkDrawOnView()
}
