import SwiftUI

// A news-feed screen written the way public SwiftUI sample apps do it (e.g. Apple's
// "Building a great Mac app with SwiftUI"/"Food Truck" list patterns and the many "NewsApp"
// SwiftUI repositories): an ObservableObject view model loading with async/await, .task and
// .refreshable, AsyncImage with phases, swipe actions, context menus with a preview, ShareLink,
// Markdown via AttributedString, relative date formatting, redacted placeholders,
// ContentUnavailableView, NavigationStack(path:) and a detail screen with a toolbar.

struct Article: Identifiable, Hashable {
    let id: Int
    var title: String
    var summary: String
    var body: String
    var author: String
    var source: String
    var imageURL: URL?
    var url: URL
    var publishedAt: Date
    var readingMinutes: Int
    var isBookmarked = false

    static let placeholders: [Article] = (0..<5).map { index in
        Article(id: -index - 1, title: "Loading headline placeholder text",
                summary: "A short summary of the story goes here while the feed loads.",
                body: "", author: "Author", source: "Source", imageURL: nil,
                url: URL(string: "https://example.com")!, publishedAt: .now, readingMinutes: 3)
    }

    static let samples: [Article] = [
        Article(id: 1, title: "SwiftUI gets new layout tools",
                summary: "Custom layouts, grids and view-that-fits make adaptive UI easier.",
                body: "The **Layout** protocol lets you build _custom_ containers. Read the [documentation](https://developer.apple.com/documentation/swiftui/layout) to learn more.",
                author: "Jane Appleseed", source: "Dev Weekly",
                imageURL: URL(string: "https://picsum.photos/id/1/600/400"),
                url: URL(string: "https://example.com/articles/1")!,
                publishedAt: .now.addingTimeInterval(-3_600), readingMinutes: 6),
        Article(id: 2, title: "Observation in practice",
                summary: "Migrating from ObservableObject to the @Observable macro.",
                body: "With `@Observable`, views only update when the properties they read change.",
                author: "John Doe", source: "Swift Digest",
                imageURL: URL(string: "https://picsum.photos/id/2/600/400"),
                url: URL(string: "https://example.com/articles/2")!,
                publishedAt: .now.addingTimeInterval(-86_400 * 2), readingMinutes: 9),
    ]
}

enum FeedSort: String, CaseIterable, Identifiable {
    case newest = "Newest"
    case shortest = "Quick Reads"

    var id: Self { self }
}

@MainActor
final class FeedViewModel: ObservableObject {
    enum State {
        case idle
        case loading
        case loaded
        case failed(String)
    }

    @Published private(set) var articles: [Article] = []
    @Published private(set) var state: State = .idle
    @Published var sort: FeedSort = .newest

    var sortedArticles: [Article] {
        switch sort {
        case .newest: return articles.sorted { $0.publishedAt > $1.publishedAt }
        case .shortest: return articles.sorted { $0.readingMinutes < $1.readingMinutes }
        }
    }

    func load() async {
        if case .loading = state { return }
        state = .loading
        do {
            try await Task.sleep(for: .seconds(1))
            articles = Article.samples
            state = .loaded
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    func toggleBookmark(_ article: Article) {
        guard let index = articles.firstIndex(where: { $0.id == article.id }) else { return }
        articles[index].isBookmarked.toggle()
    }

    func delete(_ article: Article) {
        articles.removeAll { $0.id == article.id }
    }
}

struct ArticleThumbnail: View {
    let url: URL?

    var body: some View {
        AsyncImage(url: url, transaction: Transaction(animation: .easeInOut)) { phase in
            switch phase {
            case .empty:
                ZStack {
                    Color.secondary.opacity(0.1)
                    ProgressView()
                }
            case .success(let image):
                image
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .transition(.opacity)
            case .failure:
                Image(systemName: "photo")
                    .foregroundStyle(.secondary)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(Color.secondary.opacity(0.1))
            @unknown default:
                EmptyView()
            }
        }
        .frame(width: 88, height: 66)
        .clipShape(RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            ArticleThumbnail(url: article.imageURL)
            VStack(alignment: .leading, spacing: 4) {
                Text(article.source.uppercased())
                    .font(.caption2.weight(.semibold))
                    .foregroundStyle(.tint)
                Text(article.title)
                    .font(.headline)
                    .lineLimit(2)
                Text(article.summary)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                HStack(spacing: 4) {
                    Text(article.publishedAt, format: .relative(presentation: .named))
                    Text("·")
                    Text("\(article.readingMinutes) min read")
                    if article.isBookmarked {
                        Image(systemName: "bookmark.fill")
                            .foregroundStyle(.orange)
                    }
                }
                .font(.caption)
                .foregroundStyle(.secondary)
            }
        }
        .padding(.vertical, 4)
    }
}

struct ArticleDetailView: View {
    let article: Article
    var onBookmark: () -> Void

    @Environment(\.openURL) private var openURL
    @Environment(\.dismiss) private var dismiss

    private var attributedBody: AttributedString {
        (try? AttributedString(markdown: article.body)) ?? AttributedString(article.body)
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                AsyncImage(url: article.imageURL) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    Rectangle().fill(.quaternary)
                }
                .frame(height: 220)
                .clipped()

                VStack(alignment: .leading, spacing: 8) {
                    Text(article.title)
                        .font(.largeTitle.bold())
                    Text("By \(article.author) · \(article.publishedAt.formatted(date: .long, time: .omitted))")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Divider()
                    Text(attributedBody)
                        .font(.body)
                        .textSelection(.enabled)
                }
                .padding(.horizontal)
            }
        }
        .ignoresSafeArea(edges: .top)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItemGroup(placement: .topBarTrailing) {
                Button(action: onBookmark) {
                    Label("Bookmark", systemImage: article.isBookmarked ? "bookmark.fill" : "bookmark")
                }
                ShareLink(item: article.url, subject: Text(article.title), message: Text(article.summary))
            }
            ToolbarItem(placement: .bottomBar) {
                Button("Open in Browser") {
                    openURL(article.url)
                }
            }
        }
    }
}

struct ArticleFeedView: View {
    @StateObject private var viewModel = FeedViewModel()
    @State private var path = NavigationPath()
    @State private var searchText = ""
    @State private var articlePendingDeletion: Article?

    private var visibleArticles: [Article] {
        let articles = viewModel.sortedArticles
        guard !searchText.isEmpty else { return articles }
        return articles.filter {
            $0.title.localizedCaseInsensitiveContains(searchText) || $0.summary.localizedCaseInsensitiveContains(searchText)
        }
    }

    var body: some View {
        NavigationStack(path: $path) {
            content
                .navigationTitle("Top Stories")
                .navigationDestination(for: Article.self) { article in
                    ArticleDetailView(article: article) {
                        viewModel.toggleBookmark(article)
                    }
                }
                .searchable(text: $searchText, placement: .navigationBarDrawer(displayMode: .always), prompt: "Search stories")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Menu {
                            Picker("Sort", selection: $viewModel.sort) {
                                ForEach(FeedSort.allCases) { sort in
                                    Text(sort.rawValue).tag(sort)
                                }
                            }
                        } label: {
                            Label("Sort", systemImage: "arrow.up.arrow.down")
                        }
                    }
                }
                .task {
                    await viewModel.load()
                }
                .refreshable {
                    await viewModel.load()
                }
                .alert("Delete Article?", isPresented: Binding(
                    get: { articlePendingDeletion != nil },
                    set: { if !$0 { articlePendingDeletion = nil } }
                ), presenting: articlePendingDeletion) { article in
                    Button("Delete", role: .destructive) {
                        withAnimation { viewModel.delete(article) }
                    }
                    Button("Cancel", role: .cancel) {}
                } message: { article in
                    Text("\"\(article.title)\" will be removed from your feed.")
                }
        }
    }

    @ViewBuilder
    private var content: some View {
        switch viewModel.state {
        case .idle, .loading where viewModel.articles.isEmpty:
            List(Article.placeholders) { article in
                ArticleRow(article: article)
            }
            .listStyle(.plain)
            .redacted(reason: .placeholder)
            .disabled(true)
        case .failed(let message):
            ContentUnavailableView {
                Label("Couldn't Load Stories", systemImage: "wifi.exclamationmark")
            } description: {
                Text(message)
            } actions: {
                Button("Try Again") {
                    Task { await viewModel.load() }
                }
                .buttonStyle(.borderedProminent)
            }
        default:
            List {
                ForEach(visibleArticles) { article in
                    NavigationLink(value: article) {
                        ArticleRow(article: article)
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: false) {
                        Button(role: .destructive) {
                            articlePendingDeletion = article
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            viewModel.toggleBookmark(article)
                        } label: {
                            Label("Bookmark", systemImage: article.isBookmarked ? "bookmark.slash" : "bookmark")
                        }
                        .tint(.orange)
                    }
                    .contextMenu {
                        Button {
                            viewModel.toggleBookmark(article)
                        } label: {
                            Label(article.isBookmarked ? "Remove Bookmark" : "Bookmark", systemImage: "bookmark")
                        }
                        ShareLink(item: article.url)
                        Divider()
                        Button(role: .destructive) {
                            articlePendingDeletion = article
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }
                    } preview: {
                        ArticleRow(article: article)
                            .padding()
                            .frame(width: 320)
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if visibleArticles.isEmpty && !searchText.isEmpty {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

#Preview {
    ArticleFeedView()
}

#Preview("Row") {
    List {
        ArticleRow(article: Article.samples[0])
        ArticleRow(article: Article.samples[1])
    }
}
