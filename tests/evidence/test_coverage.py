"""The evidence contract (C1) and ``anchorlint coverage`` on fixture repositories, exact counts."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

SOURCE = ("The plugin must work inside Logseq and nowhere else. Data is stored locally in the graph folder.\n"
          "Version 2.4 adds sync.\n")

# Line numbers matter: the claims are on lines 11, 13, 14, 15 and 25.
CARD = """---
gloss: a card
source_path: src.md
---
## 摘要

A summary.

## 重點

- 外掛只能在 Logseq 中使用
  > The plugin must work inside Logseq and nowhere else.
- 資料存放在本機
- 2.4 版新增同步
- Windows 也支援

## 實體

- Logseq

## 關聯

### 內文知識關係

- 外掛 → 運作於 → Logseq
"""


def make_repo(root: Path, config: str | None = None) -> Path:
    repo = root / "repo"
    (repo / ".git").mkdir(parents=True)
    (repo / "cards" / "sub").mkdir(parents=True)
    (repo / "cards" / "src.md").write_text(SOURCE, encoding="utf-8")
    (repo / "cards" / "sub" / "src.md").write_text(SOURCE, encoding="utf-8")
    (repo / "cards" / "a.md").write_text(CARD, encoding="utf-8")
    (repo / "cards" / "b.md").write_text(CARD.replace("gloss: a card\n", "gloss: a card\nevidence: none\n"),
                                         encoding="utf-8")
    unquoted = CARD.replace("  > The plugin must work inside Logseq and nowhere else.\n", "")
    (repo / "cards" / "sub" / "c.md").write_text(unquoted.replace("- Windows 也支援\n", ""), encoding="utf-8")
    if config:
        (repo / ".anchorlint.yaml").write_text(config, encoding="utf-8")
    return repo


def c1(cli, repo: Path, *paths: str) -> list[tuple[str, int, int]]:
    result = cli(*(paths or ("cards",)), "--format", "json", cwd=repo)
    return [(entry["path"], f["line"], f["col"]) for entry in json.loads(result.out)["files"]
            for f in entry["findings"] if f["code"] == "C1"]


def test_c1_is_off_unless_enabled(cli, tmp_path: Path) -> None:
    assert c1(cli, make_repo(tmp_path)) == []


def test_c1_reports_unsupported_claims(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path, "severity: {C1: soft}\n")
    # a.md: 11 quoted, 13 unsupported (CJK only), 14 anchored (2.4), 15 unsupported (Windows is not in
    # the source), 25 anchored (Logseq). b.md opted out. c.md: no quotation, so 11 is anchored (Logseq).
    assert c1(cli, repo) == [("cards/a.md", 13, 1), ("cards/a.md", 15, 1), ("cards/sub/c.md", 12, 1)]
    assert cli("cards/a.md", cwd=repo).code == 0  # soft
    assert cli("cards/a.md", "--strict", cwd=repo).code == 1


def test_coverage_json_is_exact(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    result = cli("coverage", "--format", "json", cwd=repo)
    assert result.code == 0, result.err
    data = json.loads(result.out)
    rows = {row["path"]: row for row in data["cards"] + data["folders"] + [data["repository"]]}
    counts = {path: (r["claims"], r["quoted"], r["data"], r["anchored"], r["unsupported"], r["opted_out"])
              for path, r in rows.items()}
    assert counts == {
        "cards/a.md": (5, 1, 0, 2, 2, 0),
        "cards/b.md": (5, 0, 0, 0, 0, 5),
        "cards/sub/c.md": (4, 0, 0, 3, 1, 0),
        "cards/": (10, 1, 0, 2, 2, 5),
        "cards/sub/": (4, 0, 0, 3, 1, 0),
        "(repository)": (14, 1, 0, 5, 3, 5),
    }
    assert rows["cards/a.md"]["coverage"] == 3 / 5 and rows["cards/b.md"]["coverage"] is None
    assert rows["(repository)"]["coverage"] == 6 / 9 and rows["(repository)"]["judged"] == 9
    assert rows["cards/"]["cards"] == 2 and rows["(repository)"]["cards"] == 3


def test_min_coverage_fails_below_and_passes_at_or_above(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    below = cli("coverage", "--min-coverage", "0.8", cwd=repo)
    assert below.code == 1 and "0.6667" in below.err
    assert cli("coverage", "--min-coverage", str(6 / 9), cwd=repo).code == 0
    assert cli("coverage", "cards/sub", "--min-coverage", "0.75", cwd=repo).code == 0
    assert cli("coverage", "--min-coverage", "1.5", cwd=repo).code == 2


def test_text_table_rows(cli, tmp_path: Path) -> None:
    out = cli("coverage", cwd=make_repo(tmp_path)).out
    lines = [line.split() for line in out.splitlines() if line.strip()]
    assert ["cards/a.md", "5", "1", "0", "2", "2", "0", "60.0%"] in lines
    assert ["cards/b.md", "5", "0", "0", "0", "0", "5", "-"] in lines
    assert ["(repository)", "14", "1", "0", "5", "3", "5", "66.7%"] in lines


def test_per_path_opt_out_is_counted(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path, 'per_path:\n  "cards/sub/**":\n    rules: {C1: {evidence: none}}\n')
    data = json.loads(cli("coverage", "--format", "json", cwd=repo).out)
    sub = next(row for row in data["cards"] if row["path"] == "cards/sub/c.md")
    assert (sub["claims"], sub["opted_out"], sub["coverage"]) == (4, 4, None)
    assert data["repository"]["opted_out"] == 9 and data["repository"]["coverage"] == 3 / 5


@pytest.mark.parametrize("config", [
    "ignore: [C1]\n",
    'severity: {C1: "off"}\n',
    'per_path:\n  "cards/**":\n    ignore: [C1, H7]\n',
    'per_path:\n  "cards/sub/**":\n    severity: {C1: "off"}\n',
])
def test_hiding_c1_from_checks_does_not_change_what_coverage_counts(cli, tmp_path: Path, config: str) -> None:
    """Only ``evidence: none`` takes claims out of the contract, and it is counted."""
    repo = make_repo(tmp_path, config)
    repository = json.loads(cli("coverage", "--format", "json", cwd=repo).out)["repository"]
    assert (repository["claims"], repository["unsupported"], repository["opted_out"]) == (14, 3, 5)
    assert cli("coverage", "--min-coverage", "0.8", cwd=repo).code == 1


def test_a_quotation_supports_only_the_claim_whose_block_holds_it(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path, "severity: {C1: soft}\n")
    text = CARD.replace("- 資料存放在本機\n", "- 資料存放在本機\n\n  > Data is stored locally in the graph folder.\n")
    text = text.replace("- Windows 也支援\n", "- Windows 也支援\n> Windows is supported everywhere.\n")
    (repo / "cards" / "a.md").write_text(text, encoding="utf-8")
    # 13 is now quoted (after a blank line); the ungrounded quotation under "Windows" (now line 17) supports nothing
    assert [line for path, line, _ in c1(cli, repo, "cards/a.md")] == [17]


def test_a_claim_citing_a_data_claim_is_data(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    (repo / "cards" / "d.csv").write_text("x\n1\n2\n", encoding="utf-8")
    digest = hashlib.sha256((repo / "cards" / "d.csv").read_bytes()).hexdigest()
    data = (f"data:\n  - id: d\n    path: d.csv\n    sha256: {digest}\nclaims:\n  - text: 平均值 1.5\n"
            "    dataset: d\n    derive: mean:x\n    value: 1.5\n")
    text = CARD.replace("source_path: src.md\n", "source_path: src.md\n" + data)
    text = text.replace("- 資料存放在本機\n", "- 平均值是 1.5\n")
    (repo / "cards" / "a.md").write_text(text, encoding="utf-8")
    rows = json.loads(cli("coverage", "cards/a.md", "--format", "json", cwd=repo).out)["cards"]
    assert (rows[0]["data"], rows[0]["unsupported"]) == (1, 1)


def test_without_a_source_nothing_is_quoted_or_anchored(cli, tmp_path: Path) -> None:
    repo = make_repo(tmp_path)
    (repo / "cards" / "src.md").unlink()
    rows = json.loads(cli("coverage", "cards/a.md", "--format", "json", cwd=repo).out)["cards"]
    assert (rows[0]["claims"], rows[0]["unsupported"]) == (5, 5)


@pytest.mark.parametrize("value", ["none", '"none"', "'none'  # no quotes here"])
def test_frontmatter_opt_out_forms(cli, tmp_path: Path, value: str) -> None:
    repo = make_repo(tmp_path)
    (repo / "cards" / "a.md").write_text(CARD.replace("gloss: a card\n", f"gloss: a card\nevidence: {value}\n"),
                                         encoding="utf-8")
    rows = json.loads(cli("coverage", "cards/a.md", "--format", "json", cwd=repo).out)["cards"]
    assert rows[0]["opted_out"] == 5
