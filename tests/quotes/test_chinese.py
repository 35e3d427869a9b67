"""CJK text has no spaces: every CJK character is its own token."""

from __future__ import annotations

from anchorlint.quotes.verify import verify_quote


def test_chinese_exact(chinese_source: str) -> None:
    cert = verify_quote("受訪者普遍認為系統的回應速度", chinese_source)
    assert cert.grounded and cert.tier == "exact"
    assert (cert.line, cert.col) == (3, 13)


def test_chinese_across_a_hard_wrapped_line(chinese_source: str) -> None:
    cert = verify_quote("回收率達到百分之八十一。受訪者普遍認為系統的回應速度「明顯優於」舊版", chinese_source)
    assert cert.grounded and cert.tier == "cjk-linebreak"
    assert "\n" in cert.span_text


def test_chinese_pangu_spacing_is_layout(chinese_source: str) -> None:
    cert = verify_quote("外掛必須在Logseq中運作", chinese_source)
    assert cert.grounded and cert.tier == "whitespace"
    assert cert.span_text == "外掛必須在 Logseq 中運作"


def test_chinese_fullwidth_punctuation_and_corner_quotes(chinese_source: str) -> None:
    cert = verify_quote("系統的回應速度“明顯優於”舊版, 但仍有三成的人沒有使用過", chinese_source)
    assert cert.grounded and cert.tier == "typography"
    # an exact copy is exact even when a negation follows it (issue 12)
    assert verify_quote("系統的回應速度「明顯優於」舊版，但仍有三成的人", chinese_source).grounded


def test_chinese_quotation_may_start_mid_sentence(chinese_source: str) -> None:
    assert verify_quote("有效問卷為 980 份", chinese_source).grounded


def test_chinese_negation_is_not_dropped(chinese_source: str) -> None:
    assert verify_quote("不得上傳任何使用者資料", chinese_source).grounded
    cert = verify_quote("且得上傳任何使用者資料", chinese_source)  # the negation dropped inside
    assert not cert.grounded and cert.tier == "none"


def test_chinese_changed_negation_is_guarded(chinese_source: str) -> None:
    cert = verify_quote("但仍有三成的人有使用過搜尋功能", chinese_source)
    assert not cert.grounded and cert.tier == "none"


def test_chinese_numbers_are_token_aligned(chinese_source: str) -> None:
    assert verify_quote("預算為 12000 元", chinese_source).grounded
    assert not verify_quote("2000 元，不含稅", chinese_source).grounded


def test_chinese_changed_numeral_is_guarded(chinese_source: str) -> None:
    cert = verify_quote("回收率達到百分之七十一", chinese_source)
    assert not cert.grounded and cert.tier == "none"
    cert = verify_quote("其中有效問卷為 890 份", chinese_source)
    assert not cert.grounded and cert.tier == "none"


def test_a_numeral_in_the_other_script_is_the_same_figure(chinese_source: str) -> None:
    # 一萬二千 is 12000: a near miss (Q2, fixable), not a changed figure or word
    cert = verify_quote("預算為一萬二千元，不含稅。", chinese_source)
    assert cert.tier == "approximate" and cert.guard is None
    assert cert.span_text == "預算為 12000 元，不含稅。"
    cert = verify_quote("本研究共收集了一千二百零四份問卷", "本研究共收集了1204份問卷，其中有效問卷為980份。")
    assert cert.tier == "approximate" and cert.guard is None


def test_a_numeral_of_another_value_is_not_approximate(chinese_source: str) -> None:
    cert = verify_quote("預算為一萬三千元，不含稅。", chinese_source)
    assert not cert.grounded and cert.tier == "none"
    cert = verify_quote("本研究共收集了一千二百零五份問卷，其中有效問卷為九百八十份。", "本研究共收集了1204份問卷，其中有效問卷為980份。")
    assert not cert.grounded and cert.tier == "none"  # the digits are no longer set aside


def test_digits_next_to_cjk_make_no_name() -> None:
    # 30份 is a number and a measure word, not an identifier like OAuth2
    cert = verify_quote("受訪者共有三十人，他們普遍認為系統的回應速度明顯優於舊版。", "受訪者共有30人，他們普遍認為系統的回應速度明顯優於舊版。")
    assert cert.tier == "approximate" and cert.guard is None
    cert = verify_quote("外掛必須在Logsek中運作，且不得上傳任何使用者資料", "外掛必須在Logseq中運作，且不得上傳任何使用者資料")
    assert cert.tier == "none" and cert.guard == "name"
