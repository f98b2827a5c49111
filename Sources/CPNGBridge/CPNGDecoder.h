/*
 * CPNGDecoder.h — the decoder's state, shared by CPNGBridge.c (libpng) and
 * CPNGSource.c (the bytes: memory or a file descriptor). Internal to CPNGBridge.
 */
#ifndef CONTRASTSCAN_CPNGDECODER_H
#define CONTRASTSCAN_CPNGDECODER_H

#include "CPNGBridge.h"
#include "CPNGChunkWalk.h"

#include <png.h>

#define CS_MESSAGE_CAPACITY 512
#define CS_WARNINGS_CAPACITY 512
#define CS_MAX_WARNINGS 4
#define CS_HEAD_CAPACITY 512
#define CS_TIMEOUT_MESSAGE "the time limit passed before decoding finished"

struct cs_png_decoder {
    png_structp png;
    png_infop info;

    /* The source: `bytes` in memory, or the file at `fd` (>= 0) read through `buffer`. */
    int fd;
    const unsigned char *bytes;
    size_t length;
    size_t offset;                /* memory: bytes handed out */
    unsigned char *buffer;        /* fd: bytes read, not yet handed out, are start..<end */
    size_t capacity, start, end, read_size;
    int eof;
    int io_errno;                 /* read(2) failed with this errno */
    unsigned char head[CS_HEAD_CAPACITY];
    size_t head_length;

    cs_chunk_walk walk;           /* sees every byte handed out, in order */
    cs_png_limits limits;
    uint64_t deadline_ns;         /* CLOCK_MONOTONIC instant decoding must end by; 0: none */

    cs_png_error_kind kind;       /* set by our own checks before png_error */
    cs_png_error_kind failed;     /* sticky: the error a call returned */
    int info_read, finished;
    int truncated;                /* the read callback ran out of bytes */
    char message[CS_MESSAGE_CAPACITY];
    char warnings[CS_MAX_WARNINGS][CS_WARNINGS_CAPACITY];   /* libpng's and the callbacks' */
    int warning_count;
    char joined[CS_WARNINGS_CAPACITY];                      /* cs_png_warnings' answer */
    int has_cicp;
    uint8_t cicp[4];
    int has_srgb;                 /* the sRGB chunk, read here rather than by libpng (see cs_user_chunk_fn) */
    int srgb_intent;

    cs_png_info header;
    uint32_t next_row;
    unsigned char *full;          /* interlaced images only: the whole image */
    unsigned char *scratch;       /* a row decoded and dropped */
    int expand_palette;           /* palette images: indices expanded here, not by libpng */
    int palette_entries;
    unsigned char palette[256][4];  /* RGBA; entries past palette_entries are never used */
};

/* ---- CPNGSource.c ---- */

/** Whether the time limit has passed. */
int cs_past_deadline(const struct cs_png_decoder *d);

/** Buffers the first bytes of the file (up to CS_HEAD_CAPACITY) into d->head without handing them out. */
void cs_source_peek_head(struct cs_png_decoder *d);

/**
 * Hands out up to `count` bytes, passing them through the chunk walk. Fewer
 * only at the end of the file or on a read error (d->io_errno).
 */
size_t cs_source_read(struct cs_png_decoder *d, unsigned char *out, size_t count);

/**
 * Reads the rest of the file through the chunk walk (to IEND or the end of the
 * file). Returns the walk's verdict, a read error or a timeout, with
 * d->message set for it.
 */
cs_png_error_kind cs_source_walk_rest(struct cs_png_decoder *d);

void cs_source_free(struct cs_png_decoder *d);

#endif
