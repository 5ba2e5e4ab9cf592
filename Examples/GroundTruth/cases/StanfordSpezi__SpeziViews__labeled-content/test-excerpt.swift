    @Test("Labeled Content")
    func labeledContent() {
        let labeledContent = LabeledContent("Clean") {
            Text(verbatim: "Code")
        }

#if os(iOS)
        assertSnapshot(of: labeledContent, as: .image(layout: .device(config: .iPhone13Pro)), named: "iphone-regular")
#endif
    }
