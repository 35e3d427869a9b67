"""What ``verify``, ``explain`` and ``sensitivity`` say to people, in English
and Traditional Chinese. Output records always carry the English text."""

from __future__ import annotations

from collections.abc import Mapping

from anchorlint.lint.messages import render

RECORD_ERRORS: Mapping[str, Mapping[str, str]] = {
    "not-utf8": {"en": "the line is not UTF-8", "zh-TW": "此行不是 UTF-8"},
    "not-json": {"en": "not JSON: {detail}", "zh-TW": "不是 JSON：{detail}"},
    "not-object": {"en": "a JSON {detail}, not an object", "zh-TW": "是 JSON {detail}，不是物件"},
    "no-claim": {"en": "no 'claim' field", "zh-TW": "缺少 'claim' 欄位"},
    "bad-claim": {"en": "'claim' must be {expected}", "zh-TW": "'claim' 必須是{expected}"},
    "bad-kind": {"en": "'kind' must be \"quote\" or \"value\", not {detail}",
                 "zh-TW": "'kind' 必須是 \"quote\" 或 \"value\"，不能是 {detail}"},
    "both-sources": {"en": "both 'source' and 'source_path' are given; give exactly one",
                     "zh-TW": "同時給了 'source' 與 'source_path'；只能給其中一個"},
    "no-source": {"en": "neither 'source' nor 'source_path' is given",
                  "zh-TW": "'source' 與 'source_path' 都沒有給"},
    "bad-source": {"en": "'source' must be a string", "zh-TW": "'source' 必須是字串"},
    "bad-source-path": {"en": "'source_path' must be a non-empty string",
                        "zh-TW": "'source_path' 必須是非空字串"},
    "bad-locale": {"en": "'locale' must be a string", "zh-TW": "'locale' 必須是字串"},
    "absolute": {"en": "source_path {path} is absolute; write it relative to the JSONL file's folder",
                 "zh-TW": "source_path {path} 是絕對路徑；請寫成相對於 JSONL 檔所在資料夾的路徑"},
    "outside": {"en": "source_path {path} leads outside the JSONL file's folder",
                "zh-TW": "source_path {path} 指向 JSONL 檔所在資料夾之外"},
    "missing": {"en": "source_path {path}: no such file", "zh-TW": "source_path {path}：檔案不存在"},
    "unreadable": {"en": "source_path {path}: {detail}", "zh-TW": "source_path {path}：{detail}"},
    "annotated": {"en": "the record already has an 'anchorlint' field (pass --replace-existing to replace it)",
                  "zh-TW": "此紀錄已有 'anchorlint' 欄位（加上 --replace-existing 才會覆寫）"},
}

CLAIM_EXPECTED = {
    "quote": {"en": "a non-empty string", "zh-TW": "非空字串"},
    "value": {"en": "a non-empty string, a number or true/false", "zh-TW": "非空字串、數字或 true/false"},
}

SUMMARY = {
    "en": "anchorlint verify: {records} records: {grounded} grounded, {ungrounded} not grounded, "
          "{invalid} invalid (policy {policy} {fingerprint})",
    "zh-TW": "anchorlint verify：共 {records} 筆：{grounded} 筆有據、{ungrounded} 筆無據、"
             "{invalid} 筆無效（政策 {policy} {fingerprint}）",
}


def record_error(key: str, args: Mapping[str, object], lang: str = "en") -> str:
    """One line naming the cause of an invalid record (no location)."""
    values = dict(args)
    if key == "bad-claim":
        values["expected"] = CLAIM_EXPECTED[str(values.get("kind", "quote"))][lang if lang in ("en", "zh-TW") else "en"]
    text = render(RECORD_ERRORS, key, values, lang)
    return " ".join(text.split())  # one line, whatever the detail contained
