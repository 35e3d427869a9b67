"""What a policy's settings and tiers mean, as data for ``anchorlint explain``
(English and Traditional Chinese). A test checks that every field of the
grounding, quote and value policies has an entry here."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

from anchorlint.policies.model import Policy

# setting -> {lang: one-line meaning}
SETTINGS: dict[str, dict[str, str]] = {
    "quotes.accept_through": {"en": "the loosest sound tier whose match counts as grounded",
                              "zh-TW": "仍算有據的最寬鬆可靠層級"},
    "quotes.allow_skeleton": {"en": "also accept the unsound skeleton tier (punctuation and spacing ignored)",
                              "zh-TW": "也接受不可靠的 skeleton 層級（忽略標點與空白）"},
    "quotes.allow_stitched": {"en": "a quotation 'A … B' is grounded when every fragment is found, in order",
                              "zh-TW": "「A … B」各片段依序都找到時算有據"},
    "quotes.floor": {"en": "least similarity for a near miss to be approximate (Q2) rather than not found (Q1)",
                     "zh-TW": "近似引文（Q2）而非找不到（Q1）所需的最低相似度"},
    "quotes.near_miss_chars": {"en": "longest near-miss passage reported", "zh-TW": "回報的近似段落最長字數"},
    "quotes.forgive_final_period": {"en": "a final '.' may match a source sentence that goes on",
                                    "zh-TW": "結尾句點可對應到原文中尚未結束的句子"},
    "quotes.forgive_word_changes": {"en": "near misses may add, drop or replace words (wording guard off)",
                                    "zh-TW": "近似引文可增刪或替換字詞（關閉用字守衛）"},
    "quotes.min_fragment_words": {"en": "words every fragment of a stitched quotation needs",
                                  "zh-TW": "拼接引文每個片段至少需要的字數"},
    "values.mode": {"en": "exact (verbatim str(value)), normalized (written forms, case, diacritics) or fuzzy",
                    "zh-TW": "exact（逐字）、normalized（書寫形式、大小寫、變音符號）或 fuzzy（模糊）"},
    "values.threshold": {"en": "least similarity of a fuzzy text match", "zh-TW": "模糊比對文字所需的最低相似度"},
    "values.locale": {"en": "default locale hint for values (none: every convention, ambiguity refused)",
                      "zh-TW": "數值的預設地區提示（未設：嘗試所有慣例，有歧義即拒絕）"},
    "values.boundaries": {"en": "a value is never found inside a longer number or word",
                          "zh-TW": "數值不得在更長的數字或字詞之內被找到"},
    "grounding.compat": {"en": "reproduce the Go original's verdicts byte for byte",
                         "zh-TW": "逐位元組重現 Go 原版的判定"},
    "grounding.stop_words": {"en": "Latin strings that are never anchors (H7)", "zh-TW": "不視為錨點的拉丁字串（H7）"},
    "grounding.allow": {"en": "anchors never reported (H7)", "zh-TW": "永不回報的錨點（H7）"},
    "grounding.single_digit": {"en": "when a single-digit number is an anchor: with a unit, always or never (H7)",
                               "zh-TW": "個位數何時算錨點：帶單位時、一律或從不（H7）"},
    "grounding.strict_units": {"en": "a number with a unit is grounded only by that number with that unit or none (H7)",
                               "zh-TW": "帶單位的數字只由同數字、同單位（或無單位）的原文佐證（H7）"},
    "grounding.abbreviations": {"en": "abbreviations added to the built-in list, short=expansion (H7)",
                                "zh-TW": "加入內建清單的縮寫，格式 short=expansion（H7）"},
    "grounding.h8_ratio": {"en": "claims per source assertion above which a card is inflated (H8)",
                           "zh-TW": "每個原文斷言超過多少主張即視為膨脹（H8）"},
    "grounding.h8_min_claims": {"en": "claims a card needs before H8 applies", "zh-TW": "卡片至少要有多少主張 H8 才適用"},
    "grounding.sections": {"en": "section names of the two card shapes", "zh-TW": "兩種卡片形式的段落名稱"},
    "rules": {"en": "rule selection, severities and options of a lint run", "zh-TW": "檢查時的規則選擇、嚴重度與選項"},
}

# tier -> (sound, {lang: why}); sound is None for the two verdicts that are no match at all
TIERS: dict[str, tuple[bool | None, dict[str, str]]] = {
    "exact": (True, {"en": "the source's characters, unchanged", "zh-TW": "原文字元，一字不改"}),
    "whitespace": (True, {"en": "only spacing and line breaks differ", "zh-TW": "只有空白與換行不同"}),
    "cjk-linebreak": (True, {"en": "a line break between two CJK characters is layout",
                             "zh-TW": "兩個中日文字之間的換行只是版面"}),
    "layout": (True, {"en": "table pipes, list and blockquote markers at line starts are layout",
                      "zh-TW": "表格直線、行首的清單與引言符號只是版面"}),
    "hyphenation": (True, {"en": "a hyphen ending a line inside a word: kept or joined",
                           "zh-TW": "行尾斷字的連字號：保留或接回"}),
    "typography": (True, {"en": "ligatures, quotes, dashes, entities, invisible characters: presentation by "
                          "assumption", "zh-TW": "連字、引號、破折號、實體、隱形字元：假定只是呈現方式"}),
    "diacritics": (True, {"en": "accents dropped or added by extraction (marks removed on both sides)",
                          "zh-TW": "擷取時遺失或多出的重音符號（兩邊都去掉）"}),
    "case": (True, {"en": "case is presentation by assumption (unit symbols after numbers and all-caps "
                    "words of 2-5 letters keep case)",
                    "zh-TW": "假定大小寫只是呈現方式（數字後的單位與 2 至 5 個字母的全大寫字保留大小寫）"}),
    "skeleton": (False, {"en": "dropping punctuation merges '($10.0 million)' with '$100 million'",
                         "zh-TW": "刪去標點會讓「($10.0 million)」與「$100 million」相同"}),
    "stitched": (True, {"en": "each fragment is verbatim, but the words left out may change the meaning",
                        "zh-TW": "每個片段都逐字相符，但省略的文字可能改變意思"}),
    "approximate": (None, {"en": "a near miss: never grounded; the source's own words are offered",
                            "zh-TW": "近似：永不算有據；提供原文用字"}),
    "none": (None, {"en": "not found", "zh-TW": "找不到"}),
}


def accepted_tiers(policy: Policy) -> tuple[str, ...]:
    """The tiers whose certificates this policy calls grounded."""
    quotes = policy.quotes
    return (*quotes.tiers, *(("stitched",) if quotes.allow_stitched else ()))


def setting_values(policy: Policy) -> list[tuple[str, Any]]:
    """Every setting of ``policy`` as (name, display value), in a fixed order."""
    rows: list[tuple[str, Any]] = []
    rows += [(f"quotes.{f.name}", getattr(policy.quotes, f.name)) for f in fields(policy.quotes)]
    rows += [(f"values.{f.name}", getattr(policy.values, f.name)) for f in fields(policy.values)]
    grounding = policy.grounding
    rows += [(f"grounding.{f.name}", _display(getattr(grounding, f.name)))
             for f in fields(grounding) if f.name != "quotes"]
    rows.append(("rules", "default" if policy.rules is None else policy.rules))
    return rows


def _display(value: Any) -> Any:
    if isinstance(value, frozenset):
        return f"{len(value)} words" if len(value) > 6 else sorted(value)
    if hasattr(value, "__dataclass_fields__"):
        return {f.name: getattr(value, f.name) for f in fields(value)}
    return value
