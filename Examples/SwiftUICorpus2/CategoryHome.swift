import SwiftUI

// Based on Apple's SwiftUI tutorials "Landmarks" (Composing complex interfaces, Interfacing with
// UIKit): CategoryHome, CategoryRow, CategoryItem, FeatureCard with its gradient TextOverlay,
// a paged feature carousel (a TabView with the page style instead of UIPageViewController),
// and the app's ContentView tab shell.

struct Landmark: Hashable, Identifiable {
    enum Category: String, CaseIterable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }

    var id: Int
    var name: String
    var park: String
    var category: Category
    var isFeatured: Bool
    var imageName: String

    var image: Image { Image(imageName) }
    var featureImage: Image? {
        isFeatured ? Image(imageName + "_feature") : nil
    }
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1, name: "Turtle Rock", park: "Joshua Tree National Park", category: .rivers, isFeatured: true, imageName: "turtlerock"),
        Landmark(id: 2, name: "Silver Salmon Creek", park: "Lake Clark National Park", category: .lakes, isFeatured: false, imageName: "silversalmoncreek"),
        Landmark(id: 3, name: "Chilkoot Trail", park: "Klondike Gold Rush", category: .mountains, isFeatured: false, imageName: "chilkoottrail"),
        Landmark(id: 4, name: "St. Mary Lake", park: "Glacier National Park", category: .lakes, isFeatured: true, imageName: "stmarylake"),
        Landmark(id: 5, name: "Twin Lake", park: "Lake Clark National Park", category: .lakes, isFeatured: false, imageName: "twinlake"),
        Landmark(id: 6, name: "Lake McDonald", park: "Glacier National Park", category: .mountains, isFeatured: true, imageName: "lakemcdonald"),
    ]

    var features: [Landmark] {
        landmarks.filter { $0.isFeatured }
    }

    var categories: [String: [Landmark]] {
        Dictionary(grouping: landmarks, by: { $0.category.rawValue })
    }
}

struct TextOverlay: View {
    var landmark: Landmark

    var gradient: LinearGradient {
        .linearGradient(
            Gradient(colors: [.black.opacity(0.6), .black.opacity(0)]),
            startPoint: .bottom,
            endPoint: .center)
    }

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            gradient
            VStack(alignment: .leading) {
                Text(landmark.name)
                    .font(.title)
                    .bold()
                Text(landmark.park)
            }
            .padding()
        }
        .foregroundStyle(.white)
    }
}

struct FeatureCard: View {
    var landmark: Landmark

    var body: some View {
        landmark.featureImage?
            .resizable()
            .overlay {
                TextOverlay(landmark: landmark)
            }
    }
}

struct PageView<Page: View>: View {
    var pages: [Page]
    @State private var currentPage = 0

    var body: some View {
        TabView(selection: $currentPage) {
            ForEach(pages.indices, id: \.self) { index in
                pages[index]
                    .tag(index)
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .aspectRatio(3 / 2, contentMode: .fit)
    }
}

struct CategoryItem: View {
    var landmark: Landmark

    var body: some View {
        VStack(alignment: .leading) {
            landmark.image
                .renderingMode(.original)
                .resizable()
                .frame(width: 155, height: 155)
                .cornerRadius(5)
            Text(landmark.name)
                .foregroundStyle(.primary)
                .font(.caption)
        }
        .padding(.leading, 15)
    }
}

struct CategoryRow: View {
    var categoryName: String
    var items: [Landmark]

    var body: some View {
        VStack(alignment: .leading) {
            Text(categoryName)
                .font(.headline)
                .padding(.leading, 15)
                .padding(.top, 5)

            ScrollView(.horizontal, showsIndicators: false) {
                HStack(alignment: .top, spacing: 0) {
                    ForEach(items) { landmark in
                        NavigationLink {
                            Text(landmark.name)
                        } label: {
                            CategoryItem(landmark: landmark)
                        }
                    }
                }
            }
            .frame(height: 185)
        }
    }
}

struct CategoryHome: View {
    @Environment(ModelData.self) var modelData
    @State private var showingProfile = false

    var body: some View {
        NavigationSplitView {
            List {
                PageView(pages: modelData.features.map { FeatureCard(landmark: $0) })
                    .listRowInsets(EdgeInsets())

                ForEach(modelData.categories.keys.sorted(), id: \.self) { key in
                    CategoryRow(categoryName: key, items: modelData.categories[key]!)
                }
                .listRowInsets(EdgeInsets())
            }
            .listStyle(.inset)
            .navigationTitle("Featured")
            .toolbar {
                Button {
                    showingProfile.toggle()
                } label: {
                    Label("User Profile", systemImage: "person.crop.circle")
                }
            }
            .sheet(isPresented: $showingProfile) {
                Text("Profile")
                    .environment(modelData)
                    .presentationDetents([.medium, .large])
            }
        } detail: {
            Text("Select a Landmark")
        }
    }
}

struct ContentView: View {
    @State private var selection: Tab = .featured

    enum Tab {
        case featured
        case list
    }

    var body: some View {
        TabView(selection: $selection) {
            CategoryHome()
                .tabItem {
                    Label("Featured", systemImage: "star")
                }
                .tag(Tab.featured)

            Text("Landmarks")
                .tabItem {
                    Label("List", systemImage: "list.bullet")
                }
                .tag(Tab.list)
        }
    }
}

#Preview {
    ContentView()
        .environment(ModelData())
}

#Preview("Feature card") {
    FeatureCard(landmark: ModelData().features[0])
        .aspectRatio(3 / 2, contentMode: .fit)
}
