import SwiftUI

// Based on Apple's WWDC20 session "Stacks, Grids, and Outlines in SwiftUI" (a LazyVGrid of photos
// with adaptive GridItems and pinned section headers) and the AsyncImage documentation (loading
// remote images by phase). The Photos library is replaced by a list of remote image URLs; the
// full-screen viewer uses matchedGeometryEffect as in "Animating views and transitions".

struct GalleryPhoto: Identifiable, Hashable {
    let id: Int
    var title: String
    var album: String
    var isFavorite: Bool

    var url: URL { URL(string: "https://picsum.photos/id/\(id)/900/900")! }
    var thumbnailURL: URL { URL(string: "https://picsum.photos/id/\(id)/240/240")! }

    static let samples: [GalleryPhoto] = (10..<46).map { index in
        let album: String
        if index.isMultiple(of: 3) {
            album = "Travel"
        } else if index.isMultiple(of: 2) {
            album = "Family"
        } else {
            album = "Nature"
        }
        return GalleryPhoto(id: index, title: "IMG_\(4000 + index)", album: album, isFavorite: index.isMultiple(of: 5))
    }
}

enum GridDensity: String, CaseIterable, Identifiable {
    case compact
    case regular
    case large

    var id: Self { self }

    var minimumItemWidth: CGFloat {
        switch self {
        case .compact: return 70
        case .regular: return 110
        case .large: return 170
        }
    }

    var systemImage: String {
        switch self {
        case .compact: return "square.grid.4x3.fill"
        case .regular: return "square.grid.3x3.fill"
        case .large: return "square.grid.2x2.fill"
        }
    }
}

struct PhotoGalleryGrid: View {
    @State private var photos = GalleryPhoto.samples
    @State private var density: GridDensity = .regular
    @State private var showFavoritesOnly = false
    @State private var selectedPhoto: GalleryPhoto?
    @Namespace private var namespace

    private var columns: [GridItem] {
        [GridItem(.adaptive(minimum: density.minimumItemWidth), spacing: 2)]
    }

    private var albums: [(name: String, photos: [GalleryPhoto])] {
        let visible = showFavoritesOnly ? photos.filter(\.isFavorite) : photos
        let grouped = Dictionary(grouping: visible, by: \.album)
        return grouped.keys.sorted().map { name in (name: name, photos: grouped[name] ?? []) }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 2, pinnedViews: [.sectionHeaders]) {
                    ForEach(albums, id: \.name) { album in
                        Section {
                            ForEach(album.photos) { photo in
                                gridCell(for: photo)
                            }
                        } header: {
                            AlbumHeader(name: album.name, count: album.photos.count)
                        }
                    }
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Grid Size", selection: $density.animation(.easeInOut)) {
                            ForEach(GridDensity.allCases) { density in
                                Label(density.rawValue.capitalized, systemImage: density.systemImage)
                                    .tag(density)
                            }
                        }
                        Toggle(isOn: $showFavoritesOnly.animation()) {
                            Label("Favorites Only", systemImage: "heart")
                        }
                    } label: {
                        Label("View Options", systemImage: "ellipsis.circle")
                    }
                }
            }
        }
        .overlay {
            if let selectedPhoto {
                PhotoViewer(photo: selectedPhoto, namespace: namespace) {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                        self.selectedPhoto = nil
                    }
                }
                .transition(.opacity)
            }
        }
    }

    @ViewBuilder
    private func gridCell(for photo: GalleryPhoto) -> some View {
        if selectedPhoto?.id == photo.id {
            Color.clear
                .aspectRatio(1, contentMode: .fit)
        } else {
            PhotoThumbnail(photo: photo)
                .matchedGeometryEffect(id: photo.id, in: namespace)
                .onTapGesture {
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                        selectedPhoto = photo
                    }
                }
                .contextMenu {
                    Button {
                        toggleFavorite(photo)
                    } label: {
                        Label(photo.isFavorite ? "Unfavorite" : "Favorite",
                              systemImage: photo.isFavorite ? "heart.slash" : "heart")
                    }
                    ShareLink(item: photo.url) {
                        Label("Share", systemImage: "square.and.arrow.up")
                    }
                    Button(role: .destructive) {
                        photos.removeAll { $0.id == photo.id }
                    } label: {
                        Label("Delete", systemImage: "trash")
                    }
                }
                .accessibilityLabel(photo.title)
                .accessibilityAddTraits(.isButton)
        }
    }

    private func toggleFavorite(_ photo: GalleryPhoto) {
        guard let index = photos.firstIndex(of: photo) else { return }
        photos[index].isFavorite.toggle()
    }
}

struct PhotoThumbnail: View {
    var photo: GalleryPhoto

    var body: some View {
        Color.clear
            .aspectRatio(1, contentMode: .fit)
            .overlay {
                AsyncImage(url: photo.thumbnailURL) { phase in
                    switch phase {
                    case .empty:
                        ProgressView()
                    case .success(let image):
                        image
                            .resizable()
                            .scaledToFill()
                    case .failure:
                        Image(systemName: "photo")
                            .imageScale(.large)
                            .foregroundStyle(.secondary)
                    @unknown default:
                        EmptyView()
                    }
                }
            }
            .background(Color.gray.opacity(0.15))
            .clipped()
            .overlay(alignment: .bottomLeading) {
                if photo.isFavorite {
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(.white)
                        .shadow(radius: 2)
                        .padding(6)
                }
            }
            .contentShape(Rectangle())
    }
}

struct AlbumHeader: View {
    var name: String
    var count: Int

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(name)
                .font(.headline)
            Spacer()
            Text("^[\(count) photo](inflect: true)")
                .font(.subheadline)
                .foregroundStyle(.secondary)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.bar)
    }
}

struct PhotoViewer: View {
    var photo: GalleryPhoto
    var namespace: Namespace.ID
    var onClose: () -> Void

    @GestureState private var dragOffset: CGSize = .zero

    var body: some View {
        ZStack {
            Color.black
                .opacity(1 - min(abs(dragOffset.height) / 400, 0.6))
                .ignoresSafeArea()

            AsyncImage(url: photo.url, scale: 2) { image in
                image
                    .resizable()
                    .scaledToFit()
            } placeholder: {
                ProgressView()
                    .tint(.white)
            }
            .matchedGeometryEffect(id: photo.id, in: namespace)
            .offset(dragOffset)
            .gesture(
                DragGesture()
                    .updating($dragOffset) { value, state, _ in
                        state = value.translation
                    }
                    .onEnded { value in
                        if abs(value.translation.height) > 120 {
                            onClose()
                        }
                    }
            )
        }
        .overlay(alignment: .topTrailing) {
            Button(action: onClose) {
                Image(systemName: "xmark.circle.fill")
                    .font(.title)
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(.white)
            }
            .padding()
            .accessibilityLabel("Close")
        }
        .overlay(alignment: .bottom) {
            Text(photo.title)
                .font(.footnote.monospaced())
                .foregroundStyle(.white.opacity(0.8))
                .padding(.bottom, 24)
        }
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
    }
}

#Preview {
    PhotoGalleryGrid()
}

#Preview("Thumbnail", traits: .sizeThatFitsLayout) {
    PhotoThumbnail(photo: GalleryPhoto.samples[0])
        .frame(width: 120)
}
