"""Text primitives: Go's character classes, anchors, source units, windows, word lists."""
