"""Issue 12: stitched quotations only in order and inside one paragraph (or
one table row); refused ones say where each fragment was found."""

from __future__ import annotations

from anchorlint.quotes.verify import verify_quote

PARAGRAPHS = (
    "Backups run nightly on every server.\n\n"
    "Restores are never tested by the operations team.\n\n"
    "The index on the primary node is rebuilt nightly, and it is the only source of truth."
)


def test_a_short_first_fragment_in_one_sentence() -> None:
    source = "Note. The index on the primary node is the only source of truth for replicas."
    cert = verify_quote("The index ... is the only source of truth", source)
    assert cert.grounded and cert.tier == "stitched"
    spans = [source[f.start : f.end] for f in cert.fragments]
    assert spans == ["The index", "is the only source of truth"]
    assert [(f.line, f.col, f.tier) for f in cert.fragments] == [(1, 7, "exact"), (1, 37, "exact")]


def test_fragments_from_different_paragraphs_are_refused() -> None:
    cert = verify_quote("Backups run nightly ... are never tested by the operations team", PARAGRAPHS)
    assert not cert.grounded and cert.tier == "none" and cert.reason == "apart"
    assert [(f.line, f.col) for f in cert.fragments] == [(1, 1), (3, 10)]


def test_fragments_out_of_order_are_refused_with_the_places() -> None:
    cert = verify_quote("it is the only source of truth ... The index on the primary node", PARAGRAPHS)
    assert not cert.grounded and cert.reason == "out-of-order"
    assert [f.line for f in cert.fragments] == [5, 5]
    assert cert.fragments[0].start > cert.fragments[1].start


def test_a_table_row_is_one_block() -> None:
    table = "| Windows | 30 days | weekly |\n| Linux | 90 days | daily |\n"
    assert verify_quote("Windows 30 days … weekly", table).grounded
    cert = verify_quote("Windows 30 days … daily", table)
    assert not cert.grounded and cert.reason == "apart"


def test_the_anchor_is_searched_past_a_failing_place() -> None:
    source = "The index is old.\n\nThe index was rebuilt, and it is the only source of truth."
    cert = verify_quote("The index … it is the only source of truth", source)
    assert cert.grounded and cert.fragments[0].start == source.index("The index was")


def test_an_elided_negation_is_refused() -> None:
    source = "We believe that we will not be able to compete effectively with larger firms."
    cert = verify_quote("We believe that we will … be able to compete effectively", source)
    assert not cert.grounded and cert.reason == "negation-elided"
    cert = verify_quote("We believe that we will not … compete effectively with larger firms", source)
    assert cert.grounded and cert.tier == "stitched"
