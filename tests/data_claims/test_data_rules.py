"""D1-D4 on real files, through the CLI, with both readers."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.data_claims.conftest import card_text, claim, findings, needs_duckdb, sha


def write_card(repo: Path, claims: str, **kwargs) -> None:
    kwargs.setdefault("digest", sha(repo / "data" / "latency.csv"))
    (repo / "cards" / "c.md").write_text(card_text(claims, **kwargs), encoding="utf-8")


def codes(found: list[tuple[str, int, str]]) -> list[tuple[str, int]]:
    return [(code, line) for code, line, _ in found]


# Lines of card_text: data: 4, id 5, path 6, sha256 7, claims: 8, first claim's text 9,
# dataset 10, then where (11) when given, derive, value, tolerance.

def test_reproduced_claims_pass(cli, datarepo: Path, engine: str) -> None:
    claims = (claim("mean:latency_ms", 182, where="{region: eu}", tolerance=0.5)
              + claim("count", 4) + claim("count:latency_ms", 3) + claim("sum:latency_ms", 614)
              + claim("median:latency_ms", 184) + claim("min:latency_ms", 180) + claim("max:latency_ms", 250)
              + claim("quantile:latency_ms:0.9", 236.8, tolerance="1e-9")
              + claim("share:status=ok", '"75%"') + claim("share:region=eu", 0.5, where="{status: ok}", tolerance=0.2))
    write_card(datarepo, claims)
    assert findings(cli, datarepo) == (0, [])


def test_a_changed_dataset_is_d1_with_the_new_hash(cli, datarepo: Path, engine: str) -> None:
    write_card(datarepo, claim("count", 4))
    with open(datarepo / "data" / "latency.csv", "a", encoding="utf-8") as handle:
        handle.write("eu,999,ok\n")
    code, found = findings(cli, datarepo)
    assert code == 1
    assert codes(found) == [("D1", 7), ("D2", 12)]
    assert sha(datarepo / "data" / "latency.csv") in found[0][2]
    assert "gives 5, not 4" in found[1][2]


def test_a_tampered_hash_is_d1(cli, datarepo: Path, engine: str) -> None:
    write_card(datarepo, claim("count", 4), digest="0" * 64)
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D1", 7)]
    assert sha(datarepo / "data" / "latency.csv") in found[0][2]


def test_a_value_off_by_more_than_the_tolerance_is_d2_with_the_computed_value(cli, datarepo, engine) -> None:
    write_card(datarepo, claim("mean:latency_ms", 190, where="{region: eu}", tolerance=0.5))
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D2", 13)] and "gives 182, not 190" in found[0][2]


@pytest.mark.parametrize(("value", "shown"), [(1234567.5, "gives 204.666667, not 1234567.5 "),
                                             (204.6666671, "gives 204.6666667, not 204.6666671 ")])
def test_d2_gives_both_numbers_never_in_exponent_notation(cli, datarepo, engine, value, shown) -> None:
    write_card(datarepo, claim("mean:latency_ms", value))  # the mean of 180, 184, 250 is 614/3
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D2", 12)]
    assert shown in found[0][2]


@pytest.mark.parametrize(("value", "tolerance", "passes"), [
    (182.5, 0.5, True), (181.5, 0.5, True), (182.51, 0.5, False), (181.49, 0.5, False),
    (182, None, True), (182.0001, None, False),
    (180, "'1.2%'", True), (179.7, "'1.2%'", False),  # 1.2% of 180 is 2.16; of 179.7 it is 2.1564
    (0.3, 0.1, False),
])
def test_tolerance_edges_are_inclusive_and_exact(cli, datarepo, engine, value, tolerance, passes) -> None:
    write_card(datarepo, claim("mean:latency_ms", value, where="{region: eu}", tolerance=tolerance))
    code, found = findings(cli, datarepo)
    assert (found == []) is passes and code == (0 if passes else 1)


def test_decimal_tolerance_is_not_fooled_by_binary_floats(cli, datarepo: Path, engine: str) -> None:
    (datarepo / "data" / "latency.csv").write_text("region,x\neu,0.1\neu,0.3\n", encoding="utf-8")
    write_card(datarepo, claim("max:x", 0.4, tolerance=0.1) + claim("sum:x", 0.4))
    assert findings(cli, datarepo) == (0, [])


def test_an_empty_selection_is_d2_empty(cli, datarepo: Path, engine: str) -> None:
    write_card(datarepo, claim("mean:latency_ms", 1, where="{region: asia}") + claim("count", 0, where="{region: asia}"))
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D2", 11)] and "asia" in found[0][2]


def test_a_non_numeric_column_is_d2_non_numeric(cli, datarepo: Path, engine: str) -> None:
    write_card(datarepo, claim("mean:status", 1))
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D2", 11)] and "'ok'" in found[0][2] and "row 1" in found[0][2]


def test_an_unknown_column_is_d2_column(cli, datarepo: Path, engine: str) -> None:
    write_card(datarepo, claim("mean:latency", 1))
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D2", 11)] and "latency_ms" in found[0][2]


def test_a_missing_dataset_is_soft_d3(cli, datarepo: Path, engine: str) -> None:
    write_card(datarepo, claim("count", 4), dataset_path="data/gone.csv", digest="a" * 64)
    code, found = findings(cli, datarepo)
    assert code == 0 and codes(found) == [("D3", 6)]
    strict = cli("cards/c.md", "--strict", "--select", "D3", cwd=datarepo)
    assert strict.code == 1


def test_a_dataset_outside_the_repository_is_never_opened(cli, datarepo: Path, engine: str) -> None:
    (datarepo.parent / "secret.csv").write_text("a\n1\n", encoding="utf-8")
    write_card(datarepo, claim("count", 1), dataset_path="../../secret.csv", digest="a" * 64)
    code, found = findings(cli, datarepo)
    assert code == 0 and codes(found) == [("D3", 6)] and "outside" in found[0][2]


@pytest.mark.parametrize(("entry", "key", "line"), [
    ("  - text: x\n    dataset: latency\n    derive: eval:latency_ms\n    value: 1\n", "claims[1].derive", 11),
    ("  - text: x\n    dataset: latency\n    derive: count\n    value: many\n", "claims[1].value", 12),
    ("  - text: x\n    dataset: latency\n    derive: count\n", "claims[1].value", 9),
    ("  - text: x\n    dataset: other\n    derive: count\n    value: 1\n", "claims[1].dataset", 10),
    ("  - text: x\n    dataset: latency\n    derive: count\n    value: 1\n    tolerance: -1\n",
     "claims[1].tolerance", 13),
    ("  - text: x\n    dataset: latency\n    derive: quantile:latency_ms:1.5\n    value: 1\n", "claims[1].derive", 11),
    ("  - text: x\n    dataset: latency\n    derive: count\n    value: 1\n    weight: 2\n", "claims[1].weight", 13),
])
def test_bad_declarations_are_d4_naming_the_key(cli, datarepo: Path, entry: str, key: str, line: int) -> None:
    write_card(datarepo, entry)
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D4", line)] and key in found[0][2]


def test_a_dataset_without_a_hash_is_d4(cli, datarepo: Path) -> None:
    write_card(datarepo, claim("count", 4), digest="")
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D4", 5)] and "data[1].sha256" in found[0][2]


def test_a_reproduced_number_is_grounded_for_h7(cli, datarepo: Path, engine: str) -> None:
    body = "The mean latency in the eu region is 182 ms."
    write_card(datarepo, claim("mean:latency_ms", 182, where="{region: eu}", text="平均延遲 182 ms"), body=body)
    anchors = [m for c, _, m in findings(cli, datarepo, "H7")[1] if c == "H7"]
    assert not any("'182'" in m for m in anchors)
    write_card(datarepo, claim("mean:latency_ms", 182, where="{region: us}", text="平均延遲 182 ms"), body=body)
    anchors = [m for c, _, m in findings(cli, datarepo, "H7")[1] if c == "H7"]
    assert any("'182'" in m for m in anchors)  # not reproduced: not grounded


def test_tsv_and_json_lines(cli, datarepo: Path, engine: str) -> None:
    (datarepo / "data" / "l.tsv").write_text("region\tlatency_ms\neu\t180\neu\t184\n", encoding="utf-8")
    write_card(datarepo, claim("mean:latency_ms", 182), dataset_path="data/l.tsv", digest=sha(datarepo / "data" / "l.tsv"))
    assert findings(cli, datarepo) == (0, [])
    lines = '{"region": "eu", "latency_ms": 180}\n{"region": "eu", "latency_ms": 184.0}\n{"region": "us"}\n'
    (datarepo / "data" / "l.jsonl").write_text(lines, encoding="utf-8")
    claims = claim("mean:latency_ms", 182) + claim("count", 2, where="{region: eu}")
    write_card(datarepo, claims, dataset_path="data/l.jsonl", digest=sha(datarepo / "data" / "l.jsonl"))
    assert findings(cli, datarepo) == (0, [])


def _parquet(path: Path) -> None:
    import duckdb

    with duckdb.connect(":memory:") as con:
        con.execute("CREATE TABLE t AS SELECT * FROM (VALUES ('eu', 180), ('eu', 184), ('us', 250)) v(region, latency_ms)")
        con.execute(f"COPY t TO '{path}' (FORMAT parquet)")


@needs_duckdb
def test_parquet_through_duckdb(cli, datarepo: Path, monkeypatch) -> None:
    monkeypatch.delenv("ANCHORLINT_DATA_ENGINE", raising=False)
    target = datarepo / "data" / "l.parquet"
    _parquet(target)
    write_card(datarepo, claim("mean:latency_ms", 182, where="{region: eu}"), dataset_path="data/l.parquet",
               digest=sha(target))
    assert findings(cli, datarepo) == (0, [])
    write_card(datarepo, claim("mean:latency_ms", 190, where="{region: eu}"), dataset_path="data/l.parquet",
               digest=sha(target))
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D2", 13)] and "gives 182" in found[0][2]
    _parquet_edit(target)
    code, found = findings(cli, datarepo)
    assert codes(found)[0] == ("D1", 7)


def _parquet_edit(path: Path) -> None:
    import duckdb

    with duckdb.connect(":memory:") as con:
        con.execute("CREATE TABLE t AS SELECT * FROM (VALUES ('eu', 1), ('us', 2)) v(region, latency_ms)")
        con.execute(f"COPY t TO '{path}' (FORMAT parquet)")


@needs_duckdb
def test_parquet_without_duckdb_names_the_extra(cli, datarepo: Path, monkeypatch) -> None:
    monkeypatch.setenv("ANCHORLINT_DATA_ENGINE", "stdlib")
    target = datarepo / "data" / "l.parquet"
    _parquet(target)
    write_card(datarepo, claim("count", 3), dataset_path="data/l.parquet", digest="b" * 64)
    code, found = findings(cli, datarepo)
    # the bytes are still hashed: the tampered pin is D1; the table is not read: D3 names the extra
    assert code == 1 and codes(found) == [("D3", 6), ("D1", 7)]
    assert "anchorlint[data]" in found[0][2]


def test_the_cache_rechecks_a_card_when_its_data_changes(cli, datarepo: Path, monkeypatch) -> None:
    write_card(datarepo, claim("count", 4))
    cached = {"ANCHORLINT_NO_CACHE": "0"}
    for _ in range(2):  # cold, then warm from the cache (a folder: a few named files skip the result cache)
        result = cli("cards", "--select", "D1,D2", cwd=datarepo, env=cached)
        assert result.code == 0, result.out + result.err
    assert (datarepo / ".anchorlint_cache").is_dir()
    (datarepo / "data" / "latency.csv").write_text("region,latency_ms,status\neu,1,ok\n", encoding="utf-8")
    result = cli("cards", "--select", "D1,D2", cwd=datarepo, env=cached)
    assert result.code == 1 and "D1" in result.out and "D2" in result.out


def test_a_pinned_hash_with_a_long_digit_run_is_no_secret(cli, datarepo: Path) -> None:
    pinned = "56b91098d2550c5764ac73d86ba8701987248633c929ceca564105fe62f0b5d6"  # 13 digits in a row
    write_card(datarepo, claim("count", 4), digest=pinned)
    code, found = findings(cli, datarepo, "D1,H5")
    assert codes(found) == [("D1", 7)] and pinned in found[0][2]
    assert sha(datarepo / "data" / "latency.csv") in found[0][2]


def test_an_alias_bomb_is_a_bad_declaration_not_a_hang(cli, datarepo: Path) -> None:
    levels = ["  - &a0 [x, x, x, x, x, x, x, x, x, x]"]
    levels += [f"  - &a{i} [{', '.join([f'*a{i - 1}'] * 10)}]" for i in range(1, 8)]
    (datarepo / "cards" / "c.md").write_text(
        "---\ngloss: g\nsource_path: ../src.md\ndata:\n" + "\n".join(levels) + "\n---\n## 摘要\n\nx\n", encoding="utf-8")
    code, found = findings(cli, datarepo)
    assert code == 1 and codes(found) == [("D4", 4)]
