import ContrastScanSupport
import Testing

@Suite("Encodings: SHA-256 and base64 against their standards' vectors")
struct EncodingTests {
    @Test func sha256MatchesFIPSVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined() }
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func base64MatchesRFC4648Vectors() {
        for (input, output) in [("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy")] {
            #expect(Base64.encode(Array(input.utf8)) == output)
            #expect(Base64.encode(Array(input.utf8), after: "data:x;base64,") == "data:x;base64," + output)
        }
    }

    /// Every byte value in each of the three places of a group, and every tail length.
    @Test func base64OfEveryByteDecodesBack() {
        let bytes = (0..<256).map(UInt8.init) + (0..<256).map { UInt8(255 - $0) } + [7, 200]
        for length in [bytes.count - 2, bytes.count - 1, bytes.count] {
            let input = Array(bytes.prefix(length))
            #expect(Self.decode(Base64.encode(input)) == input)
        }
    }

    /// A plain decoder for the test (RFC 4648 §4).
    static func decode(_ text: String) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var bits = 0, count = 0
        var out: [UInt8] = []
        for byte in text.utf8 where byte != UInt8(ascii: "=") {
            bits = bits << 6 | alphabet.firstIndex(of: byte)!
            count += 6
            if count >= 8 {
                count -= 8
                out.append(UInt8(truncatingIfNeeded: bits >> count))
                bits &= (1 << count) - 1
            }
        }
        return out
    }

}
