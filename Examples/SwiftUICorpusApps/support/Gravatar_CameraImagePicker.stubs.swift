import SwiftUI

// Copied from Automattic/Gravatar-SDK-iOS, Sources/GravatarUI/SwiftUI/AvatarPicker/SystemImagePicker/
// SystemImagePickerView.swift (`ImagePickerItem`).
struct ImagePickerItem: Identifiable, Sendable {
    let id: String
    let image: UIImage
}
