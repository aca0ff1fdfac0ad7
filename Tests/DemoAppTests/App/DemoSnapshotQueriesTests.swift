import Testing

@testable import DemoApp
@testable import FlowKitScript

@Suite struct DemoSnapshotQueriesTests {
    @Test func findsTheTopScreenThroughModalsAndTabs() {
        #expect(Snapshots.settingsUnderCompose.topScreen?.title == "Compose")
        #expect(Snapshots.settings.topScreen?.title == "Settings")
        #expect(Snapshots.splash.topScreen?.title == "Splash")
        #expect(DemoSnapshot().topScreen == nil)
    }

    @Test func listsEveryScreenOfEveryTabAndModal() {
        #expect(Snapshots.settingsUnderCompose.screenTitles == ["Lizard", "Waking Up", "Settings", "Compose"])
    }

    @Test func listsLiveCoordinatorsDepthFirst() {
        #expect(Snapshots.splash.alive == ["AppCoordinator", "SplashCoordinator"])
    }

    @Test func offersButtonsBackGesturesAndTabs() {
        #expect(
            Snapshots.settings.offers == [
                "tap Settings", "tap Compose", "tap Logout", "back", "swipe-back [cancel]", "back-to 1", "tab Lizard",
                "tab Waking Up",
            ])
        #expect(
            Snapshots.settingsUnderCompose.offers == ["tap OK", "tap Cancel", "tap Compose", "swipe-down [cancel]"])
        #expect(Snapshots.splash.offers == [])
    }

    @Test func acceptsGesturesThatApply() {
        let snapshot = Snapshots.settings
        for gesture: DemoGesture in [
            .tap("Logout"), .back, .swipeBack(cancelled: true), .swipeBack(cancelled: false), .backTo(levels: 1),
            .tab("Lizard"), .tab("Waking Up"),
        ] {
            #expect(snapshot.problem(applying: gesture) == nil, "\(gesture)")
        }
        #expect(Snapshots.settingsUnderCompose.problem(applying: .swipeDown(cancelled: true)) == nil)
    }

    @Test func namesTheScreenAndWhatItOffersWhenAGestureCannotApply() {
        #expect(
            Snapshots.settings.problem(applying: .tap("OK"))
                == "cannot \"tap OK\" on screen \"Settings\", which offers: tap Settings, tap Compose, tap Logout, "
                + "back, swipe-back [cancel], back-to 1, tab Lizard, tab Waking Up")
        #expect(
            Snapshots.settingsUnderCompose.problem(applying: .tab("Lizard"))
                == "cannot \"tab Lizard\" on screen \"Compose\", which offers: tap OK, tap Cancel, tap Compose, "
                + "swipe-down [cancel]")
        #expect(
            Snapshots.splash.problem(applying: .back)
                == "cannot \"back\" on screen \"Splash\", which offers: nothing (try wait)")
        #expect(
            DemoSnapshot().problem(applying: .swipeDown(cancelled: false))
                == "cannot \"swipe-down\": the window shows no screen")
    }

    @Test func rejectsGesturesThatDoNotApply() {
        #expect(Snapshots.settings.problem(applying: .backTo(levels: 2)) != nil)
        #expect(Snapshots.settings.problem(applying: .swipeDown(cancelled: true)) != nil)
        #expect(Snapshots.settings.problem(applying: .tab("Profile")) != nil)
        #expect(Snapshots.splash.problem(applying: .swipeBack(cancelled: true)) != nil)
        #expect(Snapshots.splash.problem(applying: .tab("Lizard")) != nil)
    }
}
