/*
 * inflate-baseline — the floor of any PNG tool for scripts/bench: zlib
 * inflate of the image data alone.
 *
 * Reads each PNG named on the command line a block at a time, walks its
 * chunks (no CRC check), feeds the IDAT data to zlib's inflate into a 64 KiB
 * scratch buffer (no filters, no transforms, nothing kept) and prints the
 * inflated byte count and a checksum so the work cannot be optimised away.
 *
 * Build: cc -O2 -o inflate-baseline inflate-baseline.c -lz
 * Usage: inflate-baseline FILE.png...   (exit 0 ok, 2 on any error)
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint32_t be32(const unsigned char *p) {
    return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) | (uint32_t)p[3];
}

static int inflate_one(const char *path, uint64_t *inflated, uint64_t *checksum) {
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        perror(path);
        return -1;
    }
    static unsigned char in[1 << 16], out[1 << 16];
    unsigned char header[8];
    z_stream z;
    memset(&z, 0, sizeof z);
    if (fread(header, 1, 8, fp) != 8 || inflateInit(&z) != Z_OK) {
        fprintf(stderr, "%s: not a PNG\n", path);
        fclose(fp);
        return -1;
    }
    int status = Z_OK, done = 0;
    while (!done && fread(header, 1, 8, fp) == 8) {
        uint32_t length = be32(header);
        int idat = memcmp(header + 4, "IDAT", 4) == 0;
        if (memcmp(header + 4, "IEND", 4) == 0) break;
        uint32_t left = length;
        while (left > 0) {
            size_t want = left < sizeof in ? left : sizeof in;
            size_t got = fread(in, 1, want, fp);
            if (got == 0) {
                done = 1;
                break;
            }
            left -= (uint32_t)got;
            if (!idat || status == Z_STREAM_END) continue;
            z.next_in = in;
            z.avail_in = (uInt)got;
            while (z.avail_in > 0 && status == Z_OK) {
                z.next_out = out;
                z.avail_out = sizeof out;
                status = inflate(&z, Z_NO_FLUSH);
                size_t produced = sizeof out - z.avail_out;
                *inflated += produced;
                if (produced > 0) *checksum = *checksum * 31 + out[produced - 1];
            }
            if (status != Z_OK && status != Z_STREAM_END) {
                fprintf(stderr, "%s: zlib error %d\n", path, status);
                inflateEnd(&z);
                fclose(fp);
                return -1;
            }
        }
        if (fseek(fp, 4, SEEK_CUR) != 0) break; /* the CRC, unchecked */
    }
    inflateEnd(&z);
    fclose(fp);
    return status == Z_STREAM_END ? 0 : -1;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s FILE.png...\n", argv[0]);
        return 2;
    }
    uint64_t inflated = 0, checksum = 0;
    int failed = 0;
    for (int i = 1; i < argc; i++)
        if (inflate_one(argv[i], &inflated, &checksum) != 0) failed++;
    printf("inflated %d/%d files, %llu bytes, checksum %016llx\n", argc - 1 - failed, argc - 1,
           (unsigned long long)inflated, (unsigned long long)checksum);
    return failed ? 2 : 0;
}
