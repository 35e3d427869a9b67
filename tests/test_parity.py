"""Parity with the Go original on a generated corpus, card by card.

Regenerates ../shared/bench's seed-1 corpus, runs the CLI over it in --compat
and default mode. --compat must equal the Go golden in every grounding field
(order included). The default mode equals the default golden in claims,
source units and inflation; its anchors differ from Go's by design, and only
where the generator's labels explain it: every invention caught (including
those Go cannot see: inside a longer token, in the gloss), the ``v``-prefix
drifts forgiven, and nothing else reported.
"""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from conftest import SHARED, needs_shared

pytestmark = needs_shared
SEED1_DIGEST = "fed8ad91d7fc504959946959dae33682a838a67c3cb4d3d2caba6b892811c6b2"
FIELDS = ("ungrounded", "claims", "src_units", "inflated")


@pytest.fixture(scope="session")
def seed1(tmp_path_factory):
    out = tmp_path_factory.mktemp("corpus") / "seed1"
    gen = SHARED / "bench" / "gen_corpus.py"
    subprocess.run([sys.executable, str(gen), str(out), "--seed", "1", "--cards", "2000"],
                   check=True, capture_output=True)
    digest = subprocess.run([sys.executable, str(gen), "--digest", str(out)],
                            check=True, capture_output=True, text=True).stdout.strip()
    assert digest == SEED1_DIGEST
    return out


def golden(name: str) -> dict[str, dict]:
    lines = (SHARED / "bench" / name).read_text(encoding="utf-8").splitlines()
    return {row["card"]: row for row in map(json.loads, lines)}


def run_json(cli, corpus, *flags) -> dict[str, dict]:
    result = cli(*flags, "--format", "json", ".", cwd=corpus)
    assert result.code in (0, 1), result.err
    return {entry["path"]: entry for entry in json.loads(result.out)["files"]}


@pytest.mark.parametrize("flags, golden_name", [(["--compat"], "golden-seed1-2000.jsonl")])
def test_grounding_parity(cli, seed1, flags, golden_name):
    expected = golden(golden_name)
    got = run_json(cli, seed1, *flags)
    assert set(got) == set(expected)
    mismatches = [
        card for card, row in expected.items()
        if {k: got[card]["grounding"][k] for k in FIELDS} != {k: row[k] for k in FIELDS}
    ]
    assert mismatches == []


COUNTS = ("claims", "src_units", "inflated")
INVENTED = ("fabricated", "fabricated_masked", "fabricated_hidden")


def labels(corpus) -> dict[str, dict]:
    rows = (corpus / "labels.jsonl").read_text(encoding="utf-8").splitlines()
    return {row["card"]: row for row in map(json.loads, rows)}


def _names(anchor: dict) -> set[str]:
    """What a reported anchor may be called in the labels (folded, with and
    without its ``v``)."""
    text = anchor["text"].lower().replace("％", "%")
    return {text, anchor["key"], "v" + anchor["key"]}


def label_differences(got: dict[str, dict], expected: dict[str, dict], labelled: dict[str, dict]) -> list:
    """Every departure of the default mode's anchors that the labels do not
    explain, as (card, what, anchor) rows."""
    unexplained = []
    for card, row in expected.items():
        grounding = got[card]["grounding"]
        assert {k: grounding[k] for k in COUNTS} == {k: row[k] for k in COUNTS}, card
        reported = [a for a in grounding.get("anchors", []) if not a["grounded"]]
        names = set().union(*map(_names, reported)) if reported else set()
        label = labelled[card]
        invented = [a for kind in INVENTED for a in label[kind]]
        drifts = set(label["incidental"])
        for anchor in invented:
            if anchor not in names:
                unexplained.append((card, "missed", anchor))
        for anchor in reported:
            if not _names(anchor) & (set(invented) | drifts):
                unexplained.append((card, "reported", anchor["text"]))
            elif _names(anchor) & {d for d in drifts if d[:1] == "v" and d[1:2].isdigit()}:
                unexplained.append((card, "v-prefix drift reported", anchor["text"]))
        for anchor in row["ungrounded"]:  # Go's: gone only when forgiven
            if anchor not in names and anchor not in drifts:
                unexplained.append((card, "Go's anchor dropped", anchor))
    return unexplained


def test_default_anchors_differ_from_go_only_where_the_labels_say(cli, seed1):
    expected = golden("golden-seed1-2000.default.jsonl")
    got = run_json(cli, seed1)
    assert set(got) == set(expected)
    assert label_differences(got, expected, labels(seed1)) == []


def _codes(codes: list[str]) -> list[str]:
    # Go reports H5 and H7 once per card; anchorlint reports each secret kind
    # and each anchor at its own line. Compare the set for those two codes.
    return sorted(set(c for c in codes if c in ("H5", "H7"))) + sorted(
        c for c in codes if c not in ("H5", "H7")
    )


def test_compat_rule_verdicts_match_go(cli, seed1):
    """Beyond the grounding fields: --compat gives the Go original's hard and
    soft codes (H1-H8) on every card."""
    expected = golden("golden-seed1-2000.jsonl")
    got = run_json(cli, seed1, "--compat")
    for card, row in expected.items():
        findings = got[card]["findings"]
        hard = _codes([f["code"] for f in findings if f["severity"] == "hard"])
        soft = _codes([f["code"] for f in findings if f["severity"] == "soft"])
        assert (hard, soft) == (_codes(row["hard"]), _codes(row["soft"])), card


def test_default_rule_verdicts_differ_from_go_only_where_documented(cli, seed1):
    """Default mode departs from Go's codes only by H6 (the relative length cap
    replaced), S3 (undecodable sources), H2 on cards with an empty gloss, and
    H7 (checked against the labels above)."""
    expected = golden("golden-seed1-2000.default.jsonl")
    got = run_json(cli, seed1)
    empty_gloss = {card for card in expected
                   if "\ngloss: \n" in (seed1 / card).read_text(encoding="utf-8", errors="replace")}
    assert len(empty_gloss) == 4
    for card, row in expected.items():
        codes = [f["code"] for f in got[card]["findings"] if f["code"] not in ("H6", "S3", "H7")]
        if card in empty_gloss:
            assert [f for f in got[card]["findings"] if f["code"] == "H2"][0]["severity"] == "hard"
            codes = [c for c in codes if c != "H2"]
        assert _codes(codes) == _codes([c for c in row["hard"] + row["soft"] if c not in ("H6", "H7")]), card


def test_parity_holds_for_every_jobs_value_and_with_the_cache_cold_and_warm(cli, seed1, tmp_path):
    """The same document, and so the same parity, in-process, with workers,
    and from a cold and a warm cache (the corpus is copied: the cache is
    written at its root)."""
    import shutil

    corpus = tmp_path / "corpus"
    shutil.copytree(seed1, corpus)
    expected = golden("golden-seed1-2000.default.jsonl")

    def document(*flags: str, cache: bool) -> dict:
        env = {"ANCHORLINT_NO_CACHE": "0" if cache else "1"}
        result = cli(*flags, "--format", "json", ".", cwd=corpus, env=env)
        return json.loads(result.out)

    runs = [
        document("--jobs", "1", cache=False),
        document("--jobs", "2", cache=False),
        document("--jobs", "2", cache=True),  # cold: writes the cache
        document("--jobs", "1", cache=True),  # warm: reads it
    ]
    assert (corpus / ".anchorlint_cache").is_dir()
    for doc in runs[1:]:
        assert doc == runs[0]
    got = {entry["path"]: entry for entry in runs[0]["files"]}
    assert label_differences(got, expected, labels(corpus)) == []
