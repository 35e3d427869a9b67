"""Word lists are data: every list a rule consults lives here, in one place."""

from __future__ import annotations

# Latin strings that are not referents: file extensions and URL parts that the
# card format itself produces, frontmatter keys, and the English function words
# that Chinese prose borrows. Deliberately no domain nouns (API, JSON, OAuth are
# real referents and must be grounded). Matches the Go original exactly.
ANCHOR_STOP_WORDS = frozenset(
    """
    md txt pdf docx pptx xlsx
    http https www kb
    index tags gloss created updated
    the and or of to in is a an
    """.split()
)

# Section names of the two card shapes (the Go original's, character for character).
WIKI_SECTIONS = ("摘要", "重點", "實體", "關聯")
DAEMON_SECTIONS = ("一句話定義", "要點", "關鍵實體", "關聯")

# Sub-headings under 關聯 in wiki cards.
TRIPLES_SUBSECTION = "內文知識關係"
# Mechanical sub-sections excluded from the grounding body: the source line
# itself (matching it against the source would be circular) and card links.
MECHANICAL_SUBSECTIONS = ("出處", "卡片關係")

# S5: frontmatter keys an author may write for the source key, compared with
# case, "-", "_" and spaces removed ("sourcePath", "source-path", "Source").
NEAR_MISS_SOURCE_KEYS = frozenset(
    """
    source sourcepath src srcpath sourcefile sourcedoc sourcedocument
    sourceurl sourcelink origin originalpath original from ref reference
    出處 來源 原文 原稿
    """.split()
)

# H5: secret-like strings, as (kind, regular expression) pairs. Character
# classes follow RE2's POSIX [[:space:]] (which, unlike \s, includes \v).
_SPACE = r"[\t\n\v\f\r ]"
SECRET_PATTERNS = (
    ("assignment", r"(?i)(pass(word)?|secret|api[_-]?key|access[_-]?key|auth[_-]?token|priv(ate)?[_-]?key)"
     + _SPACE + r"*[:=]" + _SPACE + r"*[^\t\n\v\f\r <>\"']{6,}"),
    # Each BEGIN scans on only to the next BEGIN (the last BEGIN before a
    # PRIVATE KEY----- finds it), so a line of BEGINs costs linear time.
    ("pem", r"-----BEGIN" + _SPACE + r"(?:(?!-----BEGIN" + _SPACE + r").)*?PRIVATE KEY-----"),
    ("aws", r"AKIA[0-9A-Z]{16}"),
    ("github", r"gh[pousr]_[0-9A-Za-z]{20,}"),
    ("slack", r"xox[baprs]-[0-9A-Za-z-]{10,}"),
    ("google", r"AIza[0-9A-Za-z_-]{20,}"),
    ("stripe", r"sk_(live|test)_[0-9A-Za-z]{16,}"),
    # Same matches as eyJ[A-Za-z0-9_-]{8,}\.[...]{8,}\.[...]{8,}, tried once per
    # run of token characters (the lookahead finds an eyJ with 8 characters
    # after it; the run is then taken whole, as the greedy original did).
    ("jwt", r"(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*?eyJ[A-Za-z0-9_-]{8})(?=([A-Za-z0-9_-]+))\1"
     r"\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    # A scheme starts at the first letter of its run of scheme characters: the
    # lookbehind tries each run once (from every letter of a long run the
    # search took quadratic time) and finds the same URLs.
    ("url-credentials", r"(?i)(?<![a-z0-9+.-])[0-9+.-]*[a-z][a-z0-9+.-]*://[^\t\n\v\f\r :/@]+:[^\t\n\v\f\r :/@]+@"),
    ("taiwan-id", r"(^|[^A-Za-z0-9])[A-Z][12][0-9]{8}([^0-9]|$)"),
    # Shape only, as the reference build: 12-16 digits in groups of four. Long
    # order numbers match too; mark such lines wiki-secret-ok.
    ("card-number", r"(^|[^0-9])[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{0,4}([^0-9]|$)"),
)
SECRET_KIND_NAMES = {
    "assignment": ("password or key assignment", "密碼/密鑰賦值"),
    "pem": ("PEM private key block", "私鑰 PEM 區塊"),
    "aws": ("AWS access key id", "AWS 存取金鑰"),
    "github": ("GitHub token", "GitHub 權杖"),
    "slack": ("Slack token", "Slack 權杖"),
    "google": ("Google API key", "Google API 金鑰"),
    "stripe": ("Stripe key", "Stripe 金鑰"),
    "jwt": ("JWT", "JWT token"),
    "url-credentials": ("credentials in a URL", "連線字串內嵌帳密"),
    "taiwan-id": ("Taiwan national id", "台灣身分證字號"),
    "card-number": ("credit card number", "疑似信用卡號"),
}
SECRET_EXEMPT_MARK = "wiki-secret-ok"

# ---------------------------------------------------------------------------
# Quotations (Q1/Q2), display math (E1). Used by anchorlint.quotes.

# The polarity guard: words whose presence on one side only reverses or
# weakens what a quotation says. Compared as a multiset, so a dropped, added
# or swapped word fires. English forms are matched as whole tokens (case
# folded, typographic apostrophes folded); "n't" contractions are caught by
# their suffix.
NEGATION_WORDS = frozenset(
    """
    not no never none nobody nothing nowhere neither nor cannot without
    lack lacks lacked lacking absent fail fails failed unable hardly barely
    seldom rarely
    """.split()
)
NEGATION_SUFFIX = "n't"
# Watched beside negations: direction, modality and quantity. An edit from one
# of these to another ("increase" to "decrease", "must" to "may", "all" to
# "some") changes what the sentence claims while moving only a few characters.
POLARITY_WORDS = frozenset(
    """
    increase increases increased increasing decrease decreases decreased decreasing
    rise rises rose risen rising fall falls fell fallen falling
    grow grows grew grown growing shrink shrinks shrank shrunk shrinking
    gain gains gained loss losses lose loses lost profit profits
    up down higher lower highest lowest more less most least fewer fewest
    above below over under before after earlier later
    positive negative maximum minimum max min best worst better worse
    always usually often sometimes occasionally all some any every each only
    must may might can could should shall will would need needs required optional
    true false accept accepts accepted reject rejects rejected allow allows allowed
    deny denies denied enable enables enabled disable disables disabled
    include includes included exclude excludes excluded success failure succeed
    with and or
    """.split()
)
# Affixes that turn a word into its opposite while moving few characters:
# a word and its swap on the other side (able/unable, increase/decrease,
# import/export, careful/careless) fire the polarity guard. "" is the bare word.
OPPOSING_PREFIXES = (
    "", "un", "in", "im", "il", "ir", "non", "dis", "a", "anti", "de", "en", "ex", "mis",
    "over", "under", "up", "down", "out", "pre", "post",
)
OPPOSING_SUFFIXES = ("ful", "less")
# CJK negation characters and watched words, counted as substrings.
CJK_NEGATIONS = ("不", "沒", "没", "未", "無", "无", "非", "別", "别", "莫", "勿", "否", "毋", "甭", "免")
CJK_POLARITY_WORDS = (
    "增", "減", "减", "升", "降", "漲", "涨", "跌", "高", "低", "多", "少", "大", "小",
    "前", "後", "后", "上", "下", "最", "必", "須", "须", "應", "应", "可", "能", "會", "会",
    "得", "皆", "都", "全", "僅", "仅", "只", "均", "和", "或", "與", "与",
)

# The numeric guard: numbers written as words are compared like figures.
NUMBER_WORDS = frozenset(
    """
    zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty
    sixty seventy eighty ninety hundred thousand million billion trillion
    half quarter third twice double triple dozen first second
    percent per cent
    """.split()
)
CJK_NUMERALS = "零〇一二三四五六七八九十百千萬万億亿兩两半倍"

# Ellipses that split a quotation into stitched fragments.
ELLIPSIS_MARKERS = ("[…]", "[...]", "(…)", "(...)", "…", ". . .", "...")
# Quotation marks a card may wrap around a blockquote (opening, closing).
QUOTE_MARK_PAIRS = (
    ('"', '"'), ("“", "”"), ("„", "“"), ("«", "»"), ("「", "」"), ("『", "』"), ("'", "'"), ("‘", "’"),
)
# A blockquote line starting with one of these is an attribution, not quoted text.
ATTRIBUTION_MARKS = ("—", "―", "--", "– ")

# E1: characters that, when they dominate a display-math block, mean it was
# pasted from a broken extraction rather than written as LaTeX.
MOJIBAKE_CHARS = frozenset("\ufffd\u25a1\u25af\u2610\u00c3\u00c2\u00e2\u20ac\u0178\u2122")
MOJIBAKE_LIMIT = 0.10

# Unit symbols whose case is content (mW is not MW, Mb is not MB, m is not M).
# Written right after a number, they keep their case at the ``case`` tier and
# in the numeric guard; any other word there is folded like the rest.
CASE_SENSITIVE_UNITS = frozenset(
    """
    a b g j k l m n s t v w
    bn mn kn
    ma mv kv mw kw gw tw mj kj gj
    mb kb gb tb pb eb bit kbit mbit gbit bps kbps mbps gbps
    hz khz mhz ghz thz
    pa kpa mpa gpa hpa
    mg kg mm cm km nm um ml dl kl
    ms ns ps mol mmol da kda mda db dbm
    """.split()
)

# A blockquote that opens with one of these labels is the writer's own remark,
# not a quotation of the source (compared after case folding, with either
# an ASCII or a fullwidth colon).
REMARK_LABELS = (
    "note", "nb", "n.b.", "remark", "comment", "todo", "my note", "editor's note", "aside",
    "備註", "我的備註", "註", "注", "附註", "筆記", "說明", "提醒", "待辦", "按", "編按", "译注", "譯註",
)


# ---------------------------------------------------------------------------
# Value grounding (anchorlint.values): number words, month names, booleans.
#
# Spellings are written as people type them; the matcher folds them exactly as
# it folds the source (case, diacritics, fullwidth forms), so "fünf" also finds
# "FUNF". Alternatives for one meaning are separated by "|".
# ---------------------------------------------------------------------------

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
