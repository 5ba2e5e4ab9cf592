import SwiftUI

// Based on Apple's sample "Migrating from the Observable Object protocol to the Observable macro"
// (Library, Book, LibraryView, BookView, BookEditView with @Bindable and @Environment(Library.self))
// and the sheet presentation documentation: presentationDetents with a selection and a custom
// detent, presentationDragIndicator, presentationBackgroundInteraction,
// presentationContentInteraction, presentationCornerRadius, presentationBackground and
// presentationCompactAdaptation for a popover.

@Observable
final class Book: Identifiable {
    var title: String
    var author: String
    var isAvailable: Bool
    var rating: Int
    var notes = ""

    init(title: String, author: String, isAvailable: Bool = true, rating: Int = 3) {
        self.title = title
        self.author = author
        self.isAvailable = isAvailable
        self.rating = rating
    }
}

@Observable
final class Library {
    var books: [Book] = [
        Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", rating: 5),
        Book(title: "Piranesi", author: "Susanna Clarke", isAvailable: false, rating: 4),
        Book(title: "A Psalm for the Wild-Built", author: "Becky Chambers"),
        Book(title: "Project Hail Mary", author: "Andy Weir", rating: 4),
    ]

    var availableBooksCount: Int {
        books.filter(\.isAvailable).count
    }

    func delete(book: Book) {
        books.removeAll { $0 === book }
    }
}

struct CompactDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? {
        max(context.maxDetentValue * 0.25, 180)
    }
}

extension PresentationDetent {
    static let compact = Self.custom(CompactDetent.self)
}

struct BookLibraryView: View {
    @State private var library = Library()

    var body: some View {
        LibraryView()
            .environment(library)
    }
}

struct LibraryView: View {
    @Environment(Library.self) private var library
    @State private var bookToEdit: Book?
    @State private var isShowingFilters = false
    @State private var isShowingInfo = false
    @State private var showAvailableOnly = false
    @State private var selectedDetent: PresentationDetent = .medium

    private var visibleBooks: [Book] {
        showAvailableOnly ? library.books.filter(\.isAvailable) : library.books
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(visibleBooks) { book in
                        BookView(book: book)
                            .contentShape(Rectangle())
                            .onTapGesture {
                                bookToEdit = book
                            }
                    }
                    .onDelete { offsets in
                        let books = offsets.map { visibleBooks[$0] }
                        books.forEach(library.delete(book:))
                    }
                } footer: {
                    Text("Books available: \(library.availableBooksCount)")
                }
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    Button("About", systemImage: "info.circle") {
                        isShowingInfo = true
                    }
                    .popover(isPresented: $isShowingInfo) {
                        Text("Tap a book to edit it. Swipe to delete.")
                            .padding()
                            .presentationCompactAdaptation(.popover)
                    }
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {
                        isShowingFilters = true
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button("Add Book", systemImage: "plus") {
                        let book = Book(title: "Untitled", author: "")
                        library.books.append(book)
                        bookToEdit = book
                    }
                }
            }
            .sheet(item: $bookToEdit) { book in
                NavigationStack {
                    BookEditView(book: book)
                }
                .presentationDetents([.medium, .large], selection: $selectedDetent)
                .presentationDragIndicator(.visible)
                .presentationContentInteraction(.scrolls)
                .presentationCornerRadius(24)
            }
            .sheet(isPresented: $isShowingFilters) {
                FilterSheet(showAvailableOnly: $showAvailableOnly)
                    .presentationDetents([.compact, .fraction(0.5)])
                    .presentationBackgroundInteraction(.enabled(upThrough: .compact))
                    .presentationBackground(.regularMaterial)
                    .interactiveDismissDisabled(false)
            }
        }
    }
}

struct BookView: View {
    var book: Book

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(book.title)
                    .font(.headline)
                Text(book.author.isEmpty ? "Unknown author" : book.author)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if !book.isAvailable {
                Text("On Loan")
                    .font(.caption.bold())
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.orange.opacity(0.2), in: Capsule())
            }
            RatingStars(rating: book.rating)
        }
    }
}

struct RatingStars: View {
    var rating: Int

    var body: some View {
        HStack(spacing: 1) {
            ForEach(1...5, id: \.self) { index in
                Image(systemName: index <= rating ? "star.fill" : "star")
                    .font(.caption2)
                    .foregroundStyle(.yellow)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("\(rating) stars")
    }
}

struct BookEditView: View {
    @Bindable var book: Book
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("Title", text: $book.title)
            TextField("Author", text: $book.author)
            Toggle("Book is available", isOn: $book.isAvailable)
            Picker("Rating", selection: $book.rating) {
                ForEach(1...5, id: \.self) { value in
                    Text(String(repeating: "★", count: value)).tag(value)
                }
            }
            Section("Notes") {
                TextEditor(text: $book.notes)
                    .frame(minHeight: 120)
            }
        }
        .navigationTitle("Edit Book")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Done") {
                    dismiss()
                }
            }
        }
    }
}

struct FilterSheet: View {
    @Binding var showAvailableOnly: Bool
    @Environment(Library.self) private var library

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Filters")
                .font(.title2.bold())
            Toggle("Available only", isOn: $showAvailableOnly)
            Text("\(library.availableBooksCount) of \(library.books.count) books available")
                .font(.footnote)
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding(24)
    }
}

#Preview {
    BookLibraryView()
}

#Preview("Edit") {
    NavigationStack {
        BookEditView(book: Book(title: "Piranesi", author: "Susanna Clarke"))
    }
}
