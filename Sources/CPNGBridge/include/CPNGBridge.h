/*
 * CPNGBridge — the one place that calls libpng.
 *
 * libpng reports errors by longjmp-ing out of the failing call. Swift frames
 * cannot be unwound that way, so every libpng call happens in this file under
 * setjmp(png_jmpbuf(...)), and failures come back as an error kind plus a
 * one-line message. Symbols are prefixed `cs_png_`. Byte buffers are `void *`.
 */
#ifndef CONTRASTSCAN_CPNGBRIDGE_H
#define CONTRASTSCAN_CPNGBRIDGE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/** Why a decode stopped. CS_PNG_OK means it did not. */
typedef enum cs_png_error_kind {
    CS_PNG_OK = 0,
    CS_PNG_ERR_SIGNATURE = 1,   /* not a PNG at all */
    CS_PNG_ERR_TRUNCATED = 2,   /* the bytes end inside a chunk */
    CS_PNG_ERR_CRC = 3,         /* a chunk's CRC does not match */
    CS_PNG_ERR_LIMIT = 4,       /* a configured resource limit was exceeded */
    CS_PNG_ERR_HEADER = 5,      /* IHDR missing or invalid */
    CS_PNG_ERR_CORRUPT = 6,     /* any other damage libpng reports */
    CS_PNG_ERR_MEMORY = 7,      /* an allocation failed */
    CS_PNG_ERR_USAGE = 8,       /* the caller broke this API's contract */
    CS_PNG_ERR_TIMEOUT = 9,     /* the time limit passed before decoding finished */
    CS_PNG_ERR_IO = 10          /* read(2) failed; the message is strerror's */
} cs_png_error_kind;

/** Resource limits, applied before anything large is allocated. */
typedef struct cs_png_limits {
    uint64_t max_pixels;          /* width × height; 0 means the default (100 M) */
    uint32_t max_dimension;       /* width or height; 0 means libpng's default (1,000,000) */
    uint64_t max_chunk_bytes;     /* largest decompressed ancillary chunk; 0 means 16 MiB */
    uint32_t max_cached_chunks;   /* ancillary chunks kept (text, sPLT…); 0 means 1000 */
    uint64_t time_limit_ns;       /* decoding stops with CS_PNG_ERR_TIMEOUT this long after
                                     the decoder is created (CLOCK_MONOTONIC); 0 means none */
} cs_png_limits;

/** What the header and the colour chunks declare. Filled by cs_png_read_info. */
typedef struct cs_png_info {
    uint32_t width, height;
    int bit_depth;        /* as stored: 1, 2, 4, 8, 16 */
    int color_type;       /* IHDR colour type: 0, 2, 3, 4, 6 */
    int interlaced;       /* 1 for Adam7 */
    int output_depth;     /* 8 or 16: bits per channel of the rows returned */
    int has_alpha;        /* alpha channel or tRNS present */
    int channels;         /* of the rows returned: 3 (RGB) or 4 (RGBA, when has_alpha) */
    size_t row_bytes;     /* of the rows returned: width × channels × output_depth / 8 */

    int has_srgb; int srgb_intent;
    int has_gama; uint32_t gama;             /* gamma × 100000, as stored */
    int has_chrm; uint32_t chrm[8];          /* white x,y red x,y green x,y blue x,y, × 100000 */
    int has_iccp; char iccp_name[80];
    const void *iccp_data; uint32_t iccp_length;  /* owned by the decoder */
    int iccp_dropped;                        /* an iCCP chunk libpng refused (it warned why) */
    int has_cicp; uint8_t cicp[4];           /* primaries, transfer, matrix, full range */
} cs_png_info;

typedef struct cs_png_decoder cs_png_decoder;

/**
 * Creates a decoder over `length` bytes at `bytes`. The bytes are not copied:
 * they must stay valid until cs_png_decoder_destroy. Returns NULL only when
 * memory is exhausted.
 */
cs_png_decoder *cs_png_decoder_create(const void *bytes, size_t length, cs_png_limits limits);

/**
 * Creates a decoder that reads the file open at `fd` from its current offset,
 * `read_size` bytes at a time (0 means 64 KiB; at least 512 are buffered), so
 * the file is never held whole. The descriptor is not closed. Returns NULL only
 * when memory is exhausted.
 */
cs_png_decoder *cs_png_decoder_create_fd(int fd, size_t read_size, cs_png_limits limits);

/** Frees the decoder and everything libpng allocated for it. Accepts NULL. */
void cs_png_decoder_destroy(cs_png_decoder *decoder);

/**
 * Checks the signature, reads every chunk before the image data and sets up
 * the transforms: rows come out as RGB or RGBA (`info->channels`) at
 * `output_depth` bits, host byte order for 16. Palette and grey are expanded
 * to RGB(A); alpha is added only when the file has alpha or tRNS.
 */
cs_png_error_kind cs_png_read_info(cs_png_decoder *decoder, cs_png_info *info);

/**
 * Decodes the next row (rows come top to bottom, `height` in all) into `row`,
 * which holds `info->row_bytes` bytes; NULL decodes the row and drops it (a
 * row must be decoded for the next one to be). Interlaced images are decoded
 * whole on the first call (Adam7 completes no row before the last pass).
 */
cs_png_error_kind cs_png_read_row(cs_png_decoder *decoder, void *row);

/**
 * Ends decoding, whether or not every row was read: the rest of the file is
 * read, without inflating it, so that every chunk's framing and CRC is checked
 * (damage after the last row needed is still an error). Returns the first
 * problem in the file, or CS_PNG_OK.
 */
cs_png_error_kind cs_png_finish(cs_png_decoder *decoder);

/**
 * The first bytes of the file (up to 512), for naming the format of a file
 * that is not a PNG; valid after cs_png_read_info and until destroy.
 */
size_t cs_png_head(const cs_png_decoder *decoder, const void **bytes);

/** The message of the last error, or "" when there was none. */
const char *cs_png_error_message(const cs_png_decoder *decoder);

/** Warnings (benign damage recovered from), "; "-joined: the chunk walk's first, then libpng's. */
const char *cs_png_warnings(cs_png_decoder *decoder);

/* ---- opacity (CRGBAOpacity.c) ------------------------------------------- */

/** 1 when every pixel of the 8-bit RGBA picture (`height` rows of `stride`
 * bytes, each starting with `width × 4` bytes R, G, B, A) has alpha 255, else 0.
 * The writers' one check: an opaque picture is written as RGB (PNG) or handed
 * to libjpeg as RGBX (cs_jpeg_write_rgba8's `opaque`). */
int cs_rgba8_is_opaque(const void *pixels, uint32_t width, uint32_t height, size_t stride);

/* ---- writing (CPNGWriter.c) --------------------------------------------- */

/** Row filters for writing. ADAPTIVE tries all five per row (libpng's default
 * for RGB): smallest files, about 2.5× the time of a single filter at zlib level 1. */
typedef enum cs_png_filter {
    CS_PNG_FILTER_ADAPTIVE = 0,
    CS_PNG_FILTER_NONE = 1,
    CS_PNG_FILTER_SUB = 2,
    CS_PNG_FILTER_UP = 3,
    CS_PNG_FILTER_AVERAGE = 4,
    CS_PNG_FILTER_PAETH = 5
} cs_png_filter;

/**
 * Encodes 8-bit RGBA pixels (`height` rows of `stride` bytes, each row
 * starting with `width × 4` bytes R, G, B, A) as a PNG in memory.
 * An opaque picture is written as RGB, others as RGBA.
 * `compression_level` is zlib's 0…9 (-1 for libpng's default); `filter` the
 * row filter. On success `*out_bytes` holds `*out_length` bytes the caller
 * frees with cs_png_free; on failure they are NULL/0 and `message` (at least
 * 1 byte) says why.
 */
cs_png_error_kind cs_png_write_rgba8(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                                     int compression_level, cs_png_filter filter,
                                     void **out_bytes, size_t *out_length,
                                     char *message, size_t message_capacity);

/* ---- fast writing (CPNGFastWriter.c, CDeflate.c) --------------------------- */

/** Who compresses what cs_png_write_fast writes. */
typedef enum cs_deflater {
    /* ISA-L when it can be loaded and CONTRASTSCAN_DEFLATE is not "zlib"; else zlib. */
    CS_DEFLATER_AUTOMATIC = 0,
    CS_DEFLATER_ZLIB = 1,       /* zlib, level 1 */
    CS_DEFLATER_ISAL = 2        /* Intel ISA-L's igzip, level 1 (zlib when it cannot be loaded) */
} cs_deflater;

/** The deflater `requested` stands for on this machine: CS_DEFLATER_ISAL or CS_DEFLATER_ZLIB.
 * ISA-L (libisal.so.2, libisal.2.dylib) is loaded on first use. */
cs_deflater cs_deflater_resolve(cs_deflater requested);

/** One line naming what CS_DEFLATER_AUTOMATIC uses here, and why not ISA-L when it does not:
 * "ISA-L igzip level 1 (libisal.so.2)", "zlib 1.2.13 level 1 (ISA-L is not installed (...))". */
const char *cs_deflater_description(void);

/**
 * Encodes 8-bit pixels, `source_channels` 3 (R, G, B) or 4 (R, G, B, A) to a
 * pixel, rows `stride` bytes apart, as a PNG tagged sRGB, without libpng: RGB
 * as RGB, RGBA as RGB when every alpha is 255 (as cs_png_write_rgba8 does) else
 * as RGBA; one IDAT compressed by `deflater` at its fastest level, every row
 * with `filter` (CS_PNG_FILTER_NONE or CS_PNG_FILTER_UP only).
 * The same ownership and errors as cs_png_write_rgba8; free with cs_png_free.
 */
cs_png_error_kind cs_png_write_fast(const void *pixels, uint32_t width, uint32_t height, size_t stride,
                                    int source_channels, cs_png_filter filter, cs_deflater deflater,
                                    void **out_bytes, size_t *out_length,
                                    char *message, size_t message_capacity);

/** Frees a buffer returned by cs_png_write_rgba8 or cs_png_write_fast. Accepts NULL. */
void cs_png_free(void *bytes);

#ifdef __cplusplus
}
#endif
#endif
