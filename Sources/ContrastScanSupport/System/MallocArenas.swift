#if canImport(Glibc)
import Glibc
#endif

/// How many malloc arenas the process may use.
///
/// glibc gives each new thread that allocates an arena of its own, up to eight
/// per core, and each arena keeps the memory freed into it. `analyze` with
/// several images analyses them on one worker thread per core: with one arena
/// per worker, eight full-size screenshots on two cores peaked at 22.8–23.6 MiB
/// in six runs (a build linking the Swift runtime dynamically), uncapped at
/// 23.1–24.7 MiB, for no measurable speed.
/// Elsewhere (Darwin's allocator) this does nothing.
package enum MallocArenas {
    /// Caps the arenas at `count`; call before the threads start. Best effort:
    /// a C library without `mallopt` is left as it is.
    package static func limit(to count: Int) {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module does not import; it is
        // looked up by name instead. M_ARENA_MAX is -8 in <malloc.h>.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        _ = mallopt(-8, Int32(clamping: count))
        #endif
    }
}
