import FlowKit
import Signals
import Testing

/// The demo's update-details flow: First Name (Next, Cancel) → Last Name (Save, Cancel); Save replaces both
/// with Result (Finish finishes with the saved name); Cancel pops to the stack's root.
@MainActor
final class UpdateDetailsCoordinator: BaseCoordinator<String> {
    override func start() throws(NavigationError) -> ResultPublisher {
        try show(
            Screen(
                title: "First Name",
                buttons: [
                    Screen.Button("Next") { [weak self] in try self?.showLastName() },
                    Screen.Button("Cancel") { [weak self] in try self?.navigationStack?.popToRoot() },
                ]))
        return resultFromFinish
    }

    private func showLastName() throws(NavigationError) {
        try show(
            Screen(
                title: "Last Name",
                buttons: [
                    Screen.Button("Save") { [weak self] in try self?.save() },
                    Screen.Button("Cancel") { [weak self] in try self?.navigationStack?.popToRoot() },
                ]))
    }

    private func save() throws(NavigationError) {
        let result = Screen(
            title: "Result", buttons: [Screen.Button("Finish") { [weak self] in self?.finish(with: "John Appleseed") }])
        try replaceScreens(with: [result])
    }
}

/// A modal settings flow: Done finishes; Edit makes the modal refuse a swipe-down until Done.
@MainActor
final class SettingsCoordinator: BaseCoordinator<Void> {
    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Settings")
        screen.buttons = [
            Screen.Button("Done") { [weak self] in self?.finish() },
            Screen.Button("Edit") { [weak screen] in screen?.isModalInPresentation = true },
        ]
        try show(screen)
        return resultFromFinish
    }
}

/// A child that returns the colour picked.
@MainActor
final class ColorPicker: BaseCoordinator<String> {
    override func start() throws(NavigationError) -> ResultPublisher {
        try show(
            Screen(
                title: "Pick a colour",
                buttons: ["Red", "Blue"].map { colour in
                    Screen.Button(colour) { [weak self] in self?.finish(with: colour) }
                }
            ))
        return resultFromFinish
    }
}

/// A splash that finishes after `seconds` on the clock it is given, then shows Home in its place.
@MainActor
final class SplashApp: BaseCoordinator<Never> {
    let clock: VirtualTimeScheduler

    init(clock: VirtualTimeScheduler) {
        self.clock = clock
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        onResult(of: try setRoot(Splash(clock: clock))) { [weak self] _ in
            do {
                try self?.show(Screen(title: "Home"))
            } catch {
                Issue.record(error, "SplashApp could not show Home")
            }
        }
        return resultFromFinish
    }
}

/// Shows Splash for two seconds of the given clock.
@MainActor
final class Splash: BaseCoordinator<Void> {
    let clock: VirtualTimeScheduler

    init(clock: VirtualTimeScheduler) {
        self.clock = clock
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try show(Screen(title: "Splash"))
        return Just(()).delay(for: .seconds(2), scheduler: clock).eraseToAnyPublisher()
    }
}

/// Mistake 1 of issue 17: a child started with `coordinate(to:)` that pushes its own screen and never owns
/// it. Popping the screen leaves the coordinator running forever.
@MainActor
final class UnownedPusher: BaseCoordinator<Void> {
    private weak var stack: NavigationStack?

    init(pushingOn stack: NavigationStack?) {
        self.stack = stack
    }

    override func start() throws(NavigationError) -> ResultPublisher {
        try stack?.push(Screen(title: "Pushed"))
        return resultFromFinish
    }
}

/// Mistake 2 of issue 17: Save replaces the flow's screens with `setScreens` by hand, without owning the
/// new screen: the flow is released at once and Result has no owner.
@MainActor
final class HandReplacer: BaseCoordinator<String> {
    override func start() throws(NavigationError) -> ResultPublisher {
        let form = Screen(title: "Form")
        form.buttons = [
            Screen.Button("Save") { [weak self, weak form] in
                guard let self, let form, let stack = form.navigationStack, let root = stack.rootScreen else { return }
                let result = Screen(
                    title: "Result", buttons: [Screen.Button("Finish") { [weak self] in self?.finish(with: "x") }])
                try stack.setScreens([root, result])
            }
        ]
        try show(form)
        return resultFromFinish
    }
}

/// Shows Picker from a task that awaits a child's result (the flow awaits with `value()`), then Done.
@MainActor
final class AwaitingFlow: BaseCoordinator<Void> {
    override func start() throws(NavigationError) -> ResultPublisher {
        let home = Screen(title: "Awaiting")
        home.buttons = [
            Screen.Button("Pick") { [weak self, weak home] in
                guard let self, let home else { return }
                Task { @MainActor [weak self] in
                    guard let self else { return }
                    do {
                        let picker = ColorPicker()
                        try self.present(picker, from: home)
                        home.lines = ["Picked: \(try await picker.value())"]
                        try self.show(Screen(title: "Done"))
                    } catch {
                        Issue.record(error, "AwaitingFlow expected a colour")
                    }
                }
            }
        ]
        try show(home)
        return resultFromFinish
    }
}
