import SwiftUI

struct BannerView: View {
    enum Style {
        case info, success, error

        var tint: Color {
            switch self {
            case .info: .blue
            case .success: .green
            case .error: .red
            }
        }

        var icon: String {
            switch self {
            case .info: "info.circle.fill"
            case .success: "checkmark.circle.fill"
            case .error: "exclamationmark.triangle.fill"
            }
        }
    }

    let title: String
    var message: String? = nil
    var style: Style = .info
    var onClose: (() -> Void)? = nil

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: style.icon)
                .foregroundStyle(style.tint)
                .font(.title3)
            VStack(alignment: .leading, spacing: 2) {
                Text(title).font(.headline)
                if let message {
                    Text(message)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
            }
            Spacer(minLength: 0)
            if let onClose {
                Button(action: onClose) {
                    Image(systemName: "xmark")
                        .font(.caption.bold())
                        .foregroundStyle(.secondary)
                }
                .accessibilityLabel("Dismiss")
            }
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
        .overlay(alignment: .leading) {
            UnevenRoundedRectangle(topLeadingRadius: 14, bottomLeadingRadius: 14)
                .fill(style.tint)
                .frame(width: 4)
        }
        .shadow(color: .black.opacity(0.08), radius: 6, y: 3)
    }
}

struct ReportIssueSheet: View {
    @Environment(\.dismiss) private var dismiss
    @State private var details = ""

    var body: some View {
        NavigationStack {
            Form {
                TextField("What happened?", text: $details, axis: .vertical)
                    .lineLimit(3...6)
            }
            .navigationTitle("Report an Issue")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Send") { dismiss() }
                        .disabled(details.isEmpty)
                }
            }
        }
    }
}

struct BannerDemoView: View {
    @State private var showBanner = true
    @State private var isShowingSheet = false
    @State private var isShowingAlert = false

    var body: some View {
        VStack(spacing: 16) {
            if showBanner {
                BannerView(title: "Sync failed", message: "Check your connection and try again.", style: .error) {
                    withAnimation { showBanner = false }
                }
                .transition(.move(edge: .top).combined(with: .opacity))
            }
            Button("Report an Issue") { isShowingSheet = true }
            Button("Delete Account", role: .destructive) { isShowingAlert = true }
            Spacer()
        }
        .padding(.horizontal, 16)
        .sheet(isPresented: $isShowingSheet) {
            ReportIssueSheet()
                .presentationDetents([.medium, .large])
        }
        .alert("Delete Account?", isPresented: $isShowingAlert) {
            Button("Delete", role: .destructive) {}
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This action cannot be undone.")
        }
    }
}

#Preview {
    BannerDemoView()
}

#Preview("Styles") {
    VStack {
        BannerView(title: "Heads up", message: "A new version is available.")
        BannerView(title: "Saved", style: .success)
    }
    .padding()
}
