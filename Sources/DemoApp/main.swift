print("FlowKit DemoApp: coming soon")
