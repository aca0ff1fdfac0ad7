// Shared helpers for the FlowKit tests live beside this file.
import Testing
