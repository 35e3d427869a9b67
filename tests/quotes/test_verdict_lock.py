"""Verdicts are bound to ``VERIFIER_REVISION``: a change of any quotation
verdict (tier, span, score, guard, near miss, fragments, reason) under an
unchanged policy must come with a bump of the revision, since policy
fingerprints, calibration files and the run cache trust it.

The lock (``verdict_lock.json`` here) holds a digest of every certificate
for a fixed set of quotations (the benchmark's case set, plus seeded cuts
and alterations of its sources and of the test sources) under each shipped
policy, and the revision it was taken at. When the digest changes, the test
fails; re-lock with

    python -m tests.quotes.test_verdict_lock --write

which refuses to record a new digest under the revision of the old one.
Verdicts also depend on the Unicode database, so the digest is kept per
Unicode version and the test is skipped on a Python whose version the lock
does not hold.
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest

from anchorlint.policies import POLICIES, model
from anchorlint.quotes.verify import verify_quote
from anchorlint.quotes.view import SourceView
from tests.quotes.conftest import CHINESE_SOURCE, PDF_SOURCE

LOCK = Path(__file__).with_name("verdict_lock.json")
CASES = Path(__file__).resolve().parents[2] / "benchmarks" / "data" / "quote_cases.jsonl"
_NOISE = ("é", "ﬁ", "-\n", "|", " … ", "\n", "1", "0", "not ", "US")


def _alter(rnd: random.Random, text: str) -> str:
    """One seeded change of the kinds the verifier must tell apart."""
    roll = rnd.randrange(8)
    if roll == 0 or len(text) < 4:
        return text
    if roll == 1:
        return text.upper() if rnd.random() < 0.5 else text.lower()
    cut = rnd.randrange(1, len(text) - 1)
    if roll == 2:
        return text[:cut] + text[cut + 1 :]
    if roll == 3:
        return text[:cut] + rnd.choice(_NOISE) + text[cut:]
    if roll == 4:
        return " ".join(text.split())
    if roll == 5:
        return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
    if roll == 6:
        return text[:cut] + " ... " + text[min(len(text), cut + rnd.randrange(1, 40)) :]
    return text.replace("-\n", "").replace("\n", " ")


def quotations() -> Iterator[tuple[str, str]]:
    """(source, quotation) pairs, always the same ones."""
    rows = [json.loads(line) for line in CASES.read_text(encoding="utf-8").splitlines() if line.strip()]
    sources = list(dict.fromkeys([row["source"] for row in rows] + [PDF_SOURCE, CHINESE_SOURCE]))
    for row in rows:
        yield row["source"], row["quote"]
    rnd = random.Random(12)
    for source in sources:
        for _ in range(6):
            start = rnd.randrange(len(source))
            yield source, _alter(rnd, source[start : start + rnd.randint(3, 120)])


def digest() -> tuple[str, int]:
    """sha256 of every certificate under every shipped policy, and their count."""
    sha = hashlib.sha256()
    count = 0
    for name, policy in POLICIES.items():
        views: dict[str, SourceView] = {}
        for source, quote in quotations():
            view = views.setdefault(source, SourceView(source))
            record = [name, quote, verify_quote(quote, view, policy.quotes).as_dict()]
            sha.update(json.dumps(record, sort_keys=True, ensure_ascii=False).encode("utf-8") + b"\n")
            count += 1
    return sha.hexdigest(), count


def _lock() -> dict:
    return json.loads(LOCK.read_text(encoding="utf-8"))


def test_verdicts_are_those_locked_for_this_revision() -> None:
    lock = _lock()
    locked = lock["digests"].get(unicodedata.unidata_version)
    if locked is None:
        pytest.skip(f"no verdicts locked for Unicode {unicodedata.unidata_version}")
    found, count = digest()
    assert count == lock["certificates"]
    if found != locked:
        bump = "" if model.VERIFIER_REVISION > lock["verifier_revision"] else (
            "bump VERIFIER_REVISION (anchorlint/policies/model.py), then "
        )
        pytest.fail(f"quotation verdicts changed: {bump}re-lock (python -m tests.quotes.test_verdict_lock --write)")
    assert model.VERIFIER_REVISION == lock["verifier_revision"], "the revision moved: re-lock to record it"


def test_the_lock_refuses_new_verdicts_under_an_old_revision(monkeypatch: pytest.MonkeyPatch) -> None:
    lock = _lock()
    with pytest.raises(SystemExit, match="bump"):
        write(lock, "0" * 64, lock["certificates"], dry_run=True)
    monkeypatch.setattr(model, "VERIFIER_REVISION", lock["verifier_revision"] + 1)
    assert write(lock, "0" * 64, lock["certificates"], dry_run=True)["verifier_revision"] == lock["verifier_revision"] + 1


def test_the_run_cache_is_bound_to_the_revision(tmp_path: Path) -> None:
    from anchorlint.run import cache

    assert f"/v{model.VERIFIER_REVISION}/" in cache._MAGIC
    path = tmp_path / "results.bin"
    cache.write_cache_file(path, cache._MAGIC, {"card.md": ()})
    assert cache.read_cache_file(path, cache._MAGIC) == {"card.md": ()}
    older = cache._MAGIC.replace(f"/v{model.VERIFIER_REVISION}/", f"/v{model.VERIFIER_REVISION - 1}/")
    assert cache.read_cache_file(path, older) is None


def write(lock: dict, found: str, count: int, *, dry_run: bool = False) -> dict:
    """The lock recording ``found`` at the current revision (written unless
    ``dry_run``); exits when the verdicts changed under an unchanged revision."""
    locked = lock.get("digests", {}).get(unicodedata.unidata_version)
    if locked not in (None, found) and model.VERIFIER_REVISION <= lock["verifier_revision"]:
        raise SystemExit("verdicts changed: bump VERIFIER_REVISION (anchorlint/policies/model.py) before re-locking")
    same = model.VERIFIER_REVISION == lock.get("verifier_revision") and locked in (None, found)
    digests = lock["digests"] if same else {}  # other Unicode versions' digests are stale otherwise
    new = {
        "verifier_revision": model.VERIFIER_REVISION,
        "certificates": count,
        "digests": {**digests, unicodedata.unidata_version: found},
    }
    if not dry_run:
        LOCK.write_text(json.dumps(new, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return new


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python -m tests.quotes.test_verdict_lock --write")
    print(write(_lock() if LOCK.exists() else {}, *digest()))
