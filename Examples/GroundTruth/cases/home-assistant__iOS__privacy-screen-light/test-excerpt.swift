    @MainActor
    @Test func testUI() async throws {
        assertLightDarkSnapshots(of: PrivacyView())
    }
