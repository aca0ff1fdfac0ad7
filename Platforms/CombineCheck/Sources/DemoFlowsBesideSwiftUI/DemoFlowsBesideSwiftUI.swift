// The demo's flows (Sources/DemoApp/Flows), each with `import SwiftUI` added, are written into
// `Generated/` by `.ci/coexistence` (run it first). This file keeps the target buildable without them.
