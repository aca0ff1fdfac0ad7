import Signals
import Testing

/// Type-erased values and identifiers show themselves as Combine's do.
@Suite struct IntrospectionTests {
    @Test func anySubscriberMirrorsTheWrappedSubscriber() {
        let tracker = TrackingSubscriber<Int, TestError>()
        let erased = AnySubscriber(tracker)
        #expect(
            ObjectIdentifier(Mirror(reflecting: erased).subjectType)
                == ObjectIdentifier(TrackingSubscriber<Int, TestError>.self))
        #expect(erased.playgroundDescription as? String == erased.description)
    }

    @Test func closureAnySubscriberMirrorsItsDescription() {
        let erased = AnySubscriber<Int, TestError>()
        let mirror = Mirror(reflecting: erased)
        #expect(ObjectIdentifier(mirror.subjectType) == ObjectIdentifier(String.self))
        #expect(mirror.children.isEmpty)
        #expect(erased.playgroundDescription as? String == "Anonymous AnySubscriber")
    }

    @Test func anyPublisherShowsItsName() {
        let erased = Just(1).eraseToAnyPublisher()
        #expect(erased.playgroundDescription as? String == "AnyPublisher")
    }

    @Test func identifierOfAnObjectIsItsAddress() {
        final class Object {}
        let object = Object()
        let identifier = CombineIdentifier(object)
        #expect(identifier.description == "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16))
        #expect(identifier == CombineIdentifier(object))
        #expect(identifier != CombineIdentifier(Object()))
    }
}
