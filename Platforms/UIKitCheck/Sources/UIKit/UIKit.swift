// An executable fake of the UIKit members FlowKitUIKit and the example app use, with the iOS SDK's
// signatures, written from Apple's documentation so that FlowKitUIKit runs in tests on Linux.
//
// - Each type is in its own file; each delegate call is made in the order the documentation gives,
//   cited next to the code. Where the documentation is silent, a comment starting "Chosen:" says what
//   the fake does.
// - Optional protocol requirements (`@objc optional` in the SDK) are plain requirements with default
//   implementations doing what UIKit does when the delegate does not implement them, as Linux has no
//   Objective-C runtime.
// - What only a user does (tap back, swipe back, swipe down, long-press back, tap a tab or a button) and
//   the end of animations are driven through `UIKitUser`, declared as `@_spi(User)`: the code under test
//   imports UIKit without the SPI, so it can only use the SDK's API.
// - Animated transitions end on a later turn of the main actor (UIKit ends them on a later turn of the
//   run loop), or when a test calls `UIKitUser.finishAnimations()`; transitions that are not animated end
//   before the call returns (chosen: UIKit documents no timing for them).
@_exported import Foundation
