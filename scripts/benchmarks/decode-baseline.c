/*
 * decode-baseline — the "just decode" floor for scripts/bench.
 *
 * Fully decodes every PNG named on the command line with libpng's full read
 * API into one RGBA8 buffer (width * height * 4 bytes) per image, with default
 * libpng settings (CRC and Adler-32 checked), and prints a trivial checksum so
 * the work cannot be optimised away.
 *
 * With --raw: no transforms (rows as stored: palette indices, grey, RGB,
 * 16-bit big-endian) and zlib's Adler-32 not checked, into one buffer of the
 * stored row size: libpng's own cost, the floor of any libpng-based tool.
 *
 * Build: cc -O2 -o decode-baseline decode-baseline.c $(pkg-config --cflags --libs libpng)
 * Usage: decode-baseline [--raw] FILE.png...   (exit 0 ok, 2 on any error)
 */
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int decode_one(const char *path, int raw, uint64_t *checksum, uint64_t *bytes)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        perror(path);
        return -1;
    }
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    /* volatile: these change between setjmp and a possible longjmp */
    unsigned char *volatile pixels = NULL;
    png_bytep *volatile rows = NULL;
    if (!png || !info) {
        fprintf(stderr, "%s: out of memory\n", path);
        png_destroy_read_struct(&png, &info, NULL);
        fclose(fp);
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        fprintf(stderr, "%s: libpng error\n", path);
        png_destroy_read_struct(&png, &info, NULL);
        free(rows);
        free(pixels);
        fclose(fp);
        return -1;
    }
    png_init_io(png, fp);
    if (raw) png_set_option(png, PNG_IGNORE_ADLER32, PNG_OPTION_ON);
    png_read_info(png, info);

    png_uint_32 width = png_get_image_width(png, info);
    png_uint_32 height = png_get_image_height(png, info);
    int color_type = png_get_color_type(png, info);
    int bit_depth = png_get_bit_depth(png, info);

    /* Normalise everything to 8-bit RGBA (unless --raw). */
    if (raw) goto transforms_done;
    if (color_type == PNG_COLOR_TYPE_PALETTE)
        png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY && bit_depth < 8)
        png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS))
        png_set_tRNS_to_alpha(png);
    if (bit_depth == 16)
        png_set_strip_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA)
        png_set_gray_to_rgb(png);
    if (!(color_type & PNG_COLOR_MASK_ALPHA))
        png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
transforms_done:
    png_set_interlace_handling(png);
    png_read_update_info(png, info);

    size_t rowbytes = png_get_rowbytes(png, info);
    if (!raw && rowbytes != (size_t)width * 4) {
        fprintf(stderr, "%s: unexpected row size %zu for width %u\n", path, rowbytes, (unsigned)width);
        png_error(png, "row size");
    }
    pixels = malloc(rowbytes * height);
    rows = malloc(sizeof(png_bytep) * height);
    if (!pixels || !rows)
        png_error(png, "out of memory");
    for (png_uint_32 y = 0; y < height; y++)
        rows[y] = pixels + (size_t)y * rowbytes;

    png_read_image(png, rows);
    png_read_end(png, NULL);

    /* Trivial checksum: a sparse sample of the buffer plus its last row. */
    size_t total = rowbytes * height;
    uint64_t sum = 0;
    for (size_t i = 0; i < total; i += 4093)
        sum = sum * 31 + pixels[i];
    for (size_t i = total - rowbytes; i < total; i++)
        sum += pixels[i];
    *checksum ^= sum + width * 1000003ull + height;
    *bytes += total;

    png_destroy_read_struct(&png, &info, NULL);
    free(rows);
    free(pixels);
    fclose(fp);
    return 0;
}

int main(int argc, char **argv)
{
    int first = 1, raw = 0;
    if (argc > 1 && strcmp(argv[1], "--raw") == 0) {
        raw = 1;
        first = 2;
    }
    if (argc <= first) {
        fprintf(stderr, "usage: %s [--raw] FILE.png...\n", argv[0]);
        return 2;
    }
    uint64_t checksum = 0, bytes = 0;
    int failed = 0;
    for (int i = first; i < argc; i++)
        if (decode_one(argv[i], raw, &checksum, &bytes) != 0)
            failed++;
    printf("decoded %d/%d files, %llu %s bytes, checksum %016llx\n", argc - first - failed, argc - first,
           (unsigned long long)bytes, raw ? "stored-row" : "RGBA8", (unsigned long long)checksum);
    return failed ? 2 : 0;
}
