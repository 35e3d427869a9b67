"""``anchorlint data pin``: hashes written in place, every other byte kept."""

from __future__ import annotations

from pathlib import Path

from tests.data_claims.conftest import card_text, claim, findings, sha


def test_pin_inserts_a_missing_hash_after_the_path_line(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "c.md"
    before = card_text(claim("count", 4))
    card.write_text(before, encoding="utf-8")
    result = cli("data", "pin", "cards", cwd=datarepo)
    assert result.code == 0 and result.out == "cards/c.md: pinned latency\n"
    after = card.read_text(encoding="utf-8")
    expected = before.replace("    path: data/latency.csv\n",
                              f"    path: data/latency.csv\n    sha256: {sha(datarepo / 'data' / 'latency.csv')}\n")
    assert after == expected
    assert findings(cli, datarepo) == (0, [])
    again = cli("data", "pin", "cards/c.md", cwd=datarepo)
    assert again.code == 0 and again.out == "" and card.read_text(encoding="utf-8") == expected


def test_pin_refreshes_a_stale_hash_byte_exact_with_crlf_and_quotes(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "c.md"
    text = card_text(claim("count", 4), digest="a" * 64).replace(f"sha256: {'a' * 64}", f"sha256: \"{'a' * 64}\"  # pinned")
    card.write_bytes(text.replace("\n", "\r\n").encode("utf-8"))
    assert cli("data", "pin", "cards/c.md", cwd=datarepo).code == 0
    new = sha(datarepo / "data" / "latency.csv")
    expected = text.replace("a" * 64, new).replace("\n", "\r\n").encode("utf-8")
    assert card.read_bytes() == expected


def test_pin_after_a_data_change_clears_d1(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "c.md"
    card.write_text(card_text(claim("count", 5), digest=sha(datarepo / "data" / "latency.csv")), encoding="utf-8")
    with open(datarepo / "data" / "latency.csv", "a", encoding="utf-8") as handle:
        handle.write("eu,1,ok\n")
    assert [c for c, _, _ in findings(cli, datarepo)[1]] == ["D1"]
    assert cli("data", "pin", "cards/c.md", cwd=datarepo).code == 0
    assert findings(cli, datarepo) == (0, [])


def test_a_missing_dataset_is_named_and_exit_1(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "c.md"
    text = card_text(claim("count", 4), dataset_path="data/gone.csv")
    card.write_text(text, encoding="utf-8")
    result = cli("data", "pin", "cards/c.md", cwd=datarepo)
    assert result.code == 1 and "gone.csv" in result.err and "missing" in result.err
    assert card.read_text(encoding="utf-8") == text


def test_a_flow_style_entry_without_hash_is_refused(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "c.md"
    text = ("---\ngloss: g\nsource_path: ../src.md\ndata:\n  - {id: latency, path: data/latency.csv}\n"
            "claims: []\n---\n## 摘要\n\nx\n")
    card.write_text(text, encoding="utf-8")
    result = cli("data", "pin", "cards/c.md", cwd=datarepo)
    assert result.code == 1 and "flow style" in result.err and card.read_text(encoding="utf-8") == text


def test_cards_without_data_are_left_alone(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "plain.md"
    card.write_text("---\ngloss: g\n---\nbody\n", encoding="utf-8")
    stamp = card.stat().st_mtime_ns
    result = cli("data", "pin", "cards", cwd=datarepo)
    assert result.code == 0 and card.stat().st_mtime_ns == stamp


def test_no_such_path_is_exit_2(cli, datarepo: Path) -> None:
    assert cli("data", "pin", "nowhere", cwd=datarepo).code == 2


def test_a_card_with_a_byte_order_mark_keeps_it(cli, datarepo: Path) -> None:
    card = datarepo / "cards" / "c.md"
    text = card_text(claim("count", 4), digest="a" * 64)
    card.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert cli("data", "pin", "cards/c.md", cwd=datarepo).code == 0
    new = sha(datarepo / "data" / "latency.csv")
    assert card.read_bytes() == b"\xef\xbb\xbf" + text.replace("a" * 64, new).encode("utf-8")
