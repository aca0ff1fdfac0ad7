// The README's complete ```swift blocks are compiled in this module: `.ci/readme-examples` writes each one
// into `Generated/` (gitignored), as `ReadmeLineN.swift` where N is the line of its opening fence, and
// builds this target. A `#sourceLocation` line in each file makes the compiler's messages point into
// README.md itself. The blocks share this module: they may use each other's types, and must not declare
// the same name twice. This file keeps the target non-empty on a fresh clone.
