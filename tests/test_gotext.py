from anchorlint.text.gotext import decode_like_go, go_trim


def test_go_trim_strips_unicode_white_space_but_not_file_separators():
    assert go_trim("\u3000\xa0 x \t\r\n\u2009") == "x"
    # Python's str.strip() would remove U+001C..U+001F; Go's TrimSpace keeps them.
    assert go_trim("\x1cx\x1f") == "\x1cx\x1f"
    assert "\x1cx".strip() == "x"


def test_go_trim_keeps_zero_width_space_and_bom():
    assert go_trim("\u200bx\ufeff") == "\u200bx\ufeff"


def test_decode_like_go_replaces_each_invalid_byte():
    # A truncated three-byte sequence is two invalid bytes for Go, one U+FFFD for Python.
    raw = b"a\xe4\xb8b"
    assert raw.decode("utf-8", "replace") == "a\ufffdb"
    assert decode_like_go(raw) == "a\ufffd\ufffdb"


def test_decode_like_go_keeps_ascii_inside_legacy_bytes():
    # Big5 second bytes can be ASCII: Go keeps them as ASCII characters.
    assert decode_like_go("測試".encode("cp950")).count("\ufffd") >= 2
    assert decode_like_go(b"\xa4|x") == "\ufffd|x"
