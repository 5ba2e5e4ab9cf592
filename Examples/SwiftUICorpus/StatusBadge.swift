import SwiftUI

struct StatusBadge: View {
    enum Kind {
        case neutral, info, success, warning, error

        var color: Color {
            switch self {
            case .neutral: return .gray
            case .info: return .blue
            case .success: return .green
            case .warning: return .orange
            case .error: return .red
            }
        }

        var systemImage: String? {
            switch self {
            case .success: return "checkmark.circle.fill"
            case .warning: return "exclamationmark.triangle.fill"
            case .error: return "xmark.octagon.fill"
            default: return nil
            }
        }
    }

    let text: String
    var kind: Kind = .neutral

    var body: some View {
        HStack(spacing: 4) {
            if let systemImage = kind.systemImage {
                Image(systemName: systemImage)
                    .imageScale(.small)
            }
            Text(text)
                .font(.caption.weight(.semibold))
                .textCase(.uppercase)
        }
        .foregroundStyle(kind.color)
        .padding(.horizontal, 8)
        .padding(.vertical, 4)
        .background(kind.color.opacity(0.15), in: Capsule())
        .overlay {
            Capsule()
                .strokeBorder(kind.color.opacity(0.4), lineWidth: 1)
        }
        .accessibilityElement(children: .combine)
    }
}

/// A small count badge, like the one on a tab bar icon.
struct CountBadge: View {
    let count: Int

    var body: some View {
        Text(count > 99 ? "99+" : "\(count)")
            .font(.caption2).bold()
            .monospacedDigit()
            .foregroundStyle(.white)
            .padding(.horizontal, 6)
            .frame(minWidth: 20, minHeight: 20)
            .background(Capsule().fill(.red))
            .accessibilityLabel("\(count) unread")
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 12) {
        StatusBadge(text: "Draft")
        StatusBadge(text: "New", kind: .info)
        StatusBadge(text: "Shipped", kind: .success)
        StatusBadge(text: "Delayed", kind: .warning)
        StatusBadge(text: "Failed", kind: .error)

        HStack {
            Image(systemName: "bell")
                .font(.title)
                .overlay(alignment: .topTrailing) {
                    CountBadge(count: 3)
                        .offset(x: 10, y: -10)
                }
            Spacer()
            CountBadge(count: 120)
        }
    }
    .padding()
}
