/*
 * CDeflate.c — zlib-format deflate for the fast PNG writer: Intel ISA-L's
 * igzip when it can be loaded, zlib otherwise.
 *
 * Why ISA-L: an annotated 1290x2796 screenshot is 10.8 MB of scanlines; zlib
 * at level 1 takes 16-22 ms to compress it, igzip at its level 1 about 2 ms for
 * files of about the same size (measured; see scripts/bench, "report").
 *
 * ISA-L is loaded on first use (dlopen), as COCRBridge loads Tesseract, so the
 * package builds and runs where it is missing (macOS without Homebrew's isa-l,
 * a machine without libisal2): annotated copies are then compressed by zlib.
 * Its declarations come from its own header when the build machine has it
 * (<isa-l/igzip_lib.h>, Debian's libisal-dev): struct isal_zstream embeds the
 * library's internal state, whose layout only that header states reliably, so
 * it is not copied here. Built without the header, only zlib is used.
 *
 * CONTRASTSCAN_DEFLATE=zlib in the environment makes AUTOMATIC choose zlib
 * (to compare the two, or to rule ISA-L out).
 */
#include "CDeflate.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#if defined(__has_include)
#if __has_include(<isa-l/igzip_lib.h>)
#include <isa-l/igzip_lib.h>
#define CS_HAVE_ISAL_HEADER 1
#endif
#endif
#ifndef CS_HAVE_ISAL_HEADER
#define CS_HAVE_ISAL_HEADER 0
#endif

/* ---- loading ISA-L --------------------------------------------------------- */

static struct {
    void (*deflate_init)(void *stream);
    int (*deflate)(void *stream);
    /* The gzip (PNG) CRC-32 with carry-less multiplication; NULL when missing. */
    uint32_t (*crc32)(uint32_t crc, const unsigned char *bytes, uint64_t length);
    const char *library;   /* the name it was loaded by */
} isal;
static int isal_loaded = 0;
static char isal_problem[256] = "ISA-L was not looked for";
static pthread_once_t isal_once = PTHREAD_ONCE_INIT;

static void isal_load(void) {
#if CS_HAVE_ISAL_HEADER
#if defined(__APPLE__)
    static const char *const names[] = {"libisal.2.dylib", "libisal.dylib", "/opt/homebrew/lib/libisal.2.dylib",
                                        "/usr/local/lib/libisal.2.dylib"};
#else
    static const char *const names[] = {"libisal.so.2", "libisal.so"};
#endif
    void *library = NULL;
    const char *why = NULL;
    size_t chosen = 0;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
        if (library == NULL && why == NULL) why = dlerror();
        chosen = i;
    }
    if (library == NULL) {
        snprintf(isal_problem, sizeof isal_problem, "ISA-L is not installed (%s)", why ? why : names[0]);
        return;
    }
    *(void **)&isal.deflate_init = dlsym(library, "isal_deflate_init");
    *(void **)&isal.deflate = dlsym(library, "isal_deflate");
    if (isal.deflate_init == NULL || isal.deflate == NULL) {
        snprintf(isal_problem, sizeof isal_problem, "%s has no isal_deflate", names[chosen]);
        return;
    }
    *(void **)&isal.crc32 = dlsym(library, "crc32_gzip_refl");
    isal.library = names[chosen];
    isal_loaded = 1;
#else
    snprintf(isal_problem, sizeof isal_problem, "built without ISA-L's header <isa-l/igzip_lib.h>");
#endif
}

static int zlib_forced(void) {
    const char *choice = getenv("CONTRASTSCAN_DEFLATE");
    return choice != NULL && strcmp(choice, "zlib") == 0;
}

cs_deflater cs_deflater_resolve(cs_deflater requested) {
    if (requested == CS_DEFLATER_ZLIB) return CS_DEFLATER_ZLIB;
    if (requested == CS_DEFLATER_AUTOMATIC && zlib_forced()) return CS_DEFLATER_ZLIB;
    pthread_once(&isal_once, isal_load);
    return isal_loaded ? CS_DEFLATER_ISAL : CS_DEFLATER_ZLIB;
}

static char description[400];
static pthread_once_t description_once = PTHREAD_ONCE_INIT;

static void describe(void) {
    if (cs_deflater_resolve(CS_DEFLATER_AUTOMATIC) == CS_DEFLATER_ISAL) {
        snprintf(description, sizeof description, "ISA-L igzip level 1 (%s)", isal.library);
    } else if (zlib_forced()) {
        snprintf(description, sizeof description, "zlib %s level 1 (CONTRASTSCAN_DEFLATE=zlib)", zlibVersion());
    } else {
        snprintf(description, sizeof description, "zlib %s level 1 (%s)", zlibVersion(), isal_problem);
    }
}

const char *cs_deflater_description(void) {
    /* Worded once: the environment and the library do not change during a run. */
    pthread_once(&description_once, describe);
    return description;
}

/* ISA-L's AVX2/AVX-512 code returns with the upper halves of the vector registers
 * dirty (no vzeroupper). The code that runs next in the worker — the estimator, in
 * Swift compiled to legacy SSE — then pays for every vector instruction until the
 * state is cleared: the estimator's own samples were 20-65% more in a
 * 'batch --annotate' with ISA-L than in the same batch without it, and unchanged
 * with zlib; with the state cleared, 'batch full16 --jobs 1 --annotate' took 13%
 * less CPU (perf stat, four interleaved rounds of three runs: 930-1053 ms against
 * 1104-1142 ms, the batch alone 720-798 ms). Cleared here after every call (only
 * where AVX exists: vzeroupper is an AVX instruction). */
static void clear_upper_vector_state(void) {
#if defined(__x86_64__) || defined(__i386__)
    /* __builtin_cpu_supports reads a table libgcc fills once at start-up: no cache of
     * our own, which workers would race on. */
    if (__builtin_cpu_supports("avx")) __asm__ volatile("vzeroupper" ::: "memory");
#endif
}

/* ---- one stream ------------------------------------------------------------ */

struct cs_deflate_stream {
    cs_deflater kind;
#if CS_HAVE_ISAL_HEADER
    struct isal_zstream isal;
    uint8_t level_buf[ISAL_DEF_LVL1_DEFAULT];
#endif
    z_stream z;
    int z_ready;
};

cs_deflate_stream *cs_deflate_begin(cs_deflater deflater) {
    cs_deflate_stream *s = (cs_deflate_stream *)calloc(1, sizeof *s);
    if (s == NULL) return NULL;
    s->kind = cs_deflater_resolve(deflater);
#if CS_HAVE_ISAL_HEADER
    if (s->kind == CS_DEFLATER_ISAL) {
        isal.deflate_init(&s->isal);
        s->isal.level = 1;
        s->isal.level_buf = s->level_buf;
        s->isal.level_buf_size = sizeof s->level_buf;
        s->isal.gzip_flag = IGZIP_ZLIB;
        s->isal.flush = NO_FLUSH;
        return s;
    }
#endif
    s->kind = CS_DEFLATER_ZLIB;
    if (deflateInit(&s->z, 1) != Z_OK) {
        free(s);
        return NULL;
    }
    s->z_ready = 1;
    return s;
}

/* Room for at least 64 KiB more output; 0, or -1 when memory ran out. */
static int grow(unsigned char **out, size_t *out_length, size_t *out_capacity) {
    const size_t want = 64 * 1024;
    if (*out_capacity - *out_length >= want) return 0;
    size_t capacity = *out_capacity < want ? 2 * want : *out_capacity;
    while (capacity - *out_length < want) {
        if (capacity > ((size_t)-1) / 2) return -1;
        capacity *= 2;
    }
    unsigned char *grown = (unsigned char *)realloc(*out, capacity);
    if (grown == NULL) return -1;
    *out = grown;
    *out_capacity = capacity;
    return 0;
}

int cs_deflate_feed(cs_deflate_stream *s, const void *bytes, size_t length, int last,
                    unsigned char **out, size_t *out_length, size_t *out_capacity,
                    char *message, size_t message_capacity) {
    const size_t most = 1u << 30;   /* both libraries count in 32 bits */
    if (length > most) {
        int status = cs_deflate_feed(s, bytes, most, 0, out, out_length, out_capacity, message, message_capacity);
        if (status != 0) return status;
        return cs_deflate_feed(s, (const unsigned char *)bytes + most, length - most, last, out, out_length,
                               out_capacity, message, message_capacity);
    }
#if CS_HAVE_ISAL_HEADER
    if (s->kind == CS_DEFLATER_ISAL) {
        s->isal.next_in = (uint8_t *)bytes;
        s->isal.avail_in = (uint32_t)length;
        s->isal.end_of_stream = last ? 1 : 0;
        for (;;) {
            if (grow(out, out_length, out_capacity) != 0) return -1;
            size_t room = *out_capacity - *out_length;
            if (room > most) room = most;
            s->isal.next_out = *out + *out_length;
            s->isal.avail_out = (uint32_t)room;
            uint32_t before_in = s->isal.avail_in;
            int status = isal.deflate(&s->isal);
            clear_upper_vector_state();
            size_t produced = room - s->isal.avail_out;
            *out_length += produced;
            if (status != COMP_OK) {
                snprintf(message, message_capacity, "ISA-L isal_deflate failed (%d)", status);
                return -2;
            }
            int done = s->isal.avail_in == 0 && s->isal.avail_out > 0 &&
                       (!last || s->isal.internal_state.state == ZSTATE_END);
            if (done) return 0;
            if (produced == 0 && before_in == s->isal.avail_in && s->isal.avail_out > 0) {
                snprintf(message, message_capacity, "ISA-L isal_deflate made no progress");
                return -2;
            }
        }
    }
#endif
    s->z.next_in = (Bytef *)bytes;
    s->z.avail_in = (uInt)length;
    for (;;) {
        if (grow(out, out_length, out_capacity) != 0) return -1;
        size_t room = *out_capacity - *out_length;
        if (room > most) room = most;
        s->z.next_out = *out + *out_length;
        s->z.avail_out = (uInt)room;
        int status = deflate(&s->z, last ? Z_FINISH : Z_NO_FLUSH);
        *out_length += room - s->z.avail_out;
        if (status == Z_STREAM_END) return 0;
        if (status != Z_OK && status != Z_BUF_ERROR) {
            snprintf(message, message_capacity, "zlib deflate failed (%s)", s->z.msg ? s->z.msg : "unknown error");
            return status == Z_MEM_ERROR ? -1 : -2;
        }
        if (!last && s->z.avail_in == 0 && s->z.avail_out > 0) return 0;
    }
}

uint32_t cs_deflate_crc32(const cs_deflate_stream *s, const void *bytes, size_t length) {
    /* ISA-L's CRC-32 is zlib's (the same polynomial, reflected, the same result:
     * checked against zlib for lengths 0 to 100,000), about ten times faster on
     * an annotated copy's IDAT. Only for an ISA-L stream: ISA-L was loaded
     * (under pthread_once) before the stream began. */
    if (s != NULL && s->kind == CS_DEFLATER_ISAL && isal.crc32 != NULL) {
        uint32_t crc = isal.crc32(0, (const unsigned char *)bytes, (uint64_t)length);
        clear_upper_vector_state();   /* as after isal_deflate */
        return crc;
    }
    uLong crc = crc32(0L, Z_NULL, 0);
    const unsigned char *p = (const unsigned char *)bytes;
    while (length > 0) {   /* zlib counts in 32 bits */
        uInt piece = length > (1u << 30) ? (1u << 30) : (uInt)length;
        crc = crc32(crc, p, piece);
        p += piece;
        length -= piece;
    }
    return (uint32_t)crc;
}

void cs_deflate_end(cs_deflate_stream *s) {
    if (s == NULL) return;
    if (s->z_ready) deflateEnd(&s->z);
    free(s);
}
