import ContrastGating
import ContrastScan
import ContrastScanSupport
import Testing

@Suite("Tolerance and record mode options")
struct ToleranceAndRecordModeTests {
    @Test("--tolerance reads a fraction or a percentage", arguments: [
        ("0.05", 0.05), ("5%", 0.05), ("2.5%", 0.025), ("0", 0.0), ("0%", 0.0), (" 10% ", 0.1), ("0.999", 0.999),
    ])
    func readsTolerance(_ text: String, _ fraction: Double) throws {
        let tolerance = try #require(Tolerance(parsing: text))
        #expect(abs(tolerance.fraction - fraction) < 1e-12)
    }

    @Test("--tolerance refuses anything else", arguments: ["5", "100%", "1", "-1%", "abc", "", "%", "1e-2", "5%%", "nan"])
    func refusesTolerance(_ text: String) {
        #expect(Tolerance(parsing: text) == nil)
    }

    @Test func toleranceIsShownAsAPercentage() {
        #expect(Tolerance.default.description == "5%")
        #expect(Tolerance(parsing: "0.025")?.description == "2.5%")
    }

    @Test func recordModeComesFromTheEnvironmentAndNeverRecordsOnCIByDefault() throws {
        #expect(try RecordMode.testDefault(environment: [:]) == .missing)
        #expect(try RecordMode.testDefault(environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.testDefault(environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.testDefault(environment: ["CI": "1", "CONTRASTSCAN_RECORD": "all"]) == .all)
        #expect(try RecordMode.testDefault(environment: ["CONTRASTSCAN_RECORD": "Never"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CONTRASTSCAN_RECORD": ""]) == nil)
        #expect(throws: RecordModeError(value: "yes")) { try RecordMode.fromEnvironment(["CONTRASTSCAN_RECORD": "yes"]) }
        #expect(RecordModeError(value: "yes").description
                == "CONTRASTSCAN_RECORD=yes is not a record mode (expected one of: never, missing, all)")
    }
}
