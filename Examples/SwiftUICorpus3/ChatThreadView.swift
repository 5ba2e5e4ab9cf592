import SwiftUI
// Swift 6 mode: fails for its own data race (Apple's compiler flags it too): `send(_:)` of the
// @Observable conversation, which is not @MainActor, sends `self` into a `Task { @MainActor in }`.

// A chat screen modeled on Apple's FocusState, TextField(axis:), onSubmit and submitLabel
// documentation ("Focus cookbook" from WWDC23 for defaultFocus and focus chaining) and on
// "Beyond scroll views" (defaultScrollAnchor, ScrollViewReader). The messaging backend is replaced
// by an @Observable conversation that echoes a reply.

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    var text: String
    var isFromMe: Bool
    var sent = Date.now
}

@Observable
final class Conversation {
    var recipient = ""
    var messages: [ChatMessage] = [
        ChatMessage(text: "Are we still on for Saturday?", isFromMe: false, sent: .now.addingTimeInterval(-3_600)),
        ChatMessage(text: "Yes! Trailhead at 8?", isFromMe: true, sent: .now.addingTimeInterval(-3_400)),
        ChatMessage(text: "Perfect. I'll bring coffee ☕️", isFromMe: false, sent: .now.addingTimeInterval(-3_300)),
    ]
    var isPeerTyping = false

    func send(_ text: String) {
        messages.append(ChatMessage(text: text, isFromMe: true))
        Task { @MainActor in
            isPeerTyping = true
            try? await Task.sleep(for: .seconds(1.5))
            isPeerTyping = false
            messages.append(ChatMessage(text: "👍", isFromMe: false))
        }
    }
}

struct ChatThreadView: View {
    enum Field: Hashable {
        case recipient
        case message
    }

    @State private var conversation = Conversation()
    @State private var draft = ""
    @FocusState private var focusedField: Field?

    private var canSend: Bool {
        !draft.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                recipientField
                Divider()
                messageList
            }
            .safeAreaInset(edge: .bottom) {
                composer
            }
            .navigationTitle(conversation.recipient.isEmpty ? "New Message" : conversation.recipient)
            .navigationBarTitleDisplayMode(.inline)
            .defaultFocus($focusedField, .message)
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        focusedField = nil
                    }
                }
            }
        }
    }

    private var recipientField: some View {
        HStack {
            Text("To:")
                .foregroundStyle(.secondary)
            TextField("Name or number", text: $conversation.recipient)
                .textContentType(.name)
                .keyboardType(.namePhonePad)
                .textInputAutocapitalization(.words)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .focused($focusedField, equals: .recipient)
                .onSubmit {
                    focusedField = .message
                }
        }
        .padding(.horizontal)
        .padding(.vertical, 10)
    }

    private var messageList: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(conversation.messages) { message in
                        MessageBubble(message: message)
                            .id(message.id)
                    }
                    if conversation.isPeerTyping {
                        HStack {
                            Image(systemName: "ellipsis.bubble.fill")
                                .font(.title2)
                                .foregroundStyle(.secondary)
                                .symbolEffect(.variableColor.iterative, options: .repeating, isActive: conversation.isPeerTyping)
                            Spacer()
                        }
                        .padding(.horizontal)
                        .transition(.opacity.combined(with: .move(edge: .bottom)))
                    }
                }
                .padding(.vertical)
            }
            .defaultScrollAnchor(.bottom)
            .scrollDismissesKeyboard(.interactively)
            .onChange(of: conversation.messages) { _, messages in
                guard let last = messages.last else { return }
                withAnimation(.easeOut(duration: 0.25)) {
                    proxy.scrollTo(last.id, anchor: .bottom)
                }
            }
            .animation(.default, value: conversation.isPeerTyping)
        }
    }

    private var composer: some View {
        HStack(alignment: .bottom, spacing: 8) {
            TextField("Message", text: $draft, axis: .vertical)
                .lineLimit(1...5)
                .focused($focusedField, equals: .message)
                .submitLabel(.send)
                .onSubmit(send)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(.background, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
                .overlay {
                    RoundedRectangle(cornerRadius: 18, style: .continuous)
                        .stroke(.quaternary)
                }

            Button(action: send) {
                Image(systemName: "arrow.up.circle.fill")
                    .font(.system(size: 30))
                    .symbolRenderingMode(.hierarchical)
            }
            .disabled(!canSend)
            .keyboardShortcut(.return, modifiers: .command)
            .accessibilityLabel("Send")
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
        .background(.regularMaterial)
        .sensoryFeedback(.impact(weight: .light), trigger: conversation.messages.count)
    }

    private func send() {
        guard canSend else { return }
        conversation.send(draft.trimmingCharacters(in: .whitespacesAndNewlines))
        draft = ""
        focusedField = .message
    }
}

struct MessageBubble: View {
    var message: ChatMessage

    var body: some View {
        VStack(alignment: message.isFromMe ? .trailing : .leading, spacing: 2) {
            Text(message.text)
                .padding(.horizontal, 14)
                .padding(.vertical, 9)
                .foregroundStyle(message.isFromMe ? Color.white : Color.primary)
                .background(
                    message.isFromMe ? AnyShapeStyle(Color.blue.gradient) : AnyShapeStyle(.fill.secondary),
                    in: BubbleShape(isFromMe: message.isFromMe)
                )
                .textSelection(.enabled)
            Text(message.sent, style: .time)
                .font(.caption2)
                .foregroundStyle(.tertiary)
        }
        .containerRelativeFrame(.horizontal, alignment: message.isFromMe ? .trailing : .leading) { length, _ in
            length * 0.78
        }
        .frame(maxWidth: .infinity, alignment: message.isFromMe ? .trailing : .leading)
        .padding(.horizontal)
    }
}

struct BubbleShape: Shape {
    var isFromMe: Bool

    func path(in rect: CGRect) -> Path {
        let radius: CGFloat = 18
        var path = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
        let tailX = isFromMe ? rect.maxX - 4 : rect.minX + 4
        path.move(to: CGPoint(x: tailX, y: rect.maxY - 10))
        path.addQuadCurve(
            to: CGPoint(x: isFromMe ? rect.maxX + 4 : rect.minX - 4, y: rect.maxY),
            control: CGPoint(x: tailX, y: rect.maxY))
        path.addLine(to: CGPoint(x: isFromMe ? rect.maxX - 12 : rect.minX + 12, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

#Preview {
    ChatThreadView()
}
