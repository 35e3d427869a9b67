"""A short id a git command names an object by holds no figure (compat item
216, item 200 widened; fresh24's sha256-simd README: `git cat-file blob
586b6e` grounded an invented "BLAKE2B 586 MB/s"). Four to six hexadecimal
digits are an id only right after a git word naming an object; elsewhere a
figure glued to letters stays a figure, and a figure the source gives
apart still grounds."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

BLOB = "You want to do this after getting: `git cat-file blob 586b6e > sha256block.s`.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("每秒處理 586 MB", BLOB, ["586"]),
    ("每秒處理 586 MB", "Check it out with `git show 1a586b` or `git checkout 586b6e`.\n", ["586"]),
    ("修正了 12 個問題", "Reverted by `git revert 12ab3f`.\n", ["12"]),
    # a figure the source gives apart, and a glued token no git word names
    ("BLAKE2B 每秒 586 MB", BLOB + "BLAKE2B reaches 586 MB/s.\n", []),
    ("大約 586 個", "The file 586b6e.dat holds them.\n", []),
    ("`git cat-file blob 586b6e`", BLOB, []),
])
def test_a_git_object_id_holds_no_figure(point, source, expected):
    assert missing(point, source) == expected
