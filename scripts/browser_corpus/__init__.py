"""A ground-truth corpus rendered by a real browser engine (headless Chromium): see
scripts/make-browser-corpus."""
