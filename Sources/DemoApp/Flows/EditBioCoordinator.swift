import FlowKit

/// The bio editor, pushed from Profile: screen **Edit Bio** with **Type** (adds a word to the draft, which
/// then has unsaved changes) and **Save** (finishes with the draft). While the draft has unsaved changes,
/// leaving by any path (back, swipe-back, long-press back, a tab re-tap, a deep link...) asks **Discard
/// changes?**: **Discard** leaves by that path, **Keep Editing** stays. Saving is the flow's own decision,
/// and is never asked.
@MainActor
final class EditBioCoordinator: BaseCoordinator<String> {
    /// The words **Type** adds, in turn.
    static let words = ["Loves", "lizards", "and", "long", "walks."]

    /// The bio when the flow started.
    let savedBio: String
    /// How many words were typed since (saved in a snapshot).
    private(set) var typed = 0
    /// The **Edit Bio** screen, once shown.
    private(set) weak var screen: Screen?

    /// Creates the editor.
    /// - Parameter bio: The bio it starts from.
    init(bio: String) {
        savedBio = bio
    }

    /// The bio as edited.
    var draft: String {
        ([savedBio] + (0..<typed).map { Self.words[$0 % Self.words.count] })
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }

    /// Whether the draft differs from the saved bio.
    var hasChanges: Bool { typed > 0 }

    override func start() throws(NavigationError) -> ResultPublisher {
        let screen = Screen(title: "Edit Bio")
        screen.buttons = [
            Screen.Button("Type") { [weak self] in self?.type() },
            Screen.Button("Save") { [weak self] in self?.save() },
        ]
        self.screen = screen
        update()
        try show(screen)
        guardLeaving { [weak self] _ in self?.leaveDecision ?? .allow }
        return resultFromFinish
    }

    /// Adds the next word to the draft.
    func type() {
        typed += 1
        update()
    }

    /// Sets how many words were typed (restoring a snapshot).
    func restoreTyped(_ count: Int) {
        typed = count
        update()
    }

    private func save() {
        finish(with: draft)
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
