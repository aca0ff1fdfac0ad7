import FlowKit

/// `demo://profile[/update-details[/last-name]]` or `demo://profile/edit-bio`; Profile saves the user's
/// name and bio.
extension Route<ProfileCoordinator> {
    /// `update-details`: the update-details flow pushed; the name it saves becomes the user's. One that
    /// already saved cannot show a link's screens, so a link replaces it.
    static var updateDetails: Self {
        .push("update-details", where: { !$0.hasSaved }) { _ in
            UpdateDetailsCoordinator()
        } onResult: {
            profile, name in
            if let name { profile.userName = name }
        }
    }

    /// `edit-bio`: the bio editor pushed, from the user's bio; the bio it saves becomes the user's. A link
    /// that leads elsewhere while its draft has unsaved changes is refused (its leave-guard).
    static var editBio: Self {
        .push("edit-bio") { profile in
            EditBioCoordinator(words: profile.bioWords)
        } onResult: {
            profile, words in
            if let words { profile.bioWords = words }
        }
    }
}

extension ProfileCoordinator: Routable {
    static let routes = Routes<ProfileCoordinator>(
        "profile", saving: [.text("name", \.userName), .number("bio-words", \.bioWords, in: 0...)],
        [.updateDetails, .editBio])
}
