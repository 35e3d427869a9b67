"""A reference number belongs to the change its list item states (issue
11, evaluation/fresh23 and fresh10: docs/compat.md item 196). A card that
gives a change a pull request's or an issue's number the source writes
only for another change is reported; a faithful card's reference, moved
to another sentence of its bullet, given to two changes at once or written
in a clause of other words, stays grounded. The sources are short
changelogs written for the tests in the manner of the sets' documents."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

from anchorlint.text.reference_entries import card_references, given_another_change, reference_items

# One line per change, its pull request in a link at its end.
FLAT = (
    "## [Unreleased]\n\n### Addons\n\n"
    "* Drop the Widget dependency from Linker. ([@ana](https://example.org/ana) in "
    "[#4420](https://example.org/repo/pull/4420))\n"
    "* Fix the env flag not rewritten by bundlify. ([@bo](https://example.org/bo) in "
    "[#4411](https://example.org/repo/pull/4411))\n\n"
    "## 2.4.1 (May 2, 2021)\n\n"
    "* Fix `linker-fragment` to ship the bundlify rewrite. ([@bo](https://example.org/bo) in "
    "[#4411](https://example.org/repo/pull/4411))\n"
)
# Each change with its issue and pull request in nested items.
NESTED = (
    "3.1.1 - 2022-03-04\n==================\n\n### Fixes\n"
    "- Fix `language: rustlang` hooks with nested submodules\n"
    "    - #2290 issue by @kim.\n    - #2291 PR by @lee.\n\n"
    "3.1.0 - 2022-02-20\n==================\n\n### Fixes\n"
    "- Fix runs from worktrees of bare clones\n"
    "    - #2203 PR by @lee.\n    - #2202 issue by @max.\n"
)


@pytest.mark.parametrize(("point", "source", "expected"), [
    # Another change's reference, given to this change.
    ("The next addons release drops Linker's Widget dependency (#4411)", FLAT, ["4411"]),
    ("The next addons release drops Linker's Widget dependency (PR 4411)", FLAT, ["4411"]),
    ("3.1.1 只修了一件事：含子模組的 `language: rustlang` hook（#2203、#2291）", NESTED, ["2203"]),
    # The change's own reference; both of an item's references.
    ("The next addons release drops Linker's Widget dependency (#4420)", FLAT, []),
    ("3.1.1 只修了一件事：含子模組的 `language: rustlang` hook（#2290、#2291）", NESTED, []),
    # A reference moved to a sentence of its own, or given to two changes.
    ("Linker drops its Widget dependency. See #4420 for the details", FLAT, []),
    ("Linker drops its Widget dependency and bundlify now rewrites the env flag (#4411)", FLAT, []),
    # A clause in words the source does not use says nothing either way.
    ("附加元件不再依賴那個元件（#4411）", FLAT, []),
    # A reference the source writes in no list item is read as before.
    ("Linker drops its Widget dependency (#4411)", "Linker drops its Widget dependency.\n\nSee #4411.\n", []),
])
def test_a_reference_is_its_items(point, source, expected):
    assert missing(point, source) == expected


def test_references_are_read_with_the_clause_before_them():
    found = card_references("- Drops Widget (#4420), repairs bundlify (#4411); see GH-12 and issue #7")
    assert [(figure, words) for figure, _, words in found] == [
        ("4420", frozenset({"drop", "widget"})), ("4411", frozenset({"repair", "bundlify"})),
        ("12", frozenset({"see"}))]


def test_an_item_holds_its_nested_lines_and_no_link_target():
    items = reference_items(NESTED + "\n- A line with no reference\n")
    assert items[0] == (frozenset({"2290", "2291"}), frozenset(
        {"fix", "language", "rustlang", "hook", "nested", "submodule", "issue", "kim", "lee"}))
    assert len(items) == 2
    assert "example" not in reference_items(FLAT)[0][1]


def test_a_rival_item_must_share_two_words():
    items = (frozenset({"1"}), frozenset({"alpha"})), (frozenset({"2"}), frozenset({"beta", "gamma"}))
    assert given_another_change("1", frozenset({"beta", "gamma"}), items)
    assert not given_another_change("1", frozenset({"beta"}), items)
    assert not given_another_change("1", frozenset({"alpha", "beta", "gamma"}), items)
    assert not given_another_change("3", frozenset({"beta", "gamma"}), items)
