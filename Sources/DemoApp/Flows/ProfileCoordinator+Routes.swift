import FlowKit

/// `demo://profile[/update-details[/last-name]]`; Profile saves the user's name.
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
}

extension ProfileCoordinator: Routable {
    static let routes = Routes<ProfileCoordinator>("profile", saving: [.text("name", \.userName)], [.updateDetails])
}
