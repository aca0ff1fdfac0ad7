#if canImport(UIKit)
    import FlowKit
    import UIKit

    /// Shows a screen with plain UIKit: its lines as labels, its buttons as buttons.
    final class ScreenViewController: UIViewController {
        /// Weak: the screen holds this controller (as its content).
        private weak var screen: Screen?

        init(screen: Screen) {
            self.screen = screen
            super.init(nibName: nil, bundle: nil)
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView(frame: view.bounds)
            stack.axis = .vertical
            stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            for line in screen?.lines ?? [] {
                let label = UILabel()
                label.text = line
                stack.addArrangedSubview(label)
            }
            for label in screen?.buttonLabels ?? [] {
                let button = UIButton(type: .system)
                button.setTitle(label, for: .normal)
                button.addAction(
                    UIAction { [weak self] _ in MainActor.assumeIsolated { self?.tap(label) } }, for: .touchUpInside)
                stack.addArrangedSubview(button)
            }
            view.addSubview(stack)
        }

        /// Runs the screen's button. Its labels come from the screen itself, so a failure is the action's own
        /// error, a bug of the flow.
        private func tap(_ label: String) {
            do {
                try screen?.tap(label)
            } catch {
                assertionFailure("\(label): \(error)")
            }
        }
    }
#endif
