import SwiftUI

struct EmptyStateView: View {
    let systemImage: String
    let title: String
    let message: String
    var actionTitle: String? = nil
    var action: (() -> Void)? = nil

    private let iconSize: CGFloat = 56

    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: systemImage)
                .font(.system(size: iconSize))
                .foregroundStyle(.tertiary)
                .padding(.bottom, 4)

            Text(title)
                .font(.title3.weight(.semibold))

            Text(message)
                .font(.body)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
                .fixedSize(horizontal: false, vertical: true)

            if let actionTitle, let action {
                Button(actionTitle, action: action)
                    .buttonStyle(.borderedProminent)
                    .padding(.top, 8)
            }
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

struct FavoritesView: View {
    @State private var favorites: [String] = []

    var body: some View {
        if favorites.isEmpty {
            EmptyStateView(
                systemImage: "heart.slash",
                title: "No Favorites Yet",
                message: "Tap the heart on any item to save it here for later.",
                actionTitle: "Browse Items"
            ) {
                favorites = ["Trail Runner", "Daypack"]
            }
        } else {
            List(favorites, id: \.self) { Text($0) }
        }
    }
}

#Preview {
    FavoritesView()
}

#Preview("System style") {
    ContentUnavailableView {
        Label("No Mail", systemImage: "tray")
    } description: {
        Text("New mail you receive will appear here.")
    } actions: {
        Button("Refresh") {}
    }
}
