import FlowKit
import Testing

/// The router judges only where something changed: the owners of removed screens, and coordinators
/// whose presence changed without an event naming their screens.
@MainActor
@Suite struct PresenceTests {
    @Test func aParentPresentOnlyThroughItsChildGoesWhenTheChildFinishes() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        let m = try app.present("M", screens: ["m1"], by: a, from: a.screens[0])
        try app.stack.setScreens([app.stack.screens[0]])  // a1 leaves: A stays, present through M's modal
        #expect(app.running == ["Root", "A", "M"])
        #expect(app.releases.take().isEmpty)
        m.emit("done")
        #expect(app.running == ["Root"])
        #expect(app.releases.take() == ["M: finished", "A: screens removed (dismiss)"])
        #expect(app.received.take() == ["M: value done", "M: finished", "A: finished"])
    }

    @Test func aCoordinatorWhoseLastScreenIsTakenByAnotherGoesAtTheNextRemoval() throws {
        let app = try Harness()
        let a = try app.push("A", screens: ["a1"])
        let b = try app.push("B", screens: ["b1"])
        b.own(a.screens[0])  // A keeps no screen of its own: judged at the next change that removes one
        #expect(app.running == ["Root", "A", "B"])
        try app.stack.push(Screen(title: "x"))
        try app.stack.pop()
        #expect(app.running == ["Root", "B"])
        #expect(app.releases.take() == ["A: screens removed (pop)"])
    }
}
