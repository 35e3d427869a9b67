"""Fixers: pure functions from a file's bytes to its new bytes (or None when
nothing would change). The CLI writes their results with fsio.atomic_write."""
