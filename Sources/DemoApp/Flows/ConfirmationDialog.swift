import FlowKit

/// A question asked before a guarded screen leaves, as an iOS app shows an alert: a lone screen presented
/// over everything, whose first button confirms the exit the user tried (``confirm()``) and whose second
/// stays (``cancel()``). Like an alert, it cannot be swiped down.
@MainActor
final class ConfirmationDialog: Screen {
    /// The refused exit, made again if the user confirms.
    private let confirmation: LeaveConfirmation

    /// Creates a dialog.
    /// - Parameters:
    ///   - title: The question, e.g. `Discard changes?`.
    ///   - message: A line under it.
    ///   - confirm: The label of the button that makes the exit, e.g. `Discard`.
    ///   - cancel: The label of the button that stays, e.g. `Keep Editing`.
    ///   - confirmation: The guard's confirmation of the refused exit.
    init(title: String, message: String, confirm: String, cancel: String, confirmation: LeaveConfirmation) {
        self.confirmation = confirmation
        super.init(title: title, lines: [message])
        isModalInPresentation = true
        buttons = [
            Screen.Button(confirm) { [weak self] in try self?.confirm() },
            Screen.Button(cancel) { [weak self] in try self?.cancel() },
        ]
    }

    /// Dismisses the dialog, then makes the exit the user tried, by the same path.
    func confirm() throws(NavigationError) {
        try dismiss()
        try confirmation.confirm()
    }

    /// Dismisses the dialog; the screen stays.
    func cancel() throws(NavigationError) {
        try dismiss()
        confirmation.cancel()
    }
}
