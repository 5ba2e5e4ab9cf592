import SwiftUI

/// A tappable row with an icon, a title, an optional value and a disclosure chevron.
struct ListRow: View {
    let title: String
    let systemImage: String
    var value: String? = nil
    var iconColor: Color = .blue
    var action: () -> Void = {}

    private let iconSize: CGFloat = 28

    var body: some View {
        HStack(spacing: 12) {
            Label {
                Text(title)
                    .foregroundStyle(.primary)
            } icon: {
                Image(systemName: systemImage)
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(width: iconSize, height: iconSize)
                    .background(iconColor, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
            }

            Spacer()

            if let value {
                Text(value)
                    .foregroundStyle(.secondary)
            }

            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.vertical, 4)
        .contentShape(Rectangle())
        .onTapGesture(perform: action)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(.isButton)
    }
}

struct AccountListView: View {
    @State private var lastTapped: String?

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ListRow(title: "Profile", systemImage: "person.crop.circle", iconColor: .blue) {
                        lastTapped = "Profile"
                    }
                    ListRow(title: "Payment Methods", systemImage: "creditcard", value: "Visa", iconColor: .green) {
                        lastTapped = "Payment Methods"
                    }
                } header: {
                    Text("Account")
                }

                Section("Support") {
                    ListRow(title: "Help Center", systemImage: "questionmark.circle", iconColor: .orange)
                    ListRow(title: "Privacy", systemImage: "hand.raised.fill", iconColor: .indigo)
                }

                if let lastTapped {
                    Section {
                        Text("Last tapped: \(lastTapped)")
                            .font(.footnote)
                            .foregroundStyle(.secondary)
                    }
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Account")
        }
    }
}

#Preview {
    AccountListView()
}

#Preview("Single row") {
    ListRow(title: "Notifications", systemImage: "bell.badge.fill", value: "On", iconColor: .red)
        .padding(.horizontal, 16)
}
