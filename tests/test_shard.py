"""``--shard K/N``: N jobs check disjoint parts that together are exactly the
unsharded run, whole source groups per shard, and bad K/N is a usage error."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys

import pytest

from anchorlint.run.shard import Shard, assign, parse_shard
from conftest import SHARED, card_text, needs_shared, write


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    if SHARED is None:
        pytest.skip("../shared is absent")
    out = tmp_path_factory.mktemp("shard") / "corpus"
    subprocess.run([sys.executable, str(SHARED / "bench" / "gen_corpus.py"), str(out), "--seed", "11",
                    "--cards", "240"], check=True, capture_output=True)
    return out


def _json(cli, *args, cwd):
    result = cli("--format", "json", *args, ".", cwd=cwd)
    assert result.code in (0, 1), result.err
    return json.loads(result.out)


def _assert_union_is_whole(cli, root, count: int) -> list[dict]:
    whole = _json(cli, cwd=root)
    assert len(whole["files"]) > count
    parts = [_json(cli, "--shard", f"{index}/{count}", cwd=root) for index in range(1, count + 1)]
    files = [entry for part in parts for entry in part["files"]]
    paths = [entry["path"] for entry in files]
    assert len(paths) == len(set(paths))  # disjoint
    assert sorted(files, key=lambda entry: entry["path"]) == whole["files"]  # exactly the whole, same findings
    skipped = sorted((item for part in parts for item in part["skipped"]), key=lambda item: item["path"])
    assert skipped == sorted(whole["skipped"], key=lambda item: item["path"])
    assert [part["summary"]["shard"] for part in parts] == [f"{i}/{count}" for i in range(1, count + 1)]
    assert "shard" not in whole["summary"]
    for key in ("cards", "soft", "hard", "flagged", "skipped"):
        assert sum(part["summary"][key] for part in parts) == whole["summary"][key]
    return parts


@needs_shared
@pytest.mark.parametrize("count", [2, 5])
def test_shards_of_a_manifest_repository_are_disjoint_and_make_the_whole(cli, corpus, count):
    parts = _assert_union_is_whole(cli, corpus, count)
    manifest = json.loads((corpus / ".wiki" / "manifest.json").read_text(encoding="utf-8"))
    shard_of = {entry["path"]: index for index, part in enumerate(parts) for entry in part["files"]}
    for doc in manifest["docs"]:  # all cards of one source in one shard
        assert len({shard_of[card] for card in doc.get("cards", []) if card in shard_of}) <= 1
    sizes = [len(part["files"]) for part in parts]
    assert min(sizes) > 0


@needs_shared
def test_shards_without_a_manifest_group_cards_by_folder(cli, corpus, tmp_path):
    copy = tmp_path / "nomanifest"
    shutil.copytree(corpus, copy)
    (copy / ".wiki" / "manifest.json").unlink()
    parts = _assert_union_is_whole(cli, copy, 3)
    shard_of = {entry["path"]: index for index, part in enumerate(parts) for entry in part["files"]}
    folders: dict[str, set[int]] = {}
    for path, index in shard_of.items():
        folders.setdefault(path.rsplit("/", 1)[0], set()).add(index)
    assert all(len(indexes) == 1 for indexes in folders.values())


@needs_shared
def test_the_assignment_does_not_depend_on_where_the_repository_is(cli, corpus, tmp_path):
    moved = tmp_path / "elsewhere" / "deeper"
    shutil.copytree(corpus, moved)
    for index in (1, 2, 3):
        here = [e["path"] for e in _json(cli, "--shard", f"{index}/3", cwd=corpus)["files"]]
        there = [e["path"] for e in _json(cli, "--shard", f"{index}/3", cwd=moved)["files"]]
        assert here == there


def test_text_summary_names_the_shard(cli, repo):
    write(repo / "s.md", "Kafka and Redis, every 15 minutes.\n")
    write(repo / "a" / "c.md", card_text("source_path: ../s.md\n"))
    whole = cli(".", cwd=repo)
    first = cli("--shard", "1/2", ".", cwd=repo)
    second = cli("--shard", "2/2", ".", cwd=repo)
    assert "shard" not in whole.out
    assert first.out.splitlines()[-1].endswith("(shard 1/2 of the repository)")
    assert second.out.splitlines()[-1].endswith("(shard 2/2 of the repository)")
    # Two groups of one file each, the root folder (s.md, not a card) and a/:
    # equal weights, so the names decide and the root folder goes first.
    assert first.out.splitlines()[-1].startswith("0 cards checked")
    assert second.out.splitlines()[-1].startswith(whole.out.splitlines()[-1].split(",")[0])
    assert (first.code, second.code) == (0, 0)


@pytest.mark.parametrize("value", ["0/3", "4/3", "3", "a/b", "1/0", "-1/2", "1/2/3", "", "1.5/2"])
def test_bad_shard_is_a_usage_error(cli, repo, value):
    result = cli("--shard", value, ".", cwd=repo)
    assert result.code == 2
    assert result.out == ""
    assert result.err.startswith("anchorlint: error: ") and "--shard" in result.err
    assert len(result.err.splitlines()) == 1


def test_parse_shard():
    assert parse_shard("2/4") == Shard(2, 4)
    assert str(parse_shard(" 1/1 ")) == "1/1"


def test_assign_is_greedy_largest_first_with_stable_ties():
    weights = [(5, "b"), (9, "a"), (5, "a"), (1, "z"), (3, "c")]
    # 9 -> bin 0; 5 (a) -> bin 1; 5 (b) -> bin 1? no: loads [9, 5] -> bin 1 (10); 3 -> bin 0 (12); 1 -> bin 1 (11)
    assert assign(weights, 2) == [1, 0, 1, 1, 0]
    assert assign(weights, 1) == [0] * 5
    assert sorted(assign([(1, str(i)) for i in range(6)], 3)) == [0, 0, 1, 1, 2, 2]
