    /// PreviewSnapshots with a basic Swift type as the state
    func test_simpleState() {
        struct ContentView: View {
            let message: String
            
            var body: some View {
                Text(message)
                    .font(.largeTitle)
                    .foregroundColor(.blue)
                    .padding(8)
            }
        }
        
        let snapshots = PreviewSnapshots<String>(
            configurations: [
                .init(name: "Short Message", state: "Hello!"),
                .init(name: "Long Message", state: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.")
            ],
            configure: { message in
                ContentView(message: message)
            }
        )
        
        snapshots.assertSnapshots(as: .testStrategy)
    }
