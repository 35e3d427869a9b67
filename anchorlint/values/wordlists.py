"""Word lists of value grounding: number words, month names, booleans,
currencies. Data, in one place; part of the library (imports nothing from the
linter).

Spellings are written as people type them; the matcher folds them exactly as
it folds the source (case, diacritics, fullwidth forms), so "fünf" also finds
"FUNF". Alternatives for one meaning are separated by "|".
"""

from __future__ import annotations

# Whole numbers 0-20, indexed by value. Empty entries have no safe word form:
# French "un/une", German "ein/eine" and Chinese 一 double as the indefinite
# article ("a"), so they would ground a 1 in almost any sentence.
VALUE_NUMBER_WORDS = {
    "en": (
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
        "eighteen", "nineteen", "twenty",
    ),
    "de": (
        "null", "eins", "zwei|zwo", "drei", "vier", "fünf|fuenf", "sechs", "sieben", "acht",
        "neun", "zehn", "elf", "zwölf|zwoelf", "dreizehn", "vierzehn", "fünfzehn|fuenfzehn",
        "sechzehn", "siebzehn", "achtzehn", "neunzehn", "zwanzig",
    ),
    "fr": (
        "zéro", "", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix",
        "onze", "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit",
        "dix-neuf", "vingt",
    ),
    "zh": (
        "零|〇", "", "二|兩|两", "三", "四", "五", "六", "七", "八", "九", "十",
        "十一", "十二", "十三", "十四", "十五", "十六", "十七", "十八", "十九", "二十|廿",
    ),
}

# Number words that are also ordinary words of another covered language (or of
# English technical prose): accepted only when the locale names their language.
# de "elf" (en: elf), de "null" (en: null), fr "seize" (en: to seize),
# fr "sept" (en/fr abbreviation of September), fr "onze" (nl: our).
VALUE_NUMBER_WORDS_NEED_LOCALE = frozenset({"elf", "null", "seize", "sept", "onze"})

# Words that make a neighbouring number word part of a larger number or of a
# fraction ("twenty one", "two hundred", "cinq cents", "one half"), and the
# French "un" that the 0-20 lists leave out ("vingt et un").
VALUE_NUMBER_NEIGHBOURS = frozenset(
    """
    twenty thirty forty fifty sixty seventy eighty ninety hundred hundreds thousand
    thousands million millions billion billions trillion trillions dozen dozens half
    halves third thirds quarter quarters
    zwanzig dreißig dreissig vierzig fünfzig fuenfzig sechzig siebzig achtzig neunzig
    hundert tausend million millionen milliarde milliarden billion billionen dutzend
    halb halbe drittel viertel
    vingt trente quarante cinquante soixante septante huitante octante nonante cent
    cents mille million millions milliard milliards douzaine douzaines demi demie tiers
    quart quarts un une
    """.split()
)

# Words that join the parts of a spelled-out number ("hundred and five").
VALUE_NUMBER_CONNECTORS = frozenset({"and", "und", "et"})

# Scale words that change the magnitude of the figure before them ("5 million").
VALUE_SCALE_WORDS = frozenset(
    """
    hundred hundreds thousand thousands million millions billion billions trillion
    trillions bn mn mio mrd tsd hundert tausend millionen milliarde milliarden billionen
    cent cents mille milliard milliards lakh lakhs crore crores dozen dutzend douzaine
    """.split()
)

# Single letters that, written straight after a figure, usually scale it
# ("5k", "€5m"): refused, although "5m" is also five metres.
VALUE_ATTACHED_SCALE = frozenset({"k", "m"})

# Letters written straight after a figure that make it an ordinal ("5th", "1er").
VALUE_ORDINAL_SUFFIXES = frozenset(
    "st nd nde rd th er re e eme ieme ere te ten ter".split()
)

# Chinese numerals. Any of these next to a numeral makes it part of a longer
# number (二 in 二十, 十二, 二〇二四, 二百).
VALUE_CJK_NUMERAL_CHARS = "〇零一二兩两三四五六七八九十廿卅百千萬万億亿兆壹貳贰參叁叄肆伍陸陆柒捌玖拾佰仟幾几"
# Characters that, right before a numeral, make it an ordinal (第二), a lunar
# day (初五) or a weekday (星期二, 禮拜三, 週四).
VALUE_CJK_BEFORE_BLOCKERS = "第初期拜週周"
# Measure words: a numeral is read as a count only when one follows it (or
# punctuation, a space or the end of the text). 日/號 (day of month), 月
# (month name), 分 (十分 "very") and 點 (decimal point, o'clock) are left out.
VALUE_CJK_CLASSIFIERS = (
    "個个位名人件次回年歲岁元圓圆塊块本張张條条項项種种家間间台臺輛辆隻只頁页章節节篇份批組组"
    "套支枝把座棟栋層层樓楼天週周倍公米筆笔款題题顆颗粒片杯瓶箱包雙双票席場场局趟遍度秒"
)

# Month names and abbreviations, January first.
VALUE_MONTH_NAMES = {
    "en": (
        "january|jan", "february|feb", "march|mar", "april|apr", "may", "june|jun",
        "july|jul", "august|aug", "september|sept|sep", "october|oct", "november|nov",
        "december|dec",
    ),
    "de": (
        "januar|jänner|jan|jän", "februar|feber|feb", "märz|maerz|mär", "april|apr", "mai",
        "juni|jun", "juli|jul", "august|aug", "september|sept|sep", "oktober|okt",
        "november|nov", "dezember|dez",
    ),
    "fr": (
        "janvier|janv", "février|févr|fév", "mars", "avril|avr", "mai", "juin",
        "juillet|juil", "août", "septembre|sept", "octobre|oct", "novembre|nov",
        "décembre|déc",
    ),
}

# Booleans: (forms of True, forms of False) per language.
VALUE_BOOLEAN_WORDS = {
    "en": ("yes", "no"),
    "de": ("ja", "nein"),
    "fr": ("oui", "non"),
    "zh": ("是", "否"),
}
# Literals of data formats and code, read in every locale.
VALUE_BOOLEAN_LITERALS = ("true", "false")
# Check marks ground True in every locale. Crosses and empty boxes ground
# nothing: a cross marks a choice on some forms and a refusal on others.
VALUE_CHECK_GLYPHS = "✓✔☑✅🗸"

# Currency markers that may stand between a sign and a figure ("-€5", "(EUR 5)")
# or touch a figure ("EUR1.234,50").
VALUE_CURRENCY_SYMBOLS = "€$£¥₹₩₽₺₪₫฿₱¢₣₤₴₦"
VALUE_CURRENCY_CODES = frozenset(
    """
    eur usd gbp chf jpy cny rmb twd ntd hkd sgd aud cad nzd sek nok dkk pln czk huf inr
    krw brl mxn rub try zar ils thb us nt hk sfr fr kr rs rp
    """.split()
)
