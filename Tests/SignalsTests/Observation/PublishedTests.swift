import Signals
import Testing

private final class Contact: ObservableObject {
    @Published var name: String
    @Published var age: Int

    init(name: String, age: Int) {
        self.name = name
        self.age = age
    }
}

private final class Employee: ObservableObject {
    @Published var title = "Engineer"
}

private class Base: ObservableObject {
    @Published var base = 0
}

private final class Derived: Base {
    @Published var derived = ""
}

private final class Plain: ObservableObject {
    var untracked = 0
}

private final class Weather {
    @Published var temperature = 20.0
}

@MainActor private final class ScreenModel: ObservableObject {
    @Published var title = "Home"
}

@Suite struct PublishedTests {
    @Test func dollarPublisherSendsTheCurrentValueThenEachNewOneBeforeTheChange() {
        let weather = Weather()
        var seen: [String] = []
        let cancellable = weather.$temperature.sink { seen.append("\($0) (stored \(weather.temperature))") }
        weather.temperature = 25
        weather.temperature = 30
        #expect(seen == ["20.0 (stored 20.0)", "25.0 (stored 20.0)", "30.0 (stored 25.0)"])
        #expect(weather.temperature == 30)
        cancellable.cancel()
    }

    @Test func dollarPublisherHonoursBackPressure() {
        let weather = Weather()
        let tracker = TrackingSubscriber<Double, Never>(initialDemand: .max(2))
        weather.$temperature.subscribe(tracker)
        weather.temperature = 1
        weather.temperature = 2
        #expect(tracker.values == [20, 1])
        tracker.cancel()
    }

    @Test func objectWillChangeFiresBeforeEveryPropertyChanges() {
        let contact = Contact(name: "John", age: 24)
        var log: [String] = []
        let cancellable = contact.objectWillChange.sink { log.append("\(contact.name) \(contact.age)") }
        contact.age += 1
        contact.name = "Johnny"
        #expect(log == ["John 24", "John 25"])
        #expect(contact.objectWillChange === contact.objectWillChange)
        cancellable.cancel()
    }

    @Test func subclassesShareOneObjectWillChangeForAllProperties() {
        let object = Derived()
        var count = 0
        let cancellable = object.objectWillChange.sink { count += 1 }
        object.base = 1
        object.derived = "x"
        #expect(count == 2)
        #expect(object.objectWillChange === object.objectWillChange)
        cancellable.cancel()
    }

    @Test func anObjectWithoutPublishedPropertiesGetsASilentPublisher() {
        let plain = Plain()
        #expect(plain.objectWillChange !== plain.objectWillChange)
    }

    @Test func assignToFeedsThePropertyForAsLongAsItsOwnerLives() {
        let subject = PassthroughSubject<String, Never>()
        let employee = Employee()
        var changes = 0
        let cancellable = employee.objectWillChange.sink { changes += 1 }
        subject.assign(to: &employee.$title)
        subject.send("Manager")
        #expect(employee.title == "Manager")
        #expect(changes == 1)
        cancellable.cancel()

        weak var weakEmployee: Employee?
        do {
            let other = Employee()
            weakEmployee = other
            subject.assign(to: &other.$title)
        }
        #expect(weakEmployee == nil)
        subject.send("Director")
        #expect(employee.title == "Director")
    }

    @Test func settingTheDollarPublisherLeavesBothPropertiesApart() {
        let first = Weather()
        let second = Weather()
        second.temperature = 30
        var firstSeen: [Double] = []
        let earlier = first.$temperature.sink { firstSeen.append($0) }
        first.$temperature = second.$temperature
        #expect(first.temperature == 20)
        #expect(second.temperature == 30)
        var firstSeenLater: [Double] = []
        var secondSeen: [Double] = []
        let later = first.$temperature.sink { firstSeenLater.append($0) }
        let other = second.$temperature.sink { secondSeen.append($0) }
        first.temperature = 21
        second.temperature = 31
        #expect(firstSeen == [20, 21])
        #expect(firstSeenLater == [20, 21])
        #expect(secondSeen == [30, 31])
        #expect(first.temperature == 21)
        #expect(second.temperature == 31)
        for cancellable in [earlier, later, other] { cancellable.cancel() }
    }

    @MainActor @Test func worksInAMainActorClass() {
        let model = ScreenModel()
        var titles: [String] = []
        let cancellable = model.$title.sink { titles.append($0) }
        var willChange = 0
        let other = model.objectWillChange.sink { willChange += 1 }
        model.title = "Detail"
        #expect(titles == ["Home", "Detail"])
        #expect(willChange == 1)
        _ = (cancellable, other)
    }
}
