import Foundation
import Testing

@testable import TesseraUI

#if !canImport(Darwin)
  /// PhotosUI's pickers as app code writes them: a still has no photo library.
  @MainActor @Suite struct PhotosPickerTests {
    struct Profile: View {
      @State var item: PhotosPickerItem?
      @State var items: [PhotosPickerItem] = []
      var body: some View {
        VStack {
          PhotosPicker("Choose a photo", selection: $item, matching: .images)
          PhotosPicker(selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos])) {
            Label("Add", systemImage: "photo")
          }
        }
      }
    }

    @Test func aPickerIsAButtonOfItsLabel() throws {
      let picker = try ImageRenderer(content: Profile()).render()
      let buttons = try ImageRenderer(
        content: VStack {
          Button("Choose a photo") {}
          Button(action: {}) { Label("Add", systemImage: "photo") }
        }
      ).render()
      #expect(picker.displayList.dump == buttons.displayList.dump)
      #expect(picker.warnings.isEmpty, "\(picker.warnings)")
    }

    @Test func aPresentedLibraryIsNamedInTheWarnings() throws {
      let shown = try ImageRenderer(
        content: Text("Profile").photosPicker(isPresented: .constant(true), selection: .constant(nil))
      ).render()
      #expect(shown.warnings.contains { $0.contains("photo library") }, "\(shown.warnings)")
      let hidden = try ImageRenderer(
        content: Text("Profile").photosPicker(isPresented: .constant(false), selection: .constant(nil))
      ).render()
      #expect(hidden.warnings.isEmpty)
      #expect(
        hidden.displayList.dump == (try ImageRenderer(content: Text("Profile")).render().displayList.dump))
    }

    @Test func itemsNeverLoad() async throws {
      let item = PhotosPickerItem(itemIdentifier: "ABC")
      await #expect(throws: PhotosPickerItem.LoadError.self) {
        _ = try await item.loadTransferable(type: Data.self)
      }
      #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
      var configuration = PHPickerConfiguration()
      configuration.filter = .images
      configuration.selectionLimit = 0
      let controller = PHPickerViewController(configuration: configuration)
      #expect(controller.configuration.selectionLimit == 0)
      #expect(!NSItemProvider().canLoadObject(ofClass: UIImage.self))
    }
  }
#endif
