"""A changed source re-checks its cards: a source named on the command line
(as pre-commit names changed files) brings the cards citing it into the run,
found through the manifest, frontmatter source_path and ### 出處 references,
by an index kept in the cache and refreshed from file stamps."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from conftest import card_text, write

from anchorlint.files import citations, discovery

SOURCE = "Kafka and Redis, every 15 minutes.\n"
CACHE = {"ANCHORLINT_NO_CACHE": "0"}


def checked(cli, *args: object, cwd: Path, env: dict | None = None) -> dict[str, list[str]]:
    """Card -> codes of its findings, for every card the run checked."""
    result = cli("--format", "json", *args, cwd=cwd, env=env)
    assert result.code in (0, 1), result.err
    return {entry["path"]: [f["code"] for f in entry["findings"]] for entry in json.loads(result.out)["files"]}


@pytest.fixture
def kb(repo):
    """Cards citing notes/sync.txt in each of the three ways, plus an unrelated card."""
    write(repo / "notes" / "sync.txt", SOURCE)
    write(repo / "notes" / "other.md", "Something else entirely.\n")
    write(repo / "wiki" / "front.md", card_text("source_path: ../notes/sync.txt\n"))
    write(repo / "wiki" / "prov.md", card_text(provenance="- `../notes/sync.txt` >> 提及 >> 同步"))
    write(repo / "lib" / "wiki" / "library.md", card_text(provenance="- `kb/notes/sync.txt` >> 提及 >> 同步"))
    write(repo / "wiki" / "listed.md", card_text())
    write(repo / "wiki" / "unrelated.md", card_text("source_path: ../notes/other.md\n"))
    write(repo / ".wiki" / "manifest.json", json.dumps(
        {"docs": [{"node": "notes", "path": "sync.txt", "cards": ["wiki/listed.md"]}]}))
    return repo


CITING = {"wiki/front.md", "wiki/prov.md", "wiki/listed.md", "lib/wiki/library.md"}


@pytest.mark.parametrize("env", [None, CACHE], ids=["no-cache", "cache"])
def test_a_named_source_brings_every_card_citing_it(cli, kb, env):
    assert set(checked(cli, "notes/sync.txt", cwd=kb, env=env)) == CITING
    write(kb / "notes" / "sync.txt", SOURCE.replace("15", "10"))
    cards = checked(cli, "notes/sync.txt", cwd=kb, env=env)
    assert set(cards) == CITING and all("H7" in codes for codes in cards.values())


def test_the_strict_run_fails_on_a_card_its_changed_source_no_longer_grounds(cli, kb):
    assert cli("--strict", "--select", "H7", "notes/sync.txt", cwd=kb).code == 0
    write(kb / "notes" / "sync.txt", SOURCE.replace("15", "10"))
    result = cli("--strict", "--select", "H7", "notes/sync.txt", cwd=kb)
    assert result.code == 1
    assert result.out.splitlines()[-1].startswith("4 cards checked, 4 with findings")


def test_a_markdown_source_is_followed_too_and_the_skip_says_why(cli, kb):
    write(kb / "wiki" / "unrelated.md", card_text("source_path: ../notes/other.md\n"))
    assert set(checked(cli, "notes/other.md", cwd=kb)) == {"wiki/unrelated.md"}
    err = cli("-v", "notes/other.md", "notes/sync.txt", cwd=kb).err
    assert "skipped notes/other.md: not a card; the source of 1 cards, checked too" in err
    assert "skipped notes/sync.txt: not a card; the source of 4 cards, checked too" in err


def test_a_source_type_file_no_card_cites_is_skipped_without_being_read_as_a_card(cli, kb, monkeypatch):
    write(kb / "requirements.txt", "pyyaml\n")
    result = cli("--format", "json", "requirements.txt", cwd=kb)
    doc = json.loads(result.out)
    assert (doc["files"], doc["skipped"], result.code) == ([], [{"path": "requirements.txt",
                                                                 "reason": "not a card; no card cites it"}], 0)


def test_no_following_under_compat_or_with_source(cli, kb):
    assert checked(cli, "--compat", "notes/sync.txt", cwd=kb) == {}
    write(kb / "wiki" / "solo.md", card_text())
    # With --source every named file is a card checked against it; nothing is followed.
    assert set(checked(cli, "--source", "notes/other.md", "wiki/solo.md", "notes/sync.txt", cwd=kb)) == {
        "wiki/solo.md", "notes/sync.txt"}


def test_a_card_named_with_its_source_is_checked_once(cli, kb):
    result = cli("--format", "json", "wiki/front.md", "notes/sync.txt", cwd=kb)
    paths = [entry["path"] for entry in json.loads(result.out)["files"]]
    assert sorted(paths) == sorted(CITING)


def test_a_linked_card_outside_the_repository_is_never_read(cli, kb, tmp_path_factory):
    outside = tmp_path_factory.mktemp("elsewhere") / "card.md"
    write(outside, card_text("source_path: notes/sync.txt\n"))
    os.symlink(outside, kb / "wiki" / "linked.md")
    assert set(checked(cli, "notes/sync.txt", cwd=kb)) == CITING
    names, _ = citations.list_folder(kb / "wiki", kb)
    assert "linked.md" not in names


def settle(root: Path, seconds_ago: int = 100) -> None:
    """Give every file and folder a modification time in the past, so the
    index may trust their stamps."""
    moment = time.time() - seconds_ago
    for folder, dirs, files in os.walk(root):
        for name in files:
            os.utime(os.path.join(folder, name), (moment, moment))
    for folder, dirs, files in os.walk(root, topdown=False):
        os.utime(folder, (moment, moment))


class Counting:
    def __init__(self, monkeypatch) -> None:
        self.listed: list[Path] = []
        self.read: list[Path] = []
        real_list, real_read = citations.list_folder, citations.read_reference

        def list_folder(folder: Path, root: Path):
            self.listed.append(folder)
            return real_list(folder, root)

        def read_reference(path: Path, *args):
            self.read.append(path)
            return real_read(path, *args)

        monkeypatch.setattr(citations, "list_folder", list_folder)
        monkeypatch.setattr(citations, "read_reference", read_reference)

    def reset(self) -> None:
        self.listed.clear()
        self.read.clear()


@pytest.fixture
def large(repo):
    """A few hundred cards in thirty folders; three cite notes/sync.txt."""
    write(repo / "notes" / "sync.txt", SOURCE)
    for folder in range(30):
        write(repo / "notes" / f"s{folder}.md", f"Source {folder}: Kafka and Redis, every 15 minutes.\n")
        for number in range(10):
            write(repo / f"area{folder}" / f"c{number}.md", card_text(f"source_path: ../notes/s{folder}.md\n"))
    for name in ("area3/c1.md", "area17/c4.md", "area29/c9.md"):
        write(repo / name, card_text("source_path: ../notes/sync.txt\n"))
    return repo


LARGE_CITING = {"area3/c1.md", "area17/c4.md", "area29/c9.md"}


def test_a_warm_index_lists_no_folder_and_reads_no_card(cli, large, monkeypatch):
    count = Counting(monkeypatch)
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING
    assert len(count.read) == 300 + 30 and len(count.listed) == 32  # the cold index: one walk
    settle(large)
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING  # stamps recorded
    count.reset()

    def no_walk(*args, **kwargs):
        raise AssertionError("the repository was walked")

    monkeypatch.setattr(discovery, "folders", no_walk)
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING
    assert (count.listed, count.read) == ([], [])


def test_a_card_whose_reference_changed_is_indexed_again(cli, large, monkeypatch):
    count = Counting(monkeypatch)
    checked(cli, "notes/sync.txt", cwd=large, env=CACHE)
    settle(large)
    checked(cli, "notes/sync.txt", cwd=large, env=CACHE)
    count.reset()
    card = large / "area5" / "c2.md"
    write(card, card_text("source_path: ../notes/sync.txt\n"))  # rewritten in place: the folder is unchanged
    os.utime(card, (time.time() - 50, time.time() - 50))
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING | {"area5/c2.md"}
    assert (count.listed, count.read) == ([], [card])
    count.reset()
    write(card, card_text("source_path: ../notes/s5.md\n"))  # and back
    os.utime(card, (time.time() - 40, time.time() - 40))
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING
    assert count.read == [card]


def test_a_new_card_in_a_settled_folder_is_found(cli, large, monkeypatch):
    count = Counting(monkeypatch)
    checked(cli, "notes/sync.txt", cwd=large, env=CACHE)
    settle(large)
    checked(cli, "notes/sync.txt", cwd=large, env=CACHE)
    count.reset()
    write(large / "area8" / "new.md", card_text("source_path: ../notes/sync.txt\n"))
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING | {"area8/new.md"}
    assert count.listed == [large / "area8"]


def test_a_damaged_index_is_built_again(cli, large):
    checked(cli, "notes/sync.txt", cwd=large, env=CACHE)
    (index,) = (large / ".anchorlint_cache").glob("citations-*.bin")
    index.write_bytes(b"\x00garbage")
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING
    import marshal

    from anchorlint.run import followed

    index.write_bytes(marshal.dumps((followed._MAGIC, ({"": ("x",)}, {"a": 5}))))
    assert set(checked(cli, "notes/sync.txt", cwd=large, env=CACHE)) == LARGE_CITING


def test_a_named_file_of_another_type_is_followed_once_it_is_not_a_card(cli, kb):
    write(kb / "notes" / "policy.yaml", "sync:\n  every: 15 minutes\n  targets: [Kafka, Redis]\n")
    write(kb / "wiki" / "policy.md", card_text("source_path: ../notes/policy.yaml\n"))
    assert set(checked(cli, "notes/policy.yaml", cwd=kb)) == {"wiki/policy.md"}


def test_mark_writes_into_the_cards_a_changed_source_no_longer_grounds(cli, kb):
    write(kb / "notes" / "sync.txt", SOURCE.replace("15", "10"))
    before = (kb / "wiki" / "unrelated.md").read_bytes()
    assert cli("--mark", "notes/sync.txt", cwd=kb).code == 1
    for name in CITING:
        assert "quality: low" in (kb / name).read_text(encoding="utf-8")
    assert (kb / "wiki" / "unrelated.md").read_bytes() == before
    assert (kb / "notes" / "sync.txt").read_text(encoding="utf-8") == SOURCE.replace("15", "10")


def test_a_named_data_file_is_never_read_as_a_card(cli, kb):
    # A configuration file with a source_path key: the hooks may pass it, it is not a card.
    write(kb / "ci" / "pipeline.yaml", "gloss: x\nsource_path: ../notes/sync.txt\n")
    doc = json.loads(cli("--format", "json", "ci/pipeline.yaml", cwd=kb).out)
    assert doc["files"] == [] and doc["skipped"] == [{"path": "ci/pipeline.yaml",
                                                      "reason": "not a card; no card cites it"}]


def test_manifest_entries_naming_no_card_in_the_repository_are_not_followed(cli, kb, tmp_path_factory):
    outside = tmp_path_factory.mktemp("elsewhere")
    write(outside / "card.md", card_text())
    write(kb / ".wiki" / "manifest.json", json.dumps({"docs": [{"node": "notes", "path": "sync.txt", "cards": [
        "wiki/listed.md", "wiki/gone.md", f"../{outside.name}/card.md", str(outside / "card.md")]}]}))
    result = cli("--format", "json", "notes/sync.txt", cwd=kb)
    assert result.code == 0 and result.err == ""
    assert {entry["path"] for entry in json.loads(result.out)["files"]} == CITING


def test_cards_a_walk_would_leave_out_are_not_followed(cli, kb):
    write(kb / "drafts" / "draft.md", card_text("source_path: ../notes/sync.txt\n"))
    write(kb / "vendor" / "copy.md", card_text("source_path: ../notes/sync.txt\n"))
    write(kb / ".gitignore", "vendor/\n")
    assert set(checked(cli, "notes/sync.txt", cwd=kb)) == CITING | {"drafts/draft.md"}
    write(kb / ".anchorlint.yaml", "extend_exclude: [drafts]\n")
    assert set(checked(cli, "notes/sync.txt", cwd=kb)) == CITING
