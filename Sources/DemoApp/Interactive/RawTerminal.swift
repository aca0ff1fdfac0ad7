#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Standard input in raw mode (no line buffering, no echo) for single-key input; restores the terminal
/// on ``restore()``, and on SIGINT, SIGTERM and SIGHUP before exiting.
@MainActor
final class RawTerminal: KeySource {
    /// The terminal settings to put back, also read by the signal handler.
    /// Safety: written only on the main thread before the handler is installed and after it is removed.
    nonisolated(unsafe) private static var savedState: termios?

    private var restored = false

    /// Puts standard input in raw mode.
    /// - Returns: `nil` when standard input is not a terminal (use ``LineKeySource`` then).
    static func enable() -> RawTerminal? {
        guard isatty(STDIN_FILENO) == 1 else { return nil }
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
        var raw = original
        // Written for both C libraries: `tcflag_t` is `UInt` on Darwin and `UInt32` on Glibc, the flags
        // are `Int32` on both; `c_cc` is a tuple of `cc_t` (bytes) whose length (`NCCS`: 20 on Darwin,
        // 32 on Glibc) and `VMIN`/`VTIME` indices (16/17 on Darwin, 6/5 on Glibc) differ, so it is
        // indexed as bytes, by the platform's constants.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 1  // read returns after 0.1 s without input
        }
        savedState = original
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                if var state = RawTerminal.savedState { tcsetattr(STDIN_FILENO, TCSANOW, &state) }
                _exit(128 + number)
            }
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
            savedState = nil
            return nil
        }
        return RawTerminal()
    }

    /// Puts the terminal back as it was and removes the signal handlers. Calling it again does nothing.
    func restore() {
        guard !restored else { return }
        restored = true
        if var state = RawTerminal.savedState { tcsetattr(STDIN_FILENO, TCSANOW, &state) }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { signal(signalNumber, SIG_DFL) }
        RawTerminal.savedState = nil
    }

    /// The next key, or ``KeyInput/idle`` after 0.1 s without one.
    func next() -> KeyInput {
        guard let byte = readByte() else { return .idle }
        return .key(RawTerminal.key(for: byte, then: readByte))
    }

    /// Decodes a key from its first byte, reading the rest of an escape sequence with `more`.
    nonisolated static func key(for byte: UInt8, then more: () -> UInt8?) -> Key {
        switch byte {
        case 0x1B:
            guard more() == UInt8(ascii: "[") else { return .other }
            switch more() {
            case UInt8(ascii: "C"): return .right
            case UInt8(ascii: "D"): return .left
            case UInt8(ascii: "Z"): return .shiftTab
            default: return .other
            }
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x03, 0x04: return .interrupt
        case 0x20..<0x7F: return .character(Character(Unicode.Scalar(byte)))
        default: return .other
        }
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        return read(STDIN_FILENO, &byte, 1) == 1 ? byte : nil
    }
}
