    @Test("Dynamic HStack")
    func dynamicHStack() {
        let view = List {
            DynamicHStack(verticalAlignment: .center) {
                Text(verbatim: "Hello World:")
                Text(verbatim: "How are you doing?")
                    .foregroundColor(.secondary)
            }
        }

#if os(iOS)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13Pro)), named: "header")
#endif
    }
