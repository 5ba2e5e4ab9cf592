import SwiftUI

struct AvatarView: View {
    enum Size: CGFloat {
        case small = 32
        case medium = 48
        case large = 80
    }

    var name: String?
    var size: Size = .medium
    var isOnline = false

    private var initials: String {
        guard let name else { return "" }
        let parts = name.split(separator: " ").prefix(2)
        return parts.compactMap { $0.first.map { String($0) } }.joined().uppercased()
    }

    var body: some View {
        ZStack {
            Circle()
                .fill(Color.accentColor)

            if initials.isEmpty {
                Image(systemName: "person.fill")
                    .resizable()
                    .scaledToFit()
                    .padding(size.rawValue * 0.25)
                    .foregroundStyle(.white)
            } else {
                Text(initials)
                    .font(.system(size: size.rawValue * 0.4, weight: .semibold, design: .rounded))
                    .foregroundStyle(.white)
            }
        }
        .frame(width: size.rawValue, height: size.rawValue)
        .clipShape(Circle())
        .overlay(alignment: .bottomTrailing) {
            if isOnline {
                Circle()
                    .fill(.green)
                    .frame(width: size.rawValue * 0.28, height: size.rawValue * 0.28)
                    .overlay(Circle().stroke(.white, lineWidth: 2))
            }
        }
        .accessibilityElement()
        .accessibilityLabel(name ?? "Unknown user")
        .accessibilityValue(isOnline ? "Online" : "Offline")
    }
}

struct AvatarStack: View {
    let names: [String]
    private let overlap: CGFloat = -12

    var body: some View {
        HStack(spacing: overlap) {
            ForEach(names, id: \.self) { name in
                AvatarView(name: name, size: .small)
                    .overlay(Circle().stroke(Color.white, lineWidth: 2))
            }
        }
    }
}

#Preview {
    VStack(spacing: 24) {
        HStack(spacing: 16) {
            AvatarView(size: .small)
            AvatarView(name: "Taylor Swift", size: .medium, isOnline: true)
            AvatarView(name: "Jony Ive", size: .large)
        }
        AvatarStack(names: ["Ann Lee", "Bo Chen", "Cy Diaz", "Di Evans"])
    }
    .padding()
}
