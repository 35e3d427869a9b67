"""The assumptions a verdict rests on, stated plainly for ``anchorlint
explain``. Some depend on the policy; each is one line per language."""

from __future__ import annotations

import unicodedata

from anchorlint.policies.model import Policy


def assumptions(policy: Policy, lang: str = "en") -> list[str]:
    """What must hold for this policy's verdicts to mean what they say."""
    zh = lang == "zh-TW"
    items = [_UNICODE[zh].format(version=unicodedata.unidata_version), *(_ALWAYS[zh])]
    quotes, values = policy.quotes, policy.values
    if quotes.allow_skeleton:
        items.append(_SKELETON[zh])
    if quotes.allow_stitched:
        items.append(_STITCHED[zh].format(words=quotes.min_fragment_words))
    if quotes.forgive_final_period:
        items.append(_PERIOD[zh])
    if quotes.forgive_word_changes:
        items.append(_WORDING[zh])
    items.append(_VALUE_MODES[zh][values.mode].format(threshold=values.threshold))
    if not values.boundaries:
        items.append(_NO_BOUNDARIES[zh])
    return items


_UNICODE = (
    ("Normalization follows this Python's Unicode database ({version}); another database may "
     "change verdicts under the same fingerprint."),
    "正規化依本 Python 的 Unicode 資料庫（{version}）；換一版資料庫，同一指紋也可能得到不同判定。",
)
_ALWAYS = (
    [
        "The source is the text the model saw, read as UTF-8; offsets count code points in it.",
        "The sound tiers change presentation, not content, in ordinary prose; that is an assumption, not a proof.",
        "Grounding is necessary, not sufficient: a verbatim quotation can still be misattributed or misread.",
        "A match starts and ends on token boundaries; scripts without spaces are split per character.",
        "Approximate quotations are never grounded; the floor only decides between Q2 and Q1.",
        "The numeric, polarity, name and wording guards catch common edits, not all of them.",
        ("Values without a locale hint are tried under every convention; a text two conventions read "
         "differently is refused."),
        ("The fingerprint covers the configuration and the verifier revision, not the code: report "
         "anchorlint_version with it."),
    ],
    [
        "原文即模型看到的文字，以 UTF-8 讀取；位移以碼位計算。",
        "可靠層級在一般文字中只改變呈現、不改變內容；這是假設，不是證明。",
        "有據是必要條件而非充分條件：逐字引文仍可能被錯誤歸屬或誤讀。",
        "比對必須始於並終於詞元邊界；不以空白分詞的文字逐字切分。",
        "近似引文永不算有據；下限只決定是 Q2 還是 Q1。",
        "數字、極性、名稱與用字守衛能擋下常見的竄改，但非全部。",
        "未給地區提示的數值會以所有慣例嘗試；兩種慣例讀法不同的文字一律拒絕。",
        "指紋涵蓋設定與驗證器修訂版，不涵蓋程式碼：請一併回報 anchorlint_version。",
    ],
)
_SKELETON = (
    "UNSOUND: the skeleton tier is accepted, so a figure whose punctuation changed can pass.",
    "不可靠：接受 skeleton 層級，標點改變的數字也可能通過。",
)
_STITCHED = (
    "Stitched quotations (fragments of at least {words} words, found in order) count as grounded.",
    "拼接引文（每段至少 {words} 個字、依序找到）算有據。",
)
_PERIOD = (
    "A final period may stand for a sentence that goes on in the source.",
    "結尾句點可代表原文中尚未結束的句子。",
)
_WORDING = (
    "Near misses may change words; only the numeric, polarity and name guards still apply.",
    "近似引文可更動字詞；只剩數字、極性與名稱守衛。",
)
_VALUE_MODES = (
    {
        "exact": "Values must appear as their verbatim str(value): no locale forms, no case folding.",
        "normalized": ("Values may appear in their written forms (locale numbers, dates, number words), "
                       "case and diacritics ignored."),
        "fuzzy": ("Text values may differ by OCR-like noise (similarity at least {threshold}); "
                  "figures must still match."),
    },
    {
        "exact": "數值必須以 str(value) 逐字出現：不接受地區寫法，不忽略大小寫。",
        "normalized": "數值可用其書寫形式出現（地區數字、日期、數字詞），忽略大小寫與變音符號。",
        "fuzzy": "文字值可有類似 OCR 的雜訊（相似度至少 {threshold}）；數字仍須相符。",
    },
)
_NO_BOUNDARIES = (
    "Value boundaries are off: '2' is found inside '2024'.",
    "數值邊界已關閉：「2」可在「2024」中被找到。",
)
