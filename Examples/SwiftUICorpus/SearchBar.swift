import SwiftUI

struct SearchBar: View {
    @Binding var text: String
    var prompt: String = "Search"
    var onSubmit: () -> Void = {}

    @FocusState private var isFocused: Bool

    var body: some View {
        HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)

                TextField(prompt, text: $text)
                    .focused($isFocused)
                    .submitLabel(.search)
                    .onSubmit(onSubmit)

                if !text.isEmpty {
                    Button {
                        text = ""
                    } label: {
                        Image(systemName: "xmark.circle.fill")
                            .foregroundStyle(.secondary)
                    }
                    .buttonStyle(.plain)
                    .accessibilityLabel("Clear search")
                }
            }
            .padding(.horizontal, 10)
            .padding(.vertical, 8)
            .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 10, style: .continuous))

            if isFocused {
                Button("Cancel") {
                    text = ""
                    isFocused = false
                }
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
        .animation(.easeInOut(duration: 0.2), value: isFocused)
    }
}

struct FruitSearchView: View {
    @State private var query = ""
    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry", "Grape", "Mango", "Peach"]

    private var results: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            SearchBar(text: $query, prompt: "Search fruit")
                .padding(.horizontal, 16)
                .padding(.vertical, 8)

            List(results, id: \.self) { fruit in
                Text(fruit)
            }
            .listStyle(.plain)
            .overlay {
                if results.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
    }
}

#Preview {
    FruitSearchView()
}

#Preview("System searchable") {
    NavigationStack {
        List(["Inbox", "Drafts", "Sent", "Archive"], id: \.self) { Text($0) }
            .navigationTitle("Mail")
            .searchable(text: .constant(""), prompt: "Search mailboxes")
    }
}
