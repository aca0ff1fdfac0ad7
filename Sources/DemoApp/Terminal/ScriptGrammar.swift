/// The demo script grammar, as shown in `--help` and in error messages.
enum ScriptGrammar {
    /// The form of every action, in the order `--help` lists them.
    static let usages: [String] = [
        "wait SECONDS", "tap LABEL", "back", "swipe-back [cancel]", "back-to N", "swipe-down [cancel]",
        "tab TITLE", "expect screen TITLE", "expect alive TYPE N",
    ]

    /// The grammar with one explanation per action, for `--help`.
    static let reference: [(usage: String, meaning: String)] = [
        ("wait SECONDS", "let time pass (a number >= 0, e.g. 1 or 0.5)"),
        ("tap LABEL", "tap the button with that label on the top-most screen"),
        ("back", "the back button of the top-most navigation stack"),
        ("swipe-back", "a completed interactive pop"),
        ("swipe-back cancel", "a cancelled interactive pop (changes nothing)"),
        ("back-to N", "long-press back: pop N levels at once (N >= 1)"),
        ("swipe-down", "a completed interactive dismissal of the top-most modal"),
        ("swipe-down cancel", "a cancelled interactive dismissal (changes nothing)"),
        ("tab TITLE", "select a tab; selecting the selected tab pops it to the root"),
        ("expect screen TITLE", "fail unless the top-most screen has that title"),
        ("expect alive TYPE N", "fail unless N coordinators of that type are alive"),
    ]
}
