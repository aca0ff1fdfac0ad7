// The README's ```swift blocks marked `<!-- test -->` are compiled and run in this module: `.ci/readme-examples`
// writes each one into `Generated/` (gitignored), as `ReadmeLineN.swift` where N is the line of its opening
// fence, with `@testable import MyApp` turned into `@testable import ReadmeExamples` (the module holding the
// README's other blocks). A `#sourceLocation` line makes compiler messages and test failures point into
// README.md itself. This file keeps the target non-empty on a fresh clone.
