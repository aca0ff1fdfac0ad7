// Shared helpers for the DemoApp tests live beside this file.
import Testing
