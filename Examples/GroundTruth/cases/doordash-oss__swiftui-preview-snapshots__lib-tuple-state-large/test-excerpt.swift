    /// PreviewSnapshots with a tuple as the state
    func test_tupleState() {
        struct ContentView: View {
            let message: String
            let count: Int
            
            var body: some View {
                VStack(spacing: 24) {
                    Text(message).font(.title)
                    
                    HStack(spacing: 4) {
                        Button("+") {
                            // Increment
                        }
                        
                        Text("\(count)")
                        
                        Button("-") {
                            // Decrement
                        }
                    }
                    .font(.body)
                }
            }
        }
        
        let snapshots = PreviewSnapshots<(message: String, count: Int)>(
            configurations: [
                .init(name: "Small", state: ("Hello", 1)),
                .init(name: "Large", state: ("Hello PreviewSnapshotsTests", 1_000)),
            ],
            configure: {
                ContentView(message: $0.message, count: $0.count)
            }
        )
        
        snapshots.assertSnapshots(as: .testStrategy)
    }
