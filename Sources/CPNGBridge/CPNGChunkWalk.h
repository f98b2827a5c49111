/*
 * CPNGChunkWalk.h — the chunk walk, fed as the bytes stream past (internal to CPNGBridge).
 *
 * Every byte the decoder reads, whether libpng asked for it or it is read after
 * the last needed row, goes through cs_walk_feed, which checks each chunk's
 * framing and CRC (zlib) as it completes. libpng is told not to check critical
 * CRCs itself, so the check costs one pass.
 *
 * The walk finds exactly what a walk over the whole file before decoding would
 * find, in the same order: the decoder reads the rest of the file through the
 * walk when decoding stops (early, after the last needed row, or on an error),
 * and a walk error wins over a decoding error. A damaged CRC in the last IDAT
 * is still an error although its rows were never needed.
 */
#ifndef CONTRASTSCAN_CPNGCHUNKWALK_H
#define CONTRASTSCAN_CPNGCHUNKWALK_H

#include "CPNGBridge.h"

#define CS_WALK_MESSAGE_CAPACITY 512
#define CS_WALK_MAX_WARNINGS 4

typedef struct cs_chunk_walk {
    int state;                    /* where in a chunk the next byte falls (see CPNGChunkWalk.c) */
    uint32_t max_dimension;       /* IHDR width/height above this is a limit error */
    uint32_t max_chunk_bytes;     /* an ancillary chunk declaring more data than this is a limit error */
    uint64_t deadline_ns;         /* CLOCK_MONOTONIC; 0: none */
    unsigned skipped_signature;   /* signature bytes passed so far (checked before the walk) */
    unsigned char header[8];      /* the chunk's length and type, as they arrive */
    unsigned header_fill;
    uint32_t length, left;        /* data length; data bytes still to come */
    char name[5];                 /* the chunk's type, printable ('?' for other bytes) */
    int critical;
    unsigned long crc;
    unsigned char stored_crc[4];
    unsigned crc_fill;
    unsigned char head[13];       /* the first data bytes: IHDR's fields, acTL's frame count */
    unsigned head_fill;
    unsigned chunk_count;         /* complete chunks so far */
    int saw_idat, saw_iccp, saw_gama, saw_chrm;
    int at_end;                   /* cs_walk_end ran */
    cs_png_error_kind kind;       /* sticky: the first problem found */
    char message[CS_WALK_MESSAGE_CAPACITY];
    char warnings[CS_WALK_MAX_WARNINGS][CS_WALK_MESSAGE_CAPACITY];
    int warning_count;
} cs_chunk_walk;

/** Monotonic clock in nanoseconds (shared with the decoder's deadline checks). */
uint64_t cs_monotonic_ns(void);

void cs_walk_init(cs_chunk_walk *walk, uint32_t max_dimension, uint32_t max_chunk_bytes, uint64_t deadline_ns);

/** Passes `count` bytes of the file, in order from its first byte. Returns the walk's status (sticky). */
cs_png_error_kind cs_walk_feed(cs_chunk_walk *walk, const unsigned char *bytes, size_t count);

/** The file ended: a chunk cut short is an error, a file cut after its image data a warning. Idempotent. */
cs_png_error_kind cs_walk_end(cs_chunk_walk *walk);

/** Whether IEND was passed: later bytes are not looked at. */
int cs_walk_finished(const cs_chunk_walk *walk);

#endif
