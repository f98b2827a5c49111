/*
 * CPNGSource.c — where the decoder's bytes come from: a buffer in memory, or a
 * file descriptor read a block at a time (the file is never held whole). Every
 * byte handed out passes through the chunk walk. No libpng here.
 */
#include "CPNGDecoder.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int cs_past_deadline(const struct cs_png_decoder *d) {
    return d->deadline_ns != 0 && cs_monotonic_ns() >= d->deadline_ns;
}

/* Appends one read(2) to the buffer (moving the unread bytes to its start first
 * when the end is reached). Returns the bytes read: 0 at the end of the file or
 * on an error (d->io_errno). */
static size_t fill(struct cs_png_decoder *d) {
    if (d->eof || d->io_errno) return 0;
    if (d->start == d->end) {
        d->start = d->end = 0;
    } else if (d->end == d->capacity) {
        memmove(d->buffer, d->buffer + d->start, d->end - d->start);
        d->end -= d->start;
        d->start = 0;
    }
    size_t want = d->capacity - d->end;
    if (want > d->read_size) want = d->read_size;
    for (;;) {
        ssize_t got = read(d->fd, d->buffer + d->end, want);
        if (got > 0) {
            d->end += (size_t)got;
            return (size_t)got;
        }
        if (got == 0) {
            d->eof = 1;
            return 0;
        }
        if (errno == EINTR) continue;
        d->io_errno = errno;
        return 0;
    }
}

void cs_source_peek_head(struct cs_png_decoder *d) {
    if (d->fd < 0) {
        d->head_length = d->length < CS_HEAD_CAPACITY ? d->length : CS_HEAD_CAPACITY;
        if (d->head_length > 0) memcpy(d->head, d->bytes, d->head_length);
        return;
    }
    while (d->end - d->start < CS_HEAD_CAPACITY && fill(d) > 0) {}
    size_t have = d->end - d->start;
    d->head_length = have < CS_HEAD_CAPACITY ? have : CS_HEAD_CAPACITY;
    memcpy(d->head, d->buffer + d->start, d->head_length);
}

size_t cs_source_read(struct cs_png_decoder *d, unsigned char *out, size_t count) {
    size_t done = 0;
    if (d->fd < 0) {
        size_t left = d->length - d->offset;
        done = count < left ? count : left;
        if (done > 0) memcpy(out, d->bytes + d->offset, done);
        d->offset += done;
    } else {
        while (done < count) {
            if (d->start == d->end && fill(d) == 0) break;
            size_t n = d->end - d->start;
            if (n > count - done) n = count - done;
            memcpy(out + done, d->buffer + d->start, n);
            d->start += n;
            done += n;
        }
    }
    cs_walk_feed(&d->walk, out, done);
    return done;
}

cs_png_error_kind cs_source_walk_rest(struct cs_png_decoder *d) {
    while (d->walk.kind == CS_PNG_OK && !cs_walk_finished(&d->walk)) {
        if (cs_past_deadline(d)) {
            snprintf(d->message, sizeof d->message, "%s", CS_TIMEOUT_MESSAGE);
            return CS_PNG_ERR_TIMEOUT;
        }
        const unsigned char *piece;
        size_t n;
        if (d->fd < 0) {
            /* A megabyte at a time, so the time limit is checked on large files. */
            n = d->length - d->offset;
            if (n > (1u << 20)) n = 1u << 20;
            piece = d->bytes + d->offset;
            d->offset += n;
        } else {
            if (d->start == d->end) fill(d);
            n = d->end - d->start;
            piece = d->buffer + d->start;
            d->start = d->end;
        }
        if (n == 0) {
            if (d->io_errno) {
                snprintf(d->message, sizeof d->message, "%s", strerror(d->io_errno));
                return CS_PNG_ERR_IO;
            }
            cs_walk_end(&d->walk);
            break;
        }
        cs_walk_feed(&d->walk, piece, n);
    }
    if (d->walk.kind != CS_PNG_OK) snprintf(d->message, sizeof d->message, "%s", d->walk.message);
    return d->walk.kind;
}

void cs_source_free(struct cs_png_decoder *d) {
    free(d->buffer);
    d->buffer = NULL;
}
