import SwiftUI
// Swift 6 mode: fails for its own data race (Apple's compiler flags it too): `.refreshable` sends
// the @Observable `Mailbox`, which is not @MainActor, to its own `async` `refresh()`.

// Based on Apple's "Bringing robust navigation structure to your SwiftUI app" (NavigationStack
// with a path of Hashable, Codable routes, navigationDestination(for:) and restoring the path
// from @SceneStorage), the iOS 17 navigationDestination(item:) API, and "Displaying data in
// lists" (swipeActions, refreshable, multi-selection with EditButton, ContentUnavailableView).
// The mail server is replaced by an in-memory mailbox.

struct MailMessage: Identifiable, Hashable, Codable {
    let id: Int
    var sender: String
    var subject: String
    var preview: String
    var received: Date
    var isUnread: Bool
    var isFlagged = false
}

enum MailRoute: Hashable, Codable {
    case message(MailMessage.ID)
    case sender(String)
    case settings
}

struct ComposeDraft: Identifiable, Hashable {
    let id = UUID()
    var to: String
    var subject: String
}

@Observable
final class Mailbox {
    var messages: [MailMessage] = (1...8).map { index in
        MailMessage(
            id: index,
            sender: ["Ana", "Bo", "Chen", "Dara"][index % 4],
            subject: "Weekly update #\(index)",
            preview: "Here is what happened this week across the team and what comes next…",
            received: .now.addingTimeInterval(Double(-index) * 5_400),
            isUnread: index.isMultiple(of: 3))
    }
    var archived: [MailMessage] = []

    var unreadCount: Int { messages.filter(\.isUnread).count }

    func message(with id: MailMessage.ID) -> MailMessage? {
        messages.first { $0.id == id }
    }

    func archive(_ ids: some Sequence<MailMessage.ID>) {
        let set = Set(ids)
        archived += messages.filter { set.contains($0.id) }
        messages.removeAll { set.contains($0.id) }
    }

    func refresh() async {
        try? await Task.sleep(for: .milliseconds(800))
        let next = (messages.map(\.id).max() ?? 0) + 1
        messages.insert(
            MailMessage(id: next, sender: "Eli", subject: "New message", preview: "Just arrived.",
                        received: .now, isUnread: true),
            at: 0)
    }
}

struct MailboxNavigation: View {
    @State private var mailbox = Mailbox()
    @State private var path: [MailRoute] = []
    @State private var selection = Set<MailMessage.ID>()
    @State private var draft: ComposeDraft?
    @State private var editMode: EditMode = .inactive
    @SceneStorage("mailbox.navigation") private var pathData: Data?

    var body: some View {
        NavigationStack(path: $path) {
            List(selection: $selection) {
                ForEach(mailbox.messages) { message in
                    NavigationLink(value: MailRoute.message(message.id)) {
                        MessageRow(message: message)
                    }
                    .swipeActions(edge: .leading, allowsFullSwipe: true) {
                        Button {
                            toggleUnread(message)
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread",
                                  systemImage: message.isUnread ? "envelope.open" : "envelope.badge")
                        }
                        .tint(.blue)
                    }
                    .swipeActions(edge: .trailing) {
                        Button(role: .destructive) {
                            mailbox.archive([message.id])
                        } label: {
                            Label("Archive", systemImage: "archivebox")
                        }
                        Button {
                            toggleFlag(message)
                        } label: {
                            Label("Flag", systemImage: "flag")
                        }
                        .tint(.orange)
                    }
                }
            }
            .listStyle(.plain)
            .overlay {
                if mailbox.messages.isEmpty {
                    ContentUnavailableView(
                        "No Mail",
                        systemImage: "tray",
                        description: Text("Messages you receive will appear here."))
                }
            }
            .refreshable {
                await mailbox.refresh()
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: MailRoute.self) { route in
                switch route {
                case .message(let id):
                    if let message = mailbox.message(with: id) {
                        MessageDetail(message: message, path: $path)
                    } else {
                        ContentUnavailableView("Message Deleted", systemImage: "trash")
                    }
                case .sender(let name):
                    SenderView(name: name, messages: mailbox.messages.filter { $0.sender == name })
                case .settings:
                    Text("Mailbox Settings")
                }
            }
            .navigationDestination(item: $draft) { draft in
                ComposeView(draft: draft)
            }
            .toolbar {
                ToolbarItem(placement: .topBarLeading) {
                    EditButton()
                }
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape") {
                        path.append(.settings)
                    }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    if editMode.isEditing {
                        Button("Archive \(selection.count)") {
                            mailbox.archive(selection)
                            selection.removeAll()
                        }
                        .disabled(selection.isEmpty)
                    } else {
                        Text("\(mailbox.unreadCount) Unread")
                            .font(.caption)
                    }
                    Spacer()
                    Button("Compose", systemImage: "square.and.pencil") {
                        draft = ComposeDraft(to: "", subject: "")
                    }
                }
            }
            .environment(\.editMode, $editMode)
        }
        .task {
            if let pathData, let restored = try? JSONDecoder().decode([MailRoute].self, from: pathData) {
                path = restored
            }
        }
        .onChange(of: path) { _, newPath in
            pathData = try? JSONEncoder().encode(newPath)
        }
    }

    private func toggleUnread(_ message: MailMessage) {
        guard let index = mailbox.messages.firstIndex(of: message) else { return }
        mailbox.messages[index].isUnread.toggle()
    }

    private func toggleFlag(_ message: MailMessage) {
        guard let index = mailbox.messages.firstIndex(of: message) else { return }
        mailbox.messages[index].isFlagged.toggle()
    }
}

struct MessageRow: View {
    var message: MailMessage

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Circle()
                .fill(message.isUnread ? Color.blue : Color.clear)
                .frame(width: 10, height: 10)
                .padding(.top, 6)
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text(message.sender)
                        .font(.headline)
                    Spacer()
                    if message.isFlagged {
                        Image(systemName: "flag.fill")
                            .foregroundStyle(.orange)
                    }
                    Text(message.received, format: .relative(presentation: .named))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Text(message.subject)
                    .font(.subheadline)
                Text(message.preview)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
            }
        }
        .padding(.vertical, 4)
    }
}

struct MessageDetail: View {
    var message: MailMessage
    @Binding var path: [MailRoute]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                NavigationLink(value: MailRoute.sender(message.sender)) {
                    Label(message.sender, systemImage: "person.circle")
                }
                Text(message.subject)
                    .font(.title2.bold())
                Text(message.received, format: .dateTime.day().month().hour().minute())
                    .foregroundStyle(.secondary)
                Text(message.preview)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
        }
        .navigationTitle(message.subject)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .bottomBar) {
                Button("Back to Inbox") {
                    path.removeAll()
                }
            }
        }
    }
}

struct SenderView: View {
    var name: String
    var messages: [MailMessage]

    var body: some View {
        List(messages) { message in
            NavigationLink(message.subject, value: MailRoute.message(message.id))
        }
        .navigationTitle(name)
    }
}

struct ComposeView: View {
    @State var draft: ComposeDraft
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            TextField("To", text: $draft.to)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
            TextField("Subject", text: $draft.subject)
        }
        .navigationTitle("New Message")
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Send") { dismiss() }
                    .disabled(draft.to.isEmpty)
            }
        }
    }
}

#Preview {
    MailboxNavigation()
}
