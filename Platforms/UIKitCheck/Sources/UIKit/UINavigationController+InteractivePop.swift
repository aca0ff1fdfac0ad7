/// The user's interactive pop (the edge swipe, or iOS 26's content swipe).
///
/// Apple documents the pieces, not one sequence; the fake strings them together as follows:
/// 1. The recognizer's delegate is asked `gestureRecognizerShouldBegin(_:)` ("Asks the delegate if a
///    gesture recognizer should begin interpreting touches"); `false` ends it there, nothing else is
///    called. Chosen: before its delegate, the recognizer refuses at the root and while a transition runs
///    (what UIKit's own recognizer delegate does; the host keeps that delegate but, without the
///    Objective-C runtime, cannot call it on Linux).
/// 2. The pop starts: `viewControllers` no longer holds the top (chosen, as UIKit shows while a pop runs),
///    an interactive transition coordinator is set, and the delegate's `willShow` is called with the view
///    controller below.
/// 3. The user lets go: the coordinator stops being interactive and the handlers of
///    `notifyWhenInteractionChanges(_:)` run, `isCancelled` telling which way ("When the user cancels a
///    transition, UIKit executes your context block…").
/// 4. Completed: the delegate's `didShow`, then the coordinator's completions. Cancelled: the stack is put
///    back, the coordinator's completions run, and `didShow` is not called (chosen: Apple is silent;
///    nothing new is shown).
extension UINavigationController {
    /// Starts the user's interactive pop with `recognizer`; `nil` when the gesture does not begin.
    func beginInteractivePop(with recognizer: UIGestureRecognizer) -> Transition? {
        guard isOnScreen, viewControllers.count > 1, runningTransition == nil || runningTransition?.hasEnded == true
        else { return nil }
        guard recognizer.shouldBegin() else { return nil }
        let before = viewControllers
        let popped = before[before.count - 1]
        let destination = before[before.count - 2]
        let transition = Transition(animated: true, interactive: true) { [weak self] transition in
            guard let self else { return }
            if transition.isCancelled {
                self.replaceStackSilently(before)
            } else {
                popped.container = nil
                self.delegate?.navigationController(self, didShow: destination, animated: true)
            }
            self.window?.updateAppearance()
        }
        replaceStackSilently(Array(before.dropLast()))
        transition.owner = self
        runningTransition = transition
        Animations.start(transition)
        delegate?.navigationController(self, willShow: destination, animated: true)
        return transition
    }
}
