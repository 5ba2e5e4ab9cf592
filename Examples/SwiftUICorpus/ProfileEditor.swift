import SwiftUI

@Observable
final class UserProfile {
    var displayName: String
    var bio: String
    var prefersNotifications: Bool
    var birthday: Date

    init(displayName: String = "", bio: String = "", prefersNotifications: Bool = true, birthday: Date = .now) {
        self.displayName = displayName
        self.bio = bio
        self.prefersNotifications = prefersNotifications
        self.birthday = birthday
    }

    var isValid: Bool {
        !displayName.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

struct ProfileEditor: View {
    @Bindable var profile: UserProfile

    var body: some View {
        Form {
            Section("Public Info") {
                TextField("Display name", text: $profile.displayName)
                TextField("Bio", text: $profile.bio, axis: .vertical)
                    .lineLimit(2...4)
            }

            Section("Preferences") {
                Toggle("Notifications", isOn: $profile.prefersNotifications)
                DatePicker("Birthday", selection: $profile.birthday, displayedComponents: .date)
            }
        }
    }
}

struct ProfileSummary: View {
    @Environment(UserProfile.self) private var profile

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle.fill")
                .font(.largeTitle)
                .foregroundStyle(.tint)
            VStack(alignment: .leading) {
                Text(profile.displayName.isEmpty ? "Anonymous" : profile.displayName)
                    .font(.headline)
                Text(profile.bio)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }
        }
    }
}

struct ProfileScreen: View {
    @State private var profile = UserProfile(displayName: "Sam", bio: "Coffee, code, cats.")
    @State private var isEditing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ProfileSummary()
                .padding(.horizontal, 16)
            if isEditing {
                ProfileEditor(profile: profile)
            }
            Button(isEditing ? "Done" : "Edit Profile") {
                isEditing.toggle()
            }
            .disabled(isEditing && !profile.isValid)
            .frame(maxWidth: .infinity)
        }
        .environment(profile)
    }
}

#Preview {
    ProfileScreen()
}

#Preview("Editor only") {
    ProfileEditor(profile: UserProfile(displayName: "Alex"))
}
