/// What an operator's state machine tells its owner to do with a subscription it just received (a
/// child's, a side's, or an upstream's).
///
/// The state decides under the owner's lock; the owner calls ``perform(on:)`` after releasing it.
enum SubscriptionAction {
    /// Keep it and ask for this much.
    case request(Subscribers.Demand)
    /// Keep it and ask for nothing yet.
    case keep
    /// Refuse it.
    case cancel

    /// Carries out the action on `subscription`. Call without holding any lock: it calls out.
    func perform(on subscription: any Subscription) {
        switch self {
        case .request(let demand): subscription.request(demand)
        case .keep: break
        case .cancel: subscription.cancel()
        }
    }
}
