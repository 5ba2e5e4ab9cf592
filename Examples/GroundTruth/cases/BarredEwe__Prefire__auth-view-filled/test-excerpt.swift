    func test_{{ type.name|lowerFirstLetter|replace:"_Previews", "" }}() {
        for preview in {{ type.name }}._allPreviews {
            assertSnapshots(matching: preview)
        }
    }
    private func assertSnapshots(matching preview: _Preview, testName: String = #function) {
        guard !snapshotDevices.isEmpty else {
            if let failure = assertSnapshots(matching: AnyView(preview.content),
                                             name: preview.displayName,
                                             isScreen: preview.layout == .device,
                                             device: preview.device?.snapshotDevice() ?? deviceConfig,
                                             testName: testName) {
                XCTFail(failure)
            }
            return
        }
        
        for deviceName in snapshotDevices {
            guard var device = PreviewDevice(rawValue: deviceName).snapshotDevice() else {
                fatalError("Unknown device name: \(deviceName)")
            }
            
            // Ignore specific device safe area
            device.safeArea = .zero
            
            // Ignore specific device display scale
            let traits = UITraitCollection(displayScale: 2.0)
            
            if let failure = assertSnapshots(matching: AnyView(preview.content),
                                            name: preview.displayName,
                                            isScreen: preview.layout == .device,
                                            device: device,
                                            testName: testName + deviceName,
                                            traits: traits) {
                XCTFail(failure)
            }
        }
    }

    private func assertSnapshots(matching view: AnyView,
                                 name: String?, isScreen: Bool,
                                 device: ViewImageConfig,
                                 testName: String = #function,
                                 traits: UITraitCollection = .init()) -> String? {
        var delay: TimeInterval = 0
        var precision: Float = 1
        var perceptualPrecision: Float = 1

        let view = view
            .onPreferenceChange(DelayPreferenceKey.self) { delay = $0 }
            .onPreferenceChange(PrecisionPreferenceKey.self) { precision = $0 }
            .onPreferenceChange(PerceptualPrecisionPreferenceKey.self) { perceptualPrecision = $0 }

        let matchingView = isScreen ? AnyView(view) : AnyView(view
            .frame(width: device.size?.width)
            .fixedSize(horizontal: false, vertical: true)
        )

        let failure = verifySnapshot(
            of: matchingView,
            as: .prefireImage(precision: { precision },
                              perceptualPrecision: { perceptualPrecision },
                              duration: { delay },
                              layout: isScreen ? .device(config: device) : .sizeThatFits,
                              traits: traits),
            named: name{% if argument.file %},
            file: file{% endif %},
            testName: testName
        )

        #if canImport(AccessibilitySnapshot)
            let vc = UIHostingController(rootView: matchingView)
            vc.view.frame = UIScreen.main.bounds
            assertSnapshot(
                matching: vc,
                as: .wait(for: delay, on: .accessibilityImage(showActivationPoints: .always)),
                named: name.flatMap { $0 + ".accessibility" }{% if argument.file %},
                file: file{% endif %},
                testName: testName
            )
        #endif
        return failure
    }
