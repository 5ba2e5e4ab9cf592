import SwiftUI

// Based on Apple's documentation articles "Building layouts with stack views", "Aligning views
// across stacks" (a custom VerticalAlignment), "Laying out a simple view" and the ViewThatFits and
// AnyLayout reference pages: a contact card that switches between horizontal and vertical
// arrangements for accessibility text sizes and narrow containers.

extension VerticalAlignment {
    private enum AvatarAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[VerticalAlignment.center]
        }
    }

    static let avatarAndName = VerticalAlignment(AvatarAndName.self)
}

struct Contact: Identifiable {
    let id = UUID()
    var name: String
    var role: String
    var company: String
    var email: String
    var phone: String
    var tint: Color

    var initials: String {
        name.split(separator: " ").compactMap(\.first).prefix(2).map { String($0) }.joined()
    }

    static let samples = [
        Contact(name: "Juniper Alvarez-Whitfield", role: "Senior Product Designer", company: "Lumen Labs",
                email: "juniper@lumenlabs.example", phone: "+1 555 0142", tint: .teal),
        Contact(name: "Ravi Iyer", role: "iOS Engineer", company: "Orchard", email: "ravi@orchard.example",
                phone: "+44 20 5550 1177", tint: .purple),
    ]
}

struct ContactAvatar: View {
    var contact: Contact
    @ScaledMetric(relativeTo: .title) private var size = 56.0

    var body: some View {
        Text(contact.initials)
            .font(.system(size: size * 0.4, weight: .semibold, design: .rounded))
            .foregroundStyle(.white)
            .frame(width: size, height: size)
            .background(contact.tint.gradient, in: Circle())
            .accessibilityHidden(true)
    }
}

struct ContactActions: View {
    var contact: Contact

    var body: some View {
        // Prefer labeled buttons; fall back to icons only when the container is too narrow.
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                actionButtons
                    .labelStyle(.titleAndIcon)
            }
            HStack(spacing: 12) {
                actionButtons
                    .labelStyle(.iconOnly)
            }
        }
        .buttonStyle(.bordered)
        .controlSize(.small)
    }

    @ViewBuilder
    private var actionButtons: some View {
        Button {
        } label: {
            Label("Message", systemImage: "message.fill")
        }
        Button {
        } label: {
            Label("Call", systemImage: "phone.fill")
        }
        Button {
        } label: {
            Label("Mail", systemImage: "envelope.fill")
        }
    }
}

struct AdaptiveContactCard: View {
    var contact: Contact

    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    private var layout: AnyLayout {
        if dynamicTypeSize.isAccessibilitySize {
            return AnyLayout(VStackLayout(alignment: .leading, spacing: 12))
        } else {
            return AnyLayout(HStackLayout(alignment: .avatarAndName, spacing: 16))
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            layout {
                ContactAvatar(contact: contact)
                    .alignmentGuide(.avatarAndName) { dimensions in
                        dimensions[VerticalAlignment.center]
                    }
                VStack(alignment: .leading, spacing: 4) {
                    Text(contact.name)
                        .font(.title3.weight(.semibold))
                        .lineLimit(2)
                        .minimumScaleFactor(0.8)
                        .alignmentGuide(.avatarAndName) { dimensions in
                            dimensions[VerticalAlignment.center]
                        }
                    Text("\(contact.role) · \(contact.company)")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .fixedSize(horizontal: false, vertical: true)
                }
                .layoutPriority(1)
                if !dynamicTypeSize.isAccessibilitySize {
                    Spacer(minLength: 0)
                }
            }

            Divider()

            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("Email")
                        .foregroundStyle(.secondary)
                        .gridColumnAlignment(.trailing)
                    Text(contact.email)
                        .truncationMode(.middle)
                        .lineLimit(1)
                        .textSelection(.enabled)
                }
                GridRow {
                    Text("Phone")
                        .foregroundStyle(.secondary)
                    Text(contact.phone)
                        .monospacedDigit()
                }
            }
            .font(.callout)

            ContactActions(contact: contact)
        }
        .padding()
        .frame(maxWidth: horizontalSizeClass == .regular ? 480 : .infinity, alignment: .leading)
        .background(.background, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
        .overlay {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .strokeBorder(.separator, lineWidth: 1)
        }
        .accessibilityElement(children: .combine)
    }
}

struct StatusLine: View {
    var isOnline: Bool

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 6) {
            Image(systemName: "circle.fill")
                .font(.caption2)
                .foregroundStyle(isOnline ? .green : .gray)
            Text(isOnline ? "Available" : "Away")
                .font(.footnote)
            Spacer()
            Text("Updated just now")
                .font(.caption)
                .foregroundStyle(.tertiary)
                .allowsTightening(true)
        }
    }
}

struct ContactDirectory: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 16) {
                ForEach(Contact.samples) { contact in
                    VStack(spacing: 8) {
                        AdaptiveContactCard(contact: contact)
                        StatusLine(isOnline: contact.name.count.isMultiple(of: 2))
                            .padding(.horizontal)
                    }
                }
            }
            .padding()
            .frame(maxWidth: .infinity)
        }
        .background(Color.gray.opacity(0.1))
        .dynamicTypeSize(...DynamicTypeSize.accessibility3)
    }
}

#Preview {
    ContactDirectory()
}

#Preview("Accessibility XL") {
    ContactDirectory()
        .environment(\.dynamicTypeSize, .accessibility2)
}

#Preview("Narrow", traits: .fixedLayout(width: 280, height: 400)) {
    AdaptiveContactCard(contact: Contact.samples[0])
        .padding()
}
