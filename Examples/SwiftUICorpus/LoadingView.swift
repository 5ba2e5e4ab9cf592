import SwiftUI

struct LoadingView: View {
    var message: String = "Loading…"

    var body: some View {
        VStack(spacing: 12) {
            ProgressView()
                .controlSize(.large)
                .tint(.accentColor)
            Text(message)
                .font(.callout)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .accessibilityElement(children: .combine)
    }
}

struct DownloadProgressView: View {
    let fileName: String
    let progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Image(systemName: "arrow.down.circle")
                Text(fileName)
                    .font(.headline)
                Spacer()
                Text(progress, format: .percent.precision(.fractionLength(0)))
                    .font(.caption.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: progress)
                .progressViewStyle(.linear)
        }
        .padding()
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

struct ArticleLoader: View {
    enum LoadState {
        case loading
        case loaded([String])
        case failed
    }

    @State private var state: LoadState = .loading

    var body: some View {
        Group {
            switch state {
            case .loading:
                LoadingView(message: "Fetching articles…")
            case .loaded(let titles):
                List(titles, id: \.self) { title in
                    Text(title)
                }
            case .failed:
                Text("Something went wrong.")
                    .foregroundStyle(.red)
            }
        }
        .task {
            await load()
        }
    }

    private func load() async {
        try? await Task.sleep(for: .seconds(1))
        state = .loaded(["Getting started with SwiftUI", "Managing model data", "Animating views"])
    }
}

#Preview("Spinner") {
    LoadingView()
}

#Preview("Download") {
    VStack(spacing: 16) {
        DownloadProgressView(fileName: "Report.pdf", progress: 0.35)
        DownloadProgressView(fileName: "Photos.zip", progress: 0.9)
        ProgressView("Syncing", value: 3, total: 10)
    }
    .padding(.horizontal, 16)
}

#Preview("Loader") {
    ArticleLoader()
}
