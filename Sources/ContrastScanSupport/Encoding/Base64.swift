/// Standard base64 (RFC 4648, with padding): thumbnails in `data:` URIs and
/// CSP hashes, without Foundation.
package enum Base64 {
    private static let alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        encode(bytes, after: "")
    }

    /// `prefix` followed by the base64 of `bytes`, written once into one string
    /// (a report's picture is `data:image/jpeg;base64,` and tens of kilobytes
    /// after it: neither copied again nor grown on the way).
    package static func encode(_ bytes: [UInt8], after prefix: StaticString) -> String {
        let head = prefix.utf8CodeUnitCount
        let count = head + (bytes.count + 2) / 3 * 4
        return String(unsafeUninitializedCapacity: count) { out in
            let out = out.baseAddress!
            out.update(from: prefix.utf8Start, count: head)
            bytes.withUnsafeBufferPointer { input in
                alphabet.withUnsafeBufferPointer { table in
                    var o = head
                    var i = 0
                    let whole = input.count - input.count % 3
                    while i < whole {
                        let n = UInt32(input[i]) << 16 | UInt32(input[i &+ 1]) << 8 | UInt32(input[i &+ 2])
                        out[o] = table[Int(n >> 18)]
                        out[o &+ 1] = table[Int(n >> 12 & 63)]
                        out[o &+ 2] = table[Int(n >> 6 & 63)]
                        out[o &+ 3] = table[Int(n & 63)]
                        o &+= 4
                        i &+= 3
                    }
                    let rest = input.count - whole
                    if rest > 0 {
                        let n = UInt32(input[i]) << 16 | (rest == 2 ? UInt32(input[i + 1]) << 8 : 0)
                        out[o] = table[Int(n >> 18)]
                        out[o + 1] = table[Int(n >> 12 & 63)]
                        out[o + 2] = rest == 2 ? table[Int(n >> 6 & 63)] : UInt8(ascii: "=")
                        out[o + 3] = UInt8(ascii: "=")
                    }
                }
            }
            return count
        }
    }
}
