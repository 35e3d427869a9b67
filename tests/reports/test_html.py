"""--format html: a self-contained page that escapes what it shows; opened in
a real headless Chromium (skipped when none is installed), its highlights
and links are checked against the JSON report."""

from __future__ import annotations

import html
import io
import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path

import pytest

from conftest import FIXTURES, card_text, write

INCIDENT = FIXTURES / "incident-2026-08-16"
CHROMIUM = next((shutil.which(name) for name in ("chromium", "chromium-browser", "google-chrome") if shutil.which(name)), None)
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="no Chromium installed")

HOSTILE = "<script>document.body.setAttribute('data-pwned','1')</script><img src=x onerror=\"document.body.setAttribute('data-pwned','2')\">"
SOURCE = "Kafka and Redis sync every 15 minutes.\n\nThe broker keeps seven days of logs.\n"
QUOTED_CARD = card_text("source_path: s.md\n").replace(
    "## 重點\n", "## 重點\n> The broker keeps seven days of logs.\n\n> The broker deletes logs daily.\n\n")


def report(cli, *args, cwd) -> tuple[str, dict]:
    out = Path(cwd) / "report.html"
    result = cli("--format", "html", "-o", out, *args, cwd=cwd)
    assert result.code in (0, 1), result.err
    doc = json.loads(cli("--format", "json", *args, cwd=cwd).out)
    return out.read_text("utf-8"), doc


class Tags(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, dict]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append((tag, dict(attrs)))


def test_self_contained_and_escaped(cli, repo):
    write(repo / "s.md", SOURCE)
    write(repo / "c.md", card_text("source_path: s.md\n").replace("摘要。", f"摘要。{HOSTILE}"))
    page, _ = report(cli, "c.md", cwd=repo)
    parser = Tags()
    parser.feed(page)
    tags = {tag for tag, _ in parser.tags}
    assert "link" not in tags and "img" not in tags and "iframe" not in tags
    assert not any("src" in attrs or "href" in attrs for _, attrs in parser.tags)  # nothing loaded from anywhere
    assert [attrs.get("type") for tag, attrs in parser.tags if tag == "script"].count(None) == 1  # only the page's own
    assert "<script>document" not in page and "\\u003cscript\\u003e" in page
    assert "default-src 'none'" in page  # the browser itself refuses any network access


def dom(page: Path, fragment: str, tmp_path: Path) -> str:
    profile = tmp_path / "chromium-profile"
    done = subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={profile}",
         "--dump-dom", page.as_uri() + fragment],
        capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def card_number(page: str, path: str) -> int:
    index = json.loads(re.search(r'id="index-data">(.*?)</script>', page).group(1))
    return [card[0] for card in index["cards"]].index(path)


def marks(dom_text: str, kind: str) -> list[tuple[int, int, str]]:
    """(card line, column, text shown) of each highlighted anchor of a kind."""
    out = []
    for line, body in re.findall(r'<div class="line[^"]*" id="card-L(\d+)">(.*?)</div>', dom_text):
        out += [(int(line), int(col), text) for col, text in
                re.findall(rf'class="anchor {kind}"[^>]*data-col="(\d+)">([^<]*)<', body)]
    return out


@needs_chromium
def test_highlights_and_links_match_the_json_report(cli, tmp_path):
    page_path = tmp_path / "r.html"
    cli("--format", "html", "-o", page_path, INCIDENT, cwd=FIXTURES.parent)
    doc = json.loads(cli("--format", "json", INCIDENT, cwd=FIXTURES.parent).out)
    page = page_path.read_text("utf-8")
    for entry in doc["files"]:
        if entry["grounding"] is None:
            continue
        shown = dom(page_path, f"#card-{card_number(page, entry['path'])}", tmp_path)
        h7 = [(f["line"], f["col"]) for f in entry["findings"] if f["code"] == "H7"]
        red = marks(shown, "ungrounded")
        assert sorted((line, col) for line, col, _ in red) == sorted(h7)  # each H7 finding, at its place
        quoted = sorted(f["message"].split("'")[1].lower() for f in entry["findings"] if f["code"] == "H7")
        assert sorted(text.lower() for *_, text in red) == quoted
        # every grounded anchor links to its first occurrence, highlighted in the source pane
        links = re.findall(r'<a class="anchor grounded" href="#(src-a\d+)"[^>]*data-anchor="([^"]*)"[^>]*>([^<]*)</a>', shown)
        assert links or entry["path"].endswith("paraphrase.md")
        for target, anchor, text in links:
            source_mark = re.search(rf'<span class="anchor src" id="{target}" data-anchor="([^"]*)">([^<]*)</span>', shown)
            assert source_mark and source_mark.group(1) == anchor and text.lower() == anchor.lower()
    fabricated = dom(page_path, f"#card-{card_number(page, 'fixtures/incident-2026-08-16/cards/fabricated.md')}", tmp_path)
    assert "H8: 8 claims" in fabricated and "against 2 source units" in fabricated
    assert len(re.findall(r'class="line claim', fabricated)) == 8
    assert {a.lower() for a in re.findall(r'data-anchor="([^"]*)"[^>]*>[^<]*</a>', fabricated)} == {
        "logseq", "constitution.md"}


@needs_chromium
def test_quotations_link_to_their_source_span(cli, repo, tmp_path):
    write(repo / "s.md", SOURCE)
    write(repo / "c.md", QUOTED_CARD)
    page, doc = report(cli, "c.md", cwd=repo)
    quotations = doc["files"][0]["quotations"]
    shown = dom(repo / "report.html", "#card-0", tmp_path)
    found = [q for q in quotations if q["grounded"]]
    assert found and all(f'href="#src-L{q["source_line"]}"' in shown for q in found)
    assert f'id="src-L{found[0]["source_line"]}"' in shown
    assert shown.count('class="quote missing"') == len(quotations) - len(found) == 1


@needs_chromium
def test_a_card_holding_script_is_shown_as_text(cli, repo, tmp_path):
    write(repo / "s.md", SOURCE)
    write(repo / "c.md", card_text("source_path: s.md\n").replace("摘要。", f"摘要。{HOSTILE}"))
    report(cli, "c.md", cwd=repo)
    shown = dom(repo / "report.html", "#card-0", tmp_path)
    assert "data-pwned" not in re.search(r"<body[^>]*>", shown).group(0)
    line = re.search(r'id="card-L8">(.*?)</div>', shown).group(1)
    assert html.unescape(re.sub(r"<[^>]+>", "", line)) == f"8摘要。{HOSTILE}"  # the card's text, as text
    assert "<img" not in shown and "<script>document" not in shown


@needs_chromium
def test_index_lists_every_card_sorted_by_findings(cli, tmp_path):
    page_path = tmp_path / "r.html"
    cli("--format", "html", "-o", page_path, INCIDENT, cwd=FIXTURES.parent)
    shown = dom(page_path, "", tmp_path)
    rows = re.findall(r'<tr data-codes="([^"]*)"><td><a href="#card-(\d+)">([^<]*)</a></td><td class="count">(\d+)</td>', shown)
    assert [int(count) for *_, count in rows] == sorted((int(count) for *_, count in rows), reverse=True)
    assert rows[0][2] == "fixtures/incident-2026-08-16/cards/fabricated.md" and rows[0][0] == " H7 H8 "
    assert len(rows) == len(list((INCIDENT / "cards").glob("*.md")))


def test_json_blocks_cannot_end_their_script():
    from anchorlint.reporters.html import _json_block

    block = _json_block("x", {"t": "</script><b>&\u2028\u2029"})
    assert block.count("</script>") == 1 and block.endswith("</script>\n")
    assert json.loads(block[block.index(">") + 1 : block.rindex("</script>")]) == {"t": "</script><b>&\u2028\u2029"}
    assert "\u2028" not in block and "\u2029" not in block


def evidence_cells(row_html: str) -> dict[str, str]:
    return dict(re.findall(r'<td class="count ev" data-kind="([a-z_]+)">([^<]*)</td>', row_html))


def as_shown(row: dict) -> dict[str, str]:
    """A row of ``anchorlint coverage --format json`` as the page shows it."""
    shown = {kind: str(row[kind]) for kind in ("claims", "quoted", "data", "anchored", "unsupported", "opted_out")}
    return {**shown, "coverage": "-" if row["coverage"] is None else f"{row['coverage'] * 100:.1f}%"}


@needs_chromium
def test_coverage_section_matches_the_coverage_command(cli, tmp_path):
    from evidence.test_coverage import make_repo

    repo = make_repo(tmp_path)  # quoted, anchored and unsupported claims; one card opted out
    assert cli("--format", "html", "-o", "r.html", "cards", cwd=repo).code == 0
    expected = json.loads(cli("coverage", "cards", "--format", "json", cwd=repo).out)
    shown = dom(repo / "r.html", "", tmp_path)
    section = re.search(r'<section id="coverage" class="">(.*?)</section>', shown).group(1)
    rows = re.findall(r'<tr class="(folder|repository)"><td>([^<]*)</td><td class="count">(\d+)</td>(.*?)</tr>',
                      section)
    wanted = [("folder", r) for r in expected["folders"]] + [("repository", expected["repository"])]
    assert [(kind, name, int(cards)) for kind, name, cards, _ in rows] == [
        (kind, r["path"], r["cards"]) for kind, r in wanted]
    assert [evidence_cells(cells) for *_, cells in rows] == [as_shown(r) for _, r in wanted]
    assert evidence_cells(rows[-1][3]) == {"claims": "14", "quoted": "1", "data": "0", "anchored": "5",
                                           "unsupported": "3", "opted_out": "5", "coverage": "66.7%"}
    cards = dict(re.findall(r'<tr data-codes="[^"]*"><td><a href="#card-\d+">([^<]*)</a></td>(.*?)</tr>', shown))
    assert {path: evidence_cells(cells) for path, cells in cards.items()} == {
        r["path"]: as_shown(r) for r in expected["cards"]}
    page = (repo / "r.html").read_text("utf-8")
    opened = dom(repo / "r.html", f"#card-{card_number(page, 'cards/a.md')}", tmp_path)
    assert re.search(r'<p class="evidence">([^<]*)</p>', opened).group(1) == (
        "Evidence: 5 claims: 1 quoted, 0 data, 2 anchored, 2 unsupported, 0 opted out; coverage 60.0%")


def test_coverage_section_only_with_a_coverage(tmp_path):
    """A library caller without a coverage gets the page without the section's data."""
    from anchorlint.reporters import ReportOptions
    from anchorlint.reporters.html import write
    from anchorlint.run.results import RunResult

    out = io.StringIO()
    write(RunResult(), ReportOptions(), out)
    index = json.loads(re.search(r'id="index-data">(.*?)</script>', out.getvalue()).group(1))
    assert index["coverage"] is None and index["cards"] == []


@pytest.mark.parametrize("flags", [[], ["--compat"], ["--select", "H7"], ["--ignore", "C1"]])
def test_coverage_data_is_the_coverage_commands_whatever_the_check_runs(cli, tmp_path, flags):
    """The page's rows are ``anchorlint coverage``'s, also when the check
    itself runs without C1 or in the Go original's mode."""
    from evidence.test_coverage import make_repo

    repo = make_repo(tmp_path)
    cli("--format", "html", "-o", "r.html", *flags, "cards", cwd=repo)
    index = json.loads(re.search(r'id="index-data">(.*?)</script>', (repo / "r.html").read_text("utf-8")).group(1))
    expected = json.loads(cli("coverage", "cards", "--format", "json", cwd=repo).out)
    kinds = index["coverage"]["kinds"]
    rows = [[kind, name, cards, claims, *(r[k] for k in kinds)] for kind, r in
            [("folder", r) for r in expected["folders"]] + [("repository", expected["repository"])]
            for name, cards, claims in [(r["path"], r["cards"], r["claims"])]]
    assert [row[:-1] for row in index["coverage"]["rows"]] == rows
    assert {card[0]: card[5][2:8] for card in index["cards"]} == {
        r["path"]: [r["claims"], *(r[k] for k in kinds)] for r in expected["cards"]}
