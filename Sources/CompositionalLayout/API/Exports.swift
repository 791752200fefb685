// `import UIKit` brings Foundation (CGFloat, CGRect, IndexPath, …) with it, and
// tutorial code relies on that. Re-export it so such code compiles with only
// the import changed.
@_exported import Foundation
