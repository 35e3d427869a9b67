"""``anchorlint calibrate`` end to end, and ``quotes.calibration`` in a run."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from anchorlint.calibration.artifact import binding
from anchorlint.policies import get_policy
from anchorlint.quotes.verify import verify_quote
from tests.calibration.test_ltt import brute_force

SOURCE = ("The plugin must work inside Logseq and nowhere else. Data is stored locally in the graph folder.\n"
          "Sync happens every night at midnight.\n")
# (quotation, faithful): slips that keep the meaning, and changes that do not
EXAMPLES = [
    ("The plugin must work inside Logseq and nowhere esle.", True),
    ("Data is stored localy in the graph folder.", True),
    ("Sync happens every night at midnight", True),
    ("The plugin must work inside Logsec and nowhere else.", True),
    ("Data is stored remotely in the graph folder.", False),
    ("Sync happens every day at noon.", False),
]


def write_set(path: Path, count: int, *, group=lambda i: f"doc{i}", source_path: str | None = None) -> None:
    lines = []
    for i in range(count):
        quotation, faithful = EXAMPLES[i % len(EXAMPLES)]
        record = {"quotation": quotation, "faithful": faithful, "group": group(i)}
        record.update({"source_path": source_path} if source_path else {"source": SOURCE})
        lines.append(json.dumps(record))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def test_threshold_matches_an_independent_computation(cli, tmp_path: Path) -> None:
    write_set(tmp_path / "lab.jsonl", 60)
    result = cli("calibrate", "lab.jsonl", "--alpha", "0.2", "--delta", "0.1", "-o", "cal.json", cwd=tmp_path)
    assert result.code == 0, result.err
    data = json.loads((tmp_path / "cal.json").read_text())
    scores = [verify_quote(q, SOURCE).score for i in range(60) for q, _ in [EXAMPLES[i % 6]]]
    labels = [EXAMPLES[i % 6][1] for i in range(60)]
    assert data["threshold"] == brute_force(scores, labels, 0.2, 0.1)
    assert data["certified"] is True and data["n"] == 60 and data["counts"]["groups"] == 60
    assert (data["alpha"], data["delta"]) == (0.2, 0.1)
    assert data["policy"] == "default" and data["policy_fingerprint"] == binding(get_policy("default").quotes)
    assert data["data_digest"].startswith("sha256:") and len(data["data_digest"]) == 71
    assert data["scorer"]["verifier_revision"] >= 1 and data["assumptions"]
    assert [r["score"] for r in data["records"]] == scores


def test_the_digest_depends_on_the_data_not_on_how_the_source_is_given(cli, tmp_path: Path) -> None:
    (tmp_path / "src.md").write_text(SOURCE, encoding="utf-8")
    write_set(tmp_path / "inline.jsonl", 60)
    write_set(tmp_path / "bypath.jsonl", 60, source_path="src.md")
    assert cli("calibrate", "inline.jsonl", "--alpha", "0.2", "-o", "a.json", cwd=tmp_path).code == 0
    assert cli("calibrate", "bypath.jsonl", "--alpha", "0.2", "-o", "b.json", cwd=tmp_path).code == 0
    a, b = (json.loads((tmp_path / name).read_text()) for name in ("a.json", "b.json"))
    assert a["data_digest"] == b["data_digest"] and a["threshold"] == b["threshold"]
    write_set(tmp_path / "inline.jsonl", 61)
    assert cli("calibrate", "inline.jsonl", "--alpha", "0.2", "-o", "c.json", cwd=tmp_path).code == 0
    assert json.loads((tmp_path / "c.json").read_text())["data_digest"] != a["data_digest"]


def test_nothing_certifiable_exits_1_and_writes_nothing(cli, tmp_path: Path) -> None:
    write_set(tmp_path / "lab.jsonl", 12)
    result = cli("calibrate", "lab.jsonl", "--alpha", "0.05", "-o", "cal.json", cwd=tmp_path)
    assert result.code == 1 and not (tmp_path / "cal.json").exists()
    assert len(result.err.strip().splitlines()) == 1 and "lab.jsonl" in result.err


def test_repeated_groups_are_refused_unless_allowed(cli, tmp_path: Path) -> None:
    write_set(tmp_path / "lab.jsonl", 120, group=lambda i: f"doc{i // 2}")
    refused = cli("calibrate", "lab.jsonl", "--alpha", "0.2", "-o", "cal.json", cwd=tmp_path)
    assert refused.code == 2 and not (tmp_path / "cal.json").exists()
    assert '"doc0"' in refused.err and "lines 1, 2" in refused.err and "Traceback" not in refused.err
    allowed = cli("calibrate", "lab.jsonl", "--alpha", "0.2", "--allow-dependent", "-o", "dep.json", cwd=tmp_path)
    assert allowed.code == 0
    dependent = json.loads((tmp_path / "dep.json").read_text())
    assert dependent["certified"] is False and dependent["n"] == 120
    assert any(item.startswith("UNCERTIFIED") for item in dependent["assumptions"])
    one = cli("calibrate", "lab.jsonl", "--alpha", "0.2", "--one-per-group", "-o", "one.json", cwd=tmp_path)
    assert one.code == 0
    single = json.loads((tmp_path / "one.json").read_text())
    assert single["certified"] is True and single["n"] == 60 and single["counts"]["unused_same_group"] == 60
    assert [r["line"] for r in single["records"]] == list(range(1, 121, 2))


@pytest.mark.parametrize(("line", "cause"), [
    ('{"quotation": "x", "source": "x", "faithful": "yes", "group": 1}', "faithful"),
    ('{"quotation": "x", "source": "x", "faithful": true}', "group"),
    ('{"quotation": "x", "faithful": true, "group": 1}', "source"),
    ('{"quotation": "x", "source_path": "../outside.md", "faithful": true, "group": 1}', "outside"),
    ("not json", "not JSON"),
])
def test_bad_records_name_the_file_and_line(cli, tmp_path: Path, line: str, cause: str) -> None:
    (tmp_path / "lab").mkdir()
    (tmp_path / "outside.md").write_text(SOURCE, encoding="utf-8")
    good = json.dumps({"quotation": "Sync happens", "source": SOURCE, "faithful": True, "group": 0})
    (tmp_path / "lab" / "lab.jsonl").write_text(good + "\n" + line + "\n", encoding="utf-8")
    result = cli("calibrate", "lab/lab.jsonl", "-o", "cal.json", cwd=tmp_path)
    assert result.code == 2 and not (tmp_path / "cal.json").exists()
    assert result.err.startswith("anchorlint: error: lab/lab.jsonl:2: ") and cause in result.err
    assert len(result.err.strip().splitlines()) == 1


NEAR_CARD = """---
gloss: test
source_path: src.md
---
## 摘要

> Data is stored localy in the graph folder.
"""


def _repo(tmp_path: Path, calibration: str | None) -> Path:
    repo = tmp_path / "repo"
    repo.mkdir(parents=True)
    (repo / ".git").mkdir()
    (repo / "src.md").write_text(SOURCE, encoding="utf-8")
    (repo / "card.md").write_text(NEAR_CARD, encoding="utf-8")
    if calibration:
        (repo / ".anchorlint.yaml").write_text(f"quotes:\n  calibration: {calibration}\n", encoding="utf-8")
    return repo


def _codes(cli, repo: Path) -> set[str]:
    result = cli("card.md", "--format", "json", "--select", "Q1,Q2", cwd=repo)
    return {f["code"] for entry in json.loads(result.out)["files"] for f in entry["findings"]}


def test_the_configured_calibration_sets_the_q2_threshold(cli, tmp_path: Path) -> None:
    score = verify_quote("Data is stored localy in the graph folder.", SOURCE).score
    assert _codes(cli, _repo(tmp_path / "a", None)) == {"Q2"}
    repo = _repo(tmp_path / "b", "cal.json")
    document = {"format": "anchorlint-calibration", "format_version": 1, "threshold": min(1.0, score + 0.01),
                "certified": True, "alpha": 0.05, "delta": 0.1, "n": 100, "policy": "default",
                "policy_fingerprint": binding(get_policy("default").quotes)}
    (repo / "cal.json").write_text(json.dumps(document), encoding="utf-8")
    assert _codes(cli, repo) == {"Q1"}  # the near miss is now below the calibrated floor
    shown = json.loads(cli("explain", "--format", "json", cwd=repo).out)["q2_threshold"]
    assert shown["value"] == document["threshold"] and "cal.json" in shown["origin"]
    text = cli("explain", "--lang", "en", cwd=repo).out
    assert f"  {document['threshold']!r}  (from calibration cal.json (certified" in text


def test_a_calibration_for_another_policy_is_refused(cli, tmp_path: Path) -> None:
    write_set(tmp_path / "lab.jsonl", 60)
    repo = _repo(tmp_path, "strict.json")
    made = cli("calibrate", str(tmp_path / "lab.jsonl"), "--alpha", "0.2", "--policy", "strict",
               "-o", str(repo / "strict.json"))
    assert made.code == 0
    for args in (("card.md",), ("explain",)):
        result = cli(*args, cwd=repo)
        assert result.code == 2 and result.out == ""
        lines = result.err.strip().splitlines()
        assert len(lines) == 1 and "strict.json" in lines[0] and "'strict'" in lines[0]


@pytest.mark.parametrize("content", ["not json", '{"format": "other"}',
                                     '{"format": "anchorlint-calibration", "format_version": 1, "threshold": 2}'])
def test_a_broken_calibration_file_is_one_line_exit_2(cli, tmp_path: Path, content: str) -> None:
    repo = _repo(tmp_path, "cal.json")
    (repo / "cal.json").write_text(content, encoding="utf-8")
    result = cli("card.md", cwd=repo)
    assert result.code == 2 and len(result.err.strip().splitlines()) == 1 and "cal.json" in result.err


def test_a_missing_calibration_file_is_exit_2(cli, tmp_path: Path) -> None:
    result = cli("card.md", cwd=_repo(tmp_path, "nowhere.json"))
    assert result.code == 2 and "nowhere.json" in result.err
