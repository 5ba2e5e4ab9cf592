import SwiftUI

// Based on Apple's "Search" documentation collection: "Adding a search interface to your app",
// "Performing a search operation" (search tokens), "Suggesting search terms" (text and token
// suggestions, searchCompletion), "Scoping a search operation" (searchScopes with activation),
// and "Managing search interface activation" (isSearching, dismissSearch, isPresented).

enum RecipeTag: String, CaseIterable, Identifiable, Hashable {
    case vegetarian, quick, spicy, dessert, glutenFree

    var id: Self { self }

    var title: String {
        switch self {
        case .vegetarian: return "Vegetarian"
        case .quick: return "Under 30 min"
        case .spicy: return "Spicy"
        case .dessert: return "Dessert"
        case .glutenFree: return "Gluten-Free"
        }
    }

    var systemImage: String {
        switch self {
        case .vegetarian: return "leaf"
        case .quick: return "timer"
        case .spicy: return "flame"
        case .dessert: return "birthday.cake"
        case .glutenFree: return "checkmark.seal"
        }
    }
}

enum MealScope: String, CaseIterable, Hashable {
    case all = "All"
    case breakfast = "Breakfast"
    case lunch = "Lunch"
    case dinner = "Dinner"
}

struct Recipe: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var meal: MealScope
    var minutes: Int
    var tags: Set<RecipeTag>

    static let samples: [Recipe] = [
        Recipe(name: "Shakshuka", meal: .breakfast, minutes: 25, tags: [.vegetarian, .quick, .spicy]),
        Recipe(name: "Overnight Oats", meal: .breakfast, minutes: 5, tags: [.vegetarian, .quick]),
        Recipe(name: "Chicken Katsu Curry", meal: .dinner, minutes: 50, tags: []),
        Recipe(name: "Pad Kra Pao", meal: .dinner, minutes: 20, tags: [.quick, .spicy, .glutenFree]),
        Recipe(name: "Caprese Sandwich", meal: .lunch, minutes: 10, tags: [.vegetarian, .quick]),
        Recipe(name: "Lemon Olive Oil Cake", meal: .all, minutes: 70, tags: [.vegetarian, .dessert]),
        Recipe(name: "Black Bean Tacos", meal: .lunch, minutes: 25, tags: [.vegetarian, .spicy, .quick]),
    ]
}

struct RecipeSearchView: View {
    @State private var searchText = ""
    @State private var tokens: [RecipeTag] = []
    @State private var suggestedTokens = RecipeTag.allCases
    @State private var scope: MealScope = .all
    @State private var isSearchPresented = false
    @State private var recentSearches = ["curry", "cake", "tacos"]

    private var results: [Recipe] {
        Recipe.samples.filter { recipe in
            let matchesText = searchText.isEmpty || recipe.name.localizedCaseInsensitiveContains(searchText)
            let matchesTokens = tokens.allSatisfy { recipe.tags.contains($0) }
            let matchesScope = scope == .all || recipe.meal == scope
            return matchesText && matchesTokens && matchesScope
        }
    }

    var body: some View {
        NavigationStack {
            RecipeResultsList(recipes: results, searchText: searchText)
                .navigationTitle("Recipes")
                .navigationDestination(for: Recipe.self) { recipe in
                    RecipeDetail(recipe: recipe)
                }
                .searchable(
                    text: $searchText,
                    tokens: $tokens,
                    suggestedTokens: $suggestedTokens,
                    isPresented: $isSearchPresented,
                    placement: .navigationBarDrawer(displayMode: .always),
                    prompt: "Dishes, ingredients, tags"
                ) { token in
                    Label(token.title, systemImage: token.systemImage)
                }
                .searchScopes($scope, activation: .onSearchPresentation) {
                    ForEach(MealScope.allCases, id: \.self) { scope in
                        Text(scope.rawValue).tag(scope)
                    }
                }
                .searchSuggestions {
                    if searchText.isEmpty {
                        Section("Recent") {
                            ForEach(recentSearches, id: \.self) { term in
                                Label(term, systemImage: "clock.arrow.circlepath")
                                    .searchCompletion(term)
                            }
                        }
                    }
                    ForEach(RecipeTag.allCases.filter { !tokens.contains($0) }) { tag in
                        Label(tag.title, systemImage: tag.systemImage)
                            .searchCompletion(tag)
                    }
                }
                .onSubmit(of: .search) {
                    let trimmed = searchText.trimmingCharacters(in: .whitespaces)
                    guard !trimmed.isEmpty, !recentSearches.contains(trimmed) else { return }
                    recentSearches.insert(trimmed, at: 0)
                }
                .onChange(of: tokens) {
                    suggestedTokens = RecipeTag.allCases.filter { !tokens.contains($0) }
                }
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Search", systemImage: "magnifyingglass") {
                            isSearchPresented = true
                        }
                    }
                }
        }
    }
}

struct RecipeResultsList: View {
    var recipes: [Recipe]
    var searchText: String

    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        List {
            if isSearching {
                Text("^[\(recipes.count) result](inflect: true)")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .listRowSeparator(.hidden)
            }
            ForEach(recipes) { recipe in
                NavigationLink(value: recipe) {
                    RecipeRow(recipe: recipe)
                }
            }
        }
        .listStyle(.plain)
        .overlay {
            if recipes.isEmpty {
                if searchText.isEmpty {
                    ContentUnavailableView {
                        Label("No Matches", systemImage: "fork.knife")
                    } description: {
                        Text("Try removing a tag or changing the meal.")
                    } actions: {
                        Button("Clear Search") { dismissSearch() }
                    }
                } else {
                    ContentUnavailableView.search(text: searchText)
                }
            }
        }
    }
}

struct RecipeRow: View {
    var recipe: Recipe

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(recipe.name)
                    .font(.headline)
                Spacer()
                Label("\(recipe.minutes) min", systemImage: "clock")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .labelStyle(.titleAndIcon)
            }
            HStack(spacing: 6) {
                ForEach(recipe.tags.sorted { $0.rawValue < $1.rawValue }) { tag in
                    Image(systemName: tag.systemImage)
                        .font(.caption)
                        .foregroundStyle(.tint)
                        .accessibilityLabel(tag.title)
                }
            }
        }
        .padding(.vertical, 4)
    }
}

struct RecipeDetail: View {
    var recipe: Recipe

    var body: some View {
        Form {
            LabeledContent("Meal", value: recipe.meal.rawValue)
            LabeledContent("Time") {
                Text(Duration.seconds(recipe.minutes * 60), format: .units(allowed: [.hours, .minutes], width: .wide))
            }
            Section("Tags") {
                ForEach(Array(recipe.tags), id: \.self) { tag in
                    Label(tag.title, systemImage: tag.systemImage)
                }
            }
        }
        .navigationTitle(recipe.name)
    }
}

#Preview {
    RecipeSearchView()
}
