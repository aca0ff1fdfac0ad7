import Testing

@testable import DemoApp
@testable import FlowKitScript

@Suite struct StepJSONTests {
    @Test func encodesAStepWithEveryScreenAndLiveCoordinatorInOrder() {
        let step = ScriptStep(line: 7, text: "tap Compose", action: .gesture(.tap("Compose")))
        #expect(
            StepJSON.line(for: step, number: 3, snapshot: Snapshots.settingsUnderCompose)
                == #"{"step":3,"line":7,"action":"tap Compose","screen":"Compose","#
                + #""screens":["Lizard","Waking Up","Settings","Compose"],"#
                + #""alive":["AppCoordinator","TabCoordinator","LizardCoordinator","WakingUpCoordinator","#
                + #""SettingsCoordinator","ComposeCoordinator"],"created":8,"released":2,"leaks":[]}"#)
    }

    @Test func addsTheErrorAndLeaksWhenThereAreSome() {
        var snapshot = Snapshots.splash
        snapshot.leaks = ["AppCoordinator > Orphan"]
        let step = ScriptStep(line: 1, text: "back", action: .gesture(.back))
        #expect(
            StepJSON.line(for: step, number: 1, snapshot: snapshot, error: "cannot \"back\"")
                == #"{"step":1,"line":1,"action":"back","screen":"Splash","screens":["Splash"],"#
                + #""alive":["AppCoordinator","SplashCoordinator"],"created":2,"released":0,"#
                + #""leaks":["AppCoordinator > Orphan"],"error":"cannot \"back\""}"#)
    }

    @Test func writesNullForAnEmptyWindow() {
        let step = ScriptStep(line: 2, text: "wait 1", action: .wait(seconds: 1))
        #expect(
            StepJSON.line(for: step, number: 1, snapshot: DemoSnapshot())
                == #"{"step":1,"line":2,"action":"wait 1","screen":null,"screens":[],"alive":[],"#
                + #""created":0,"released":0,"leaks":[]}"#)
    }

    @Test func escapesStringsAndKeepsUnicode() {
        let value = JSONValue.string("a\"b\\c\nd\re\tf\u{01}g é 🦎")
        #expect(value.encoded == #""a\"b\\c\nd\re\tf\u0001g é 🦎""#)
    }

    @Test func encodesNestedValuesCompactly() {
        let value = JSONValue.object([
            ("z", .array([.int(-1), .null])), ("a", .object([])), ("m", .array([])),
        ])
        #expect(value.encoded == #"{"z":[-1,null],"a":{},"m":[]}"#)
    }
}
