import SwiftUI

// Stand-ins for the other views of jordansinger/SwiftUI-Kit that ContentView links to
// (real ones: Shared/GroupView.swift and Shared/Groupings/*.swift).

struct GroupView<Content: View>: View {
    var title: String
    let content: () -> Content

    var body: some View {
        VStack {
            Text(title)
            content()
        }
    }
}

struct ButtonsGroup: View { var body: some View { Text("Buttons") } }
struct ColorsGroup: View { var body: some View { Text("Colors") } }
struct ControlsGroup: View { var body: some View { Text("Controls") } }
struct FontsGroup: View { var body: some View { Text("Fonts") } }
struct HapticsGroup: View { var body: some View { Text("Haptics") } }
struct GesturesGroup: View { var body: some View { Text("Gestures") } }
struct ImagesGroup: View { var body: some View { Text("Images") } }
struct IndicatorsGroup: View { var body: some View { Text("Indicators") } }
struct ShapesGroup: View { var body: some View { Text("Shapes") } }
struct TextGroup: View { var body: some View { Text("Text") } }
struct MapGroup: View { var body: some View { Text("Map") } }
