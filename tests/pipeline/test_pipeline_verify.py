"""anchorlint verify: pass-through, sources, the jail, refusals, invalid
records, output handling and the summary."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import PROJECT
from pipeline_helpers import CLAIMS, FILING, write_claims, write_lines

from anchorlint.pipeline import verdict
from anchorlint.policies import DEFAULT, STRICT


def outputs(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines()]


def test_every_claim_gets_its_certificate_under_each_policy(cli, tmp_path: Path) -> None:
    path = write_claims(tmp_path)
    for index, policy in enumerate(("strict", "default", "permissive")):
        result = cli("verify", path, "--policy", policy)
        assert result.code == 0, result.err
        records = outputs(result.out)
        assert [r["anchorlint"]["grounded"] for r in records] == [expected[index] for _, expected in CLAIMS]
        assert {r["anchorlint"]["policy"] for r in records} == {policy}


def test_fields_pass_through_byte_for_byte_in_order(cli, tmp_path: Path) -> None:
    (tmp_path / "filing.txt").write_text(FILING, encoding="utf-8")
    lines = [
        ('{"z": 1.50, "claim" :  "for the year ended December 31", "a": [1e3, {"b": null}], '
         '"source_path": "filing.txt", "\\u00e9t\\u00e9": "caf\\u00e9", "m": -0.0}'),
        '{ "source": "Summe 1.234,50 EUR", "kind": "value", "claim": 1234.50, "id": "x\\ty" }   ',
    ]
    path = write_lines(tmp_path / "in.jsonl", lines)
    result = cli("verify", path)
    assert result.code == 0, result.err
    for original, produced in zip(lines, result.out.splitlines()):
        body = original.rstrip()[:-1]
        assert produced.startswith(body) and produced[len(body):].startswith(',"anchorlint":{')
        keys = list(json.loads(produced, object_pairs_hook=lambda pairs: [k for k, _ in pairs]))
        assert keys == [*json.loads(original, object_pairs_hook=lambda pairs: [k for k, _ in pairs]), "anchorlint"]


def test_inline_and_path_sources_give_offsets_into_the_source(cli, tmp_path: Path) -> None:
    records = [
        {"claim": "The final evaluation", "source_path": "filing.txt"},
        {"claim": "Sky is blue", "source": "The sky is blue today."},
        {"kind": "value", "claim": 1234.5, "source": "Summe 1.234,50 EUR", "locale": "de"},
        {"kind": "value", "claim": True, "source": "Bezahlt: ja"},
    ]
    result = cli("verify", write_claims(tmp_path, records))
    certs = [r["anchorlint"] for r in outputs(result.out)]
    assert [c["grounded"] for c in certs] == [True, True, True, True]
    assert FILING[certs[0]["start"]:certs[0]["end"]] == certs[0]["span_text"] == "The \ufb01nal evaluation"
    assert (certs[1]["tier"], certs[1]["start"]) == ("case", 4)
    assert (certs[2]["kind"], certs[2]["span_text"], certs[2]["reading"]) == ("value", "1.234,50", "number:de")
    assert certs[3]["span_text"] == "ja"


def test_the_locale_option_is_the_default_for_value_records(cli, tmp_path: Path) -> None:
    path = write_claims(tmp_path, [{"kind": "value", "claim": 1234, "source": "Summe 1.234 EUR"}])
    assert outputs(cli("verify", path).out)[0]["anchorlint"]["reason"] == "ambiguous"
    assert outputs(cli("verify", path, "--locale", "de").out)[0]["anchorlint"]["grounded"] is True


def _errors(result) -> list[str | None]:
    return [r["anchorlint"].get("reason") for r in outputs(result.out)]


def test_the_path_jail(cli, tmp_path: Path) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("secret words here", encoding="utf-8")
    folder = tmp_path / "data"
    (folder / "sub").mkdir(parents=True)
    os.symlink(outside, folder / "link.txt")
    os.symlink(folder / "filing.txt", folder / "sub" / "inside-link.txt")
    refs = [str(outside), "../outside.txt", "sub/../../outside.txt", "link.txt", "nope.txt",
            "sub/inside-link.txt", "sub/../filing.txt", "C:\\\\x.txt"]
    records = [{"claim": "secret words", "source_path": ref} for ref in refs]
    result = cli("verify", write_claims(folder, records))
    assert result.code == 1
    assert _errors(result) == ["absolute", "outside", "outside", "outside", "missing", None, None, "absolute"]
    assert [line.split(": ")[2] for line in result.err.splitlines()[:-1]] == [
        f"{folder / 'claims.jsonl'}:{n}" for n in (1, 2, 3, 4, 5, 8)]


def test_pre_annotated_records_are_refused_unless_replace_existing(cli, tmp_path: Path) -> None:
    line = '{"id": 1, "anchorlint": {"old":  true}, "claim": "blue", "source": "The sky is blue."}'
    path = write_lines(tmp_path / "in.jsonl", [line])
    refused = cli("verify", path)
    assert refused.code == 1
    entry = outputs(refused.out)[0]
    assert entry["anchorlint"]["reason"] == "annotated" and entry["anchorlint"]["previous"] == {"old": True}
    assert '"previous":{"old":  true}' in refused.out  # kept byte for byte
    assert f"{path}:1:" in entry["anchorlint"]["error"]
    replaced = cli("verify", path, "--replace-existing")
    assert replaced.code == 0
    record = outputs(replaced.out)[0]
    assert list(record) == ["id", "anchorlint", "claim", "source"]
    assert record["anchorlint"]["grounded"] is True


def test_invalid_records_stop_nothing_else(cli, tmp_path: Path) -> None:
    lines = [
        '{"id": 1, "claim": "blue", "source": "The sky is blue."}',
        "not json at all",
        "[1, 2]",
        '{"id": 4, "source": "x"}',
        '{"id": 5, "claim": "x", "source": "x", "source_path": "filing.txt"}',
        '{"id": 6, "claim": "x"}',
        '{"id": 7, "claim": ["x"], "source": "x"}',
        '{"id": 8, "claim": "x", "source": "x", "kind": "number"}',
        "",
        '{"id": 10, "claim": "green", "source": "The sky is blue."}',
    ]
    path = write_lines(tmp_path / "in.jsonl", lines)
    result = cli("verify", path)
    assert result.code == 1
    records = outputs(result.out)
    assert len(records) == 9  # the blank line is no record
    assert _errors(result) == [None, "not-json", "not-object", "no-claim", "both-sources", "no-source",
                               "bad-claim", "bad-kind", None]
    assert records[0]["anchorlint"]["grounded"] is True and records[-1]["anchorlint"]["grounded"] is False
    assert records[3]["id"] == 4 and list(records[1]) == ["anchorlint"]
    assert records[1]["anchorlint"]["error"].startswith(f"{path}:2: not JSON")
    errors = result.err.splitlines()
    assert [e.split(": ")[2] for e in errors[:-1]] == [f"{path}:{n}" for n in (2, 3, 4, 5, 6, 7, 8)]
    assert errors[-1].startswith("anchorlint verify: 9 records: 1 grounded, 1 not grounded, 7 invalid")


def test_a_line_that_is_not_utf8(cli, tmp_path: Path) -> None:
    path = tmp_path / "in.jsonl"
    path.write_bytes(b'{"claim": "caf\xe9", "source": "x"}\n{"claim": "x", "source": "x"}\n')
    result = cli("verify", path)
    assert result.code == 1 and _errors(result) == ["not-utf8", None]


def test_output_file_is_written_atomically(cli, tmp_path: Path) -> None:
    path = write_claims(tmp_path)
    target = tmp_path / "out.jsonl"
    target.write_text("old\n", encoding="utf-8")
    result = cli("verify", path, "-o", target)
    assert result.code == 0 and result.out == ""
    assert len(outputs(target.read_text(encoding="utf-8"))) == len(CLAIMS)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["claims.jsonl", "filing.txt", "out.jsonl"]


def test_a_failed_run_leaves_the_old_output(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = write_claims(tmp_path)
    target = tmp_path / "out.jsonl"
    target.write_text("old\n", encoding="utf-8")
    calls: list[int] = []

    def failing(*args, **kwargs):
        calls.append(1)
        if len(calls) == 3:
            raise RuntimeError("disk on fire")
        return real(*args, **kwargs)

    real = verdict.certify
    monkeypatch.setattr("anchorlint.commands.verify.certify", failing)
    with pytest.raises(RuntimeError):  # ANCHORLINT_DEBUG: the error propagates instead of one line
        cli("verify", path, "-o", target, env={"ANCHORLINT_DEBUG": "1"})
    assert target.read_text(encoding="utf-8") == "old\n"
    calls.clear()
    result = cli("verify", path, "-o", target, env={"ANCHORLINT_DEBUG": ""})
    assert result.code == 2 and "internal error (RuntimeError: disk on fire)" in result.err
    assert "Traceback" not in result.err
    assert target.read_text(encoding="utf-8") == "old\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["claims.jsonl", "filing.txt", "out.jsonl"]


def test_usage_errors(cli, tmp_path: Path) -> None:
    path = write_claims(tmp_path)
    before = path.read_bytes()
    os.symlink(path, tmp_path / "alias.jsonl")
    for args in ([path, "-o", path], [path, "-o", tmp_path / "alias.jsonl"], [path, "-o", tmp_path / "." / path.name],
                 [tmp_path / "missing.jsonl"], [path, "--policy", "lenient"], [path, "-o", tmp_path / "no" / "x"]):
        result = cli("verify", *args)
        assert result.code == 2 and result.out == "", args
    assert path.read_bytes() == before


def test_each_source_is_read_once(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from anchorlint.pipeline import sources

    reads: list[Path] = []
    real = sources.read_bytes
    monkeypatch.setattr(sources, "read_bytes", lambda path, limit: reads.append(path) or real(path, limit))
    records = [{"claim": "the year ended", "source_path": "filing.txt"}] * 300
    result = cli("verify", write_claims(tmp_path, records))
    assert result.code == 0 and len(reads) == 1


def test_the_source_cache_is_bounded(tmp_path: Path) -> None:
    from anchorlint.pipeline.sources import SourceCache

    for n in range(5):
        (tmp_path / f"s{n}.txt").write_text(str(n) * 100, encoding="utf-8")
    cache = SourceCache(tmp_path, keep=2, budget=150)
    for n in (0, 1, 2, 3, 4, 4, 3):
        assert cache.get(f"s{n}.txt").text == str(n) * 100
        assert len(cache.loaded) == 1  # the budget holds one 100-character source
    assert cache.reads == 6
    roomy = SourceCache(tmp_path, keep=2)
    for n in (0, 1, 2, 1, 2):
        roomy.get(f"s{n}.txt")
    assert len(roomy.loaded) == 2 and roomy.reads == 3


def test_stdout_is_utf8_whatever_the_console(tmp_path: Path) -> None:
    path = write_claims(tmp_path, [{"claim": "café au lait", "source": "Un café au lait, merci."}])
    env = {**os.environ, "PYTHONIOENCODING": "ascii", "PYTHONPATH": str(PROJECT), "LANG": "C"}
    done = subprocess.run([sys.executable, "-m", "anchorlint", "verify", str(path)], capture_output=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    record = json.loads(done.stdout.decode("utf-8"))
    assert record["anchorlint"]["span_text"] == "café au lait"


def test_summary_and_messages_in_traditional_chinese(cli, tmp_path: Path) -> None:
    path = write_lines(tmp_path / "in.jsonl", ['{"claim": "x"}', '{"claim": "blue", "source": "blue"}'])
    result = cli("verify", path, "--lang", "zh-TW", "--policy", "strict")
    assert result.code == 1
    assert "沒有給" in result.err.splitlines()[0]
    assert result.err.splitlines()[-1] == f"anchorlint verify：共 2 筆：1 筆有據、0 筆無據、1 筆無效（政策 strict {STRICT.fingerprint}）"
    assert "neither" in outputs(result.out)[0]["anchorlint"]["error"]  # records stay in English


def test_certificates_carry_the_provenance(cli, tmp_path: Path) -> None:
    cert = outputs(cli("verify", write_claims(tmp_path)).out)[0]["anchorlint"]
    assert cert["policy"] == "default" and cert["policy_fingerprint"] == DEFAULT.fingerprint
    assert cert["anchorlint_version"] and cert["unicode_version"] and cert["kind"] == "quote"
