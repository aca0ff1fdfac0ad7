import FlowKit

/// The bio editor, pushed from Profile: screen **Edit Bio** with **Type** (adds the next word of
/// ``sentence`` to the draft, which then has unsaved changes) and **Save** (finishes with the draft's
/// length in words, which is the bio). While the draft has unsaved changes, leaving by any path (back,
/// swipe-back, long-press back, a tab re-tap, a deep link...) asks **Discard changes?**: **Discard** leaves
/// by that path, **Keep Editing** stays. Saving is the flow's own decision, and is never asked.
@MainActor
final class EditBioCoordinator: BaseCoordinator<Int> {
    /// The words **Type** adds, in turn (then again from the first).
    static let sentence = ["Loves", "lizards", "and", "long", "walks."]

    /// The bio made of the first `count` words of ``sentence``, in turn.
    static func bio(words count: Int) -> String {
        (0..<count).map { sentence[$0 % sentence.count] }.joined(separator: " ")
    }

    /// How many words the bio had when the flow started.
    let savedWords: Int
    /// How many words were typed since (saved in a snapshot).
    var typed = 0 {
        didSet { update() }
    }
    /// The **Edit Bio** screen, once shown.
    private(set) weak var screen: Screen?

    /// Creates the editor.
    /// - Parameter words: How many words the bio has.
    init(words: Int) {
        savedWords = words
    }

    /// The bio as edited.
    var draft: String { Self.bio(words: savedWords + typed) }

    /// Whether the draft differs from the saved bio.
    var hasChanges: Bool { typed > 0 }

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Edit Bio")
        screen.buttons = [
            Screen.Button("Type") { [weak self] in self?.typed += 1 },
            Screen.Button("Save") { [weak self] in self?.save() },
        ]
        self.screen = screen
        update()
        try show(screen)
        guardLeaving { [weak self] _ in self?.leaveDecision ?? .allow }
        return resultFromFinish
    }

    private func save() {
        finish(with: savedWords + typed)
    }

    private func update() {
        screen?.lines = ["Bio: \(draft.isEmpty ? "(empty)" : draft)", hasChanges ? "Unsaved changes" : "No changes"]
    }

    /// Leaving is free without changes; with changes, the user is asked.
    private var leaveDecision: LeaveDecision {
        guard hasChanges else { return .allow }
        return .ask { [weak self] confirmation in self?.askToDiscard(confirmation) }
    }

    /// Presents **Discard changes?** over everything (the top-most layer presents nothing). The root is
    /// always there while the flow runs: a failure is a bug, stopped in debug builds (the screen stays).
    private func askToDiscard(_ confirmation: LeaveConfirmation) {
        let dialog = ConfirmationDialog(
            title: "Discard changes?", message: "Your bio has unsaved changes.", confirm: "Discard",
            cancel: "Keep Editing", confirmation: confirmation)
        do {
            guard let layer = router?.window.topLayer else { throw NavigationError.notInWindow(screen: dialog.title) }
            try layer.present(dialog)
        } catch {
            confirmation.cancel()
            assertionFailure("\(name) cannot ask to discard changes: \(error)")
        }
    }
}

/// The editor saves how many words were typed: a restored editor has the same unsaved draft. An open
/// **Discard changes?** question is not saved (as UIKit does not restore an alert): the restored editor
/// shows the draft, and asks again on the next exit.
extension EditBioCoordinator: Routable {
    static let routes = Routes<EditBioCoordinator>("edit-bio", saving: [.number("typed", \.typed, in: 0...)])
}
