    @Test("Description Grid Row")
    func descriptionGridRow() {
        let view = VStack {
            Form {
                Grid(horizontalSpacing: 8, verticalSpacing: 8) {
                    DescriptionGridRow {
                        Text(verbatim: "Description")
                    } content: {
                        Text(verbatim: "Content")
                    }
                    Divider()
                    DescriptionGridRow {
                        Text(verbatim: "Description")
                    } content: {
                        Text(verbatim: "Content")
                    }
                    DescriptionGridRow {
                        Text(verbatim: "Description")
                    } content: {
                        Text(verbatim: "Content")
                    }
                }
            }
        }
#if os(iOS)
            assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13Pro)), named: "header")
#endif
    }
