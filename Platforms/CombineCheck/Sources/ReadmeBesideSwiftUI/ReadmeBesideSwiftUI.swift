// The README's coordinator examples, each with `import SwiftUI` added, are written into `Generated/` by
// `.ci/coexistence` (run it first). This file keeps the target buildable without them.
