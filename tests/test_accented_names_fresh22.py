"""A name is the same name with or without its letters' accents and strokes
(issue 11, evaluation/fresh22; docs/compat.md item 186). A faithful card
writes the maintainer's name as he writes it, `Bjørn`, where the source
gives only his address, `bjorn.erik.pedersen@…`; a card without accents
names a person the source writes with them. Letters Unicode does not
decompose (ø, æ, ß, ł) are folded by a table. The sources are short
excerpts written for the tests."""

from __future__ import annotations

import pytest

from conftest import ungrounded_point as missing

POLICY = ("Please report security issues to **[bjorn.erik.pedersen@example.com]"
          "(mailto:bjorn.erik.pedersen@example.com)**. You will get an answer within 48 hours.\n")
CREDITS = "Thanks to José Valim, Łukasz Langa and Søren for their reviews.\n"


@pytest.mark.parametrize(("point", "source", "expected"), [
    ("Reports go to Bjørn Erik Pedersen", POLICY, []),
    ("回報寄給 Bjørn Erik Pedersen", POLICY, []),
    ("Reviews by Jose Valim, Lukasz Langa and Soren", CREDITS, []),
    ("Reviews by José Valim and Łukasz Langa", CREDITS, []),
    # Another name, accented or not, stays reported.
    ("Reports go to Bjørn Hansen", POLICY, ["Hansen"]),
    ("Reviews by Josef Valim", CREDITS, ["Josef"]),
    ("Reviews by Jörg Valim", CREDITS, ["Jörg"]),
])
def test_a_name_without_its_accents_is_the_same_name(point, source, expected):
    assert missing(point, source) == expected
