/*
 * CDeflate.h — one zlib-format deflate stream, by Intel ISA-L when it can be
 * loaded, else by zlib (internal to CPNGBridge; the public face is
 * cs_deflater_* in CPNGBridge.h).
 */
#ifndef CONTRASTSCAN_CDEFLATE_H
#define CONTRASTSCAN_CDEFLATE_H

#include "CPNGBridge.h"

#include <stddef.h>
#include <stdint.h>

typedef struct cs_deflate_stream cs_deflate_stream;

/**
 * Starts a zlib stream (RFC 1950: header, deflate data, Adler-32) at the
 * fastest level of `deflater` (AUTOMATIC is resolved first). Output is
 * appended to `*out` (`*out_length` bytes used of `*out_capacity`), which is
 * grown with realloc as needed. NULL when memory is exhausted.
 */
cs_deflate_stream *cs_deflate_begin(cs_deflater deflater);

/**
 * Compresses `length` bytes; `last` ends the stream. Returns 0, or -1 when
 * memory ran out, -2 when the library failed (`message` says how).
 */
int cs_deflate_feed(cs_deflate_stream *stream, const void *bytes, size_t length, int last,
                    unsigned char **out, size_t *out_length, size_t *out_capacity,
                    char *message, size_t message_capacity);

/** The CRC-32 of `length` bytes as a PNG chunk's: ISA-L's when the stream is
 * ISA-L's (the same value), else zlib's. */
uint32_t cs_deflate_crc32(const cs_deflate_stream *stream, const void *bytes, size_t length);

/** Frees the stream. Accepts NULL. */
void cs_deflate_end(cs_deflate_stream *stream);

#endif
