"""No output ever holds a secret's text: H5 names the kind only, and every
other finding that quotes the card or the source (H7's anchors, H4's line,
Q1's near miss, A1's token, S1's reference) is redacted. Checked on the
text, JSON and github outputs, the cache file, --verbose and --mark's
quality_warnings."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import write

SECRETS = {
    "aws": "AKIAQ7ZKW3MVTR5PLX2N",
    "github": "ghp_Zr8Lq2Wm5Nx7Kp4Tb9Vc1Hd6Jf3Gs0Ay2Ue8",
    "slack": "xoxb-5830211947-Qz7LwPm3Xn",
    "google": "AIzaSyQ4mL9zXr2Wk7Pb5Nt8Vc3Hj6Gd1Fs0Ae",
    "stripe": "sk_live_Q4mL9zXr2Wk7Pb5Nt8Vc",
    "jwt": "eyJhbGciOiJIUzI1.eyJzdWIiOiIxMjM0.SflKxwRJSMeKKF2QT4",
    "url": "Hunter2Zebra",  # the password inside a connection string
    "assignment": "Tr0ub4dor-Correct-Horse",
    "pem": "MIIEowIBAAKCAQEAq7Zk3Wm9Xr2Lp5Nt8Vc1",
}

CARD = f"""---
gloss: 測試卡
source_path: src.md
---
# 測試

## 摘要
摘要。

## 重點
- 金鑰 {SECRETS['aws']} 與 {SECRETS['github']}
- 通知用 {SECRETS['slack']}，地圖用 {SECRETS['google']}
- 付款 {SECRETS['stripe']}，權杖 {SECRETS['jwt']}
- 連線 postgres://app:{SECRETS['url']}@db.internal:5432/app
- api_key = {SECRETS['assignment']} <!-- anchorlint-disable-line {SECRETS['aws']} -->

> password = {SECRETS['assignment']}x

```
-----BEGIN RSA PRIVATE KEY-----
{SECRETS['pem']}
-----END RSA PRIVATE KEY-----
```

## 實體

## 關聯
### 內文知識關係
- 付款 >> 使用 >> 金鑰 >> {SECRETS['stripe']}
"""

SOURCE = f"Kafka keeps the log.\npassword = {SECRETS['assignment']}y\n"


def leaks(text: str) -> list[str]:
    lowered = text.lower()
    return [kind for kind, value in SECRETS.items() if value.lower() in lowered]


@pytest.fixture
def secret_repo(repo):
    write(repo / "src.md", SOURCE)
    write(repo / "card.md", CARD)
    write(repo / "other.md", CARD.replace("source_path: src.md", f"source_path: https://u:{SECRETS['url']}@x/y"))
    return repo


@pytest.mark.parametrize("fmt", ["text", "json", "github"])
@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_no_output_format_holds_a_secret(cli, secret_repo, fmt, lang):
    result = cli(".", "--format", fmt, "--lang", lang, "--verbose", cwd=secret_repo)
    assert result.code == 1  # H5 blocks
    assert leaks(result.out) == [] and leaks(result.err) == []
    assert "H5" in result.out and "H7" in result.out  # other rules still ran


def test_findings_other_than_h5_are_redacted_not_dropped(cli, secret_repo):
    doc = json.loads(cli(".", "--format", "json", cwd=secret_repo).out)
    card = next(f for f in doc["files"] if f["path"] == "card.md")
    assert "[redacted]" in card["grounding"]["ungrounded"]
    assert {f["code"] for f in card["findings"]} >= {"H4", "H5", "H7", "A1", "Q1"}
    other = next(f for f in doc["files"] if f["path"] == "other.md")
    assert any(f["code"] == "S1" and "[redacted]" in f["message"] for f in other["findings"])


def test_a_grounded_secret_is_redacted_from_the_anchors_too(cli, repo):
    # A card whose every anchor is grounded (its source holds the same key):
    # nothing is reported but H5, and the anchor list still names no secret.
    write(repo / "src.md", f"The release job deploys the site every night.\nDeploy with {SECRETS['aws']} and "
                           f"{SECRETS['github']}.\nThe job retries twice before it pages the on-call engineer.\n")
    write(repo / "card.md", CARD.split("## 摘要")[0] + "## 摘要\n夜間部署流程與失敗時的重試規則，供值班工程師查閱。\n\n"
          f"## 重點\n- 以 {SECRETS['aws']} 與 {SECRETS['github']} 部署\n- 失敗時先重試兩次，再通知值班工程師\n\n"
          "## 實體\n\n## 關聯\n")
    result = cli("card.md", "--format", "json", cwd=repo)
    doc = json.loads(result.out)
    assert [f["code"] for f in doc["files"][0]["findings"]] == ["H5"]
    anchors = doc["files"][0]["grounding"]["anchors"]
    assert [a["text"] for a in anchors if a["line"] == 11] == ["[redacted]", "[redacted]"]
    assert all(a["grounded"] for a in anchors) and leaks(result.out) == []


def test_the_cache_holds_no_secret(cli, secret_repo):
    env = {"ANCHORLINT_NO_CACHE": "0"}
    first = cli(".", "--format", "json", cwd=secret_repo, env=env)
    second = cli(".", "--format", "json", cwd=secret_repo, env=env)  # answered from the cache
    assert first.out == second.out and leaks(second.out) == []
    cache = secret_repo / ".anchorlint_cache"
    files = [p for p in cache.iterdir() if p.is_file()]
    assert files
    for path in files:
        assert leaks(path.read_bytes().decode("latin-1")) == [], path


@pytest.mark.parametrize("flags", [["--ignore", "H5"], ["--config", "soft-h5.yaml"]])
def test_mark_never_writes_a_secret_into_quality_warnings(cli, secret_repo, flags):
    write(secret_repo / "soft-h5.yaml", "severity:\n  H5: soft\n")
    write(secret_repo / "other.md", "")
    before = (secret_repo / "card.md").read_text(encoding="utf-8")
    result = cli("--mark", *flags, "card.md", cwd=secret_repo)
    after = (secret_repo / "card.md").read_text(encoding="utf-8")
    assert result.code == 1 and "quality_warnings:" in after  # it was marked
    warnings = after.split("quality_warnings:", 1)[1].split("\n---", 1)[0]
    assert leaks(warnings) == []
    assert after.replace(warnings, "") .count("\n") >= before.count("\n")  # the card itself is kept
