/// The process exit status of the demo.
enum DemoExitCode: Int32, Equatable, Sendable {
    /// Everything applied, every expectation held, nothing leaked.
    case success = 0
    /// An action could not apply, an expectation failed, or coordinators leaked.
    case failure = 1
    /// Bad input: an unknown option or a malformed script; nothing ran.
    case badInput = 2
}
