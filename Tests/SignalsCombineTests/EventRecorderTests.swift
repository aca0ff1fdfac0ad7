#if canImport(Combine)
    import Dispatch
    import Foundation
    import Testing

    /// The concurrency tests trust ``EventRecorder``'s overlap check: it must see a delivery that begins
    /// on one thread while another thread is inside, and must not count a re-entrant one.
    @Suite struct EventRecorderTests {
        @Test func seesADeliveryThatBeginsWhileAnotherThreadIsInside() {
            let recorder = EventRecorder<Int, TestError>()
            let inside = DispatchSemaphore(value: 0)
            let release = DispatchSemaphore(value: 0)
            // A thread of its own (not a pool's), so that it runs while this one waits.
            Thread {
                inside.wait()
                recorder.leave(recorder.enter())
                release.signal()
            }.start()
            let outermost = recorder.enter()
            inside.signal()
            release.wait()
            recorder.leave(outermost)
            #expect(outermost)
            #expect(recorder.overlaps == 1)
        }

        @Test func allowsANestedDeliveryOnTheSameThread() {
            let recorder = EventRecorder<Int, TestError>()
            let outer = recorder.enter()
            let inner = recorder.enter()
            recorder.leave(inner)
            recorder.leave(outer)
            #expect(!inner)
            #expect(recorder.overlaps == 0)
        }
    }
#endif
