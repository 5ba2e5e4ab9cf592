import SwiftUI

// Based on the RatingView from Hacking with Swift's "Bookworm" project (many public copies, e.g.
// xuwenchao66/100-days-of-swiftui) and the form-validation patterns common in public SwiftUI
// code: an @Observable form model, @FocusState with an enum and onSubmit, TextEditor with a
// character counter, Stepper with a format, an alert with a message and a confirmation dialog.

struct RatingView: View {
    @Binding var rating: Int

    var label = ""
    var maximumRating = 5

    var offImage: Image?
    var onImage = Image(systemName: "star.fill")

    var offColor = Color.gray
    var onColor = Color.yellow

    var body: some View {
        HStack {
            if label.isEmpty == false {
                Text(label)
            }

            ForEach(1..<maximumRating + 1, id: \.self) { number in
                Button {
                    rating = number
                } label: {
                    image(for: number)
                        .foregroundStyle(number > rating ? offColor : onColor)
                }
            }
        }
        .buttonStyle(.plain)
        .accessibilityElement()
        .accessibilityLabel(label)
        .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
        .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment:
                if rating < maximumRating { rating += 1 }
            case .decrement:
                if rating > 1 { rating -= 1 }
            default:
                break
            }
        }
    }

    func image(for number: Int) -> Image {
        if number > rating {
            offImage ?? onImage
        } else {
            onImage
        }
    }
}

enum Genre: String, CaseIterable, Identifiable {
    case fantasy = "Fantasy"
    case horror = "Horror"
    case kids = "Kids"
    case mystery = "Mystery"
    case poetry = "Poetry"
    case romance = "Romance"
    case thriller = "Thriller"

    var id: Self { self }
}

@Observable
final class ReviewFormModel {
    var title = ""
    var author = ""
    var genre: Genre = .fantasy
    var rating = 3
    var review = ""
    var pagesRead = 120
    var hoursRead = 6.5
    var finishedOn = Date.now
    var email = ""

    static let maxReviewLength = 280

    var titleError: String? {
        title.trimmingCharacters(in: .whitespaces).isEmpty ? "Title is required" : nil
    }

    var authorError: String? {
        author.trimmingCharacters(in: .whitespaces).count < 2 ? "Enter the author's name" : nil
    }

    var emailError: String? {
        guard !email.isEmpty else { return nil }
        return email.contains("@") && email.contains(".") ? nil : "That doesn't look like an email address"
    }

    var reviewError: String? {
        review.count > Self.maxReviewLength ? "Keep it under \(Self.maxReviewLength) characters" : nil
    }

    var isValid: Bool {
        titleError == nil && authorError == nil && emailError == nil && reviewError == nil
    }

    var hasChanges: Bool {
        !title.isEmpty || !author.isEmpty || !review.isEmpty
    }
}

struct ValidationMessage: View {
    let message: String?

    var body: some View {
        if let message {
            Label(message, systemImage: "exclamationmark.circle.fill")
                .font(.caption)
                .foregroundStyle(.red)
                .transition(.opacity.combined(with: .move(edge: .top)))
        }
    }
}

struct ReviewFormView: View {
    private enum Field: Hashable {
        case title, author, email, review
    }

    @State private var model = ReviewFormModel()
    @FocusState private var focusedField: Field?
    @State private var showingSavedAlert = false
    @State private var showingDiscardDialog = false
    @State private var hasAttemptedSubmit = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Name of book", text: $model.title)
                        .focused($focusedField, equals: .title)
                        .submitLabel(.next)
                    if hasAttemptedSubmit {
                        ValidationMessage(message: model.titleError)
                    }

                    TextField("Author's name", text: $model.author)
                        .focused($focusedField, equals: .author)
                        .textContentType(.name)
                        .submitLabel(.next)
                    if hasAttemptedSubmit {
                        ValidationMessage(message: model.authorError)
                    }

                    Picker("Genre", selection: $model.genre) {
                        ForEach(Genre.allCases) { genre in
                            Text(genre.rawValue).tag(genre)
                        }
                    }
                    .pickerStyle(.menu)
                } header: {
                    Text("Book")
                }

                Section("Progress") {
                    Stepper("Pages read: \(model.pagesRead)", value: $model.pagesRead, in: 0...2_000, step: 10)
                    Stepper(value: $model.hoursRead, in: 0...48, step: 0.5, format: .number) {
                        Text("Hours spent reading")
                    }
                    DatePicker("Finished on", selection: $model.finishedOn, in: ...Date.now, displayedComponents: .date)
                }

                Section {
                    RatingView(rating: $model.rating, label: "Rating")

                    ZStack(alignment: .topLeading) {
                        if model.review.isEmpty {
                            Text("What did you think?")
                                .foregroundStyle(.tertiary)
                                .padding(.top, 8)
                                .padding(.leading, 5)
                        }
                        TextEditor(text: $model.review)
                            .focused($focusedField, equals: .review)
                            .frame(minHeight: 120)
                            .scrollContentBackground(.hidden)
                    }
                    HStack {
                        ValidationMessage(message: model.reviewError)
                        Spacer()
                        Text("\(model.review.count)/\(ReviewFormModel.maxReviewLength)")
                            .font(.caption.monospacedDigit())
                            .foregroundStyle(model.review.count > ReviewFormModel.maxReviewLength ? .red : .secondary)
                    }
                } header: {
                    Text("Write a review")
                } footer: {
                    Text("Reviews are public and appear with your display name.")
                }

                Section("Contact (optional)") {
                    TextField("Email", text: $model.email, prompt: Text("name@example.com"))
                        .focused($focusedField, equals: .email)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.done)
                    ValidationMessage(message: model.emailError)
                }

                Section {
                    Button("Save Review", action: save)
                        .frame(maxWidth: .infinity)
                        .disabled(hasAttemptedSubmit && !model.isValid)
                }
            }
            .animation(.default, value: hasAttemptedSubmit)
            .animation(.default, value: model.emailError)
            .onSubmit {
                switch focusedField {
                case .title: focusedField = .author
                case .author: focusedField = .review
                case .email: save()
                default: focusedField = nil
                }
            }
            .navigationTitle("Add Book")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        if model.hasChanges {
                            showingDiscardDialog = true
                        } else {
                            dismiss()
                        }
                    }
                }
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") { focusedField = nil }
                }
            }
            .confirmationDialog("Discard this review?", isPresented: $showingDiscardDialog, titleVisibility: .visible) {
                Button("Discard Changes", role: .destructive) {
                    dismiss()
                }
                Button("Keep Editing", role: .cancel) {}
            } message: {
                Text("Your review hasn't been saved.")
            }
            .alert("Review saved", isPresented: $showingSavedAlert) {
                Button("OK") { dismiss() }
            } message: {
                Text("Thanks for reviewing \(model.title) by \(model.author). You rated it \(model.rating) out of 5.")
            }
        }
    }

    private func save() {
        hasAttemptedSubmit = true
        guard model.isValid else {
            if model.titleError != nil {
                focusedField = .title
            } else if model.authorError != nil {
                focusedField = .author
            }
            return
        }
        showingSavedAlert = true
    }
}

#Preview {
    ReviewFormView()
}

#Preview("Rating") {
    RatingView(rating: .constant(4), label: "Rating", offImage: Image(systemName: "star"))
        .font(.largeTitle)
}
