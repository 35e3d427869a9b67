"""Word lists of the quotation verifier (data, in one place). The package
is a library: it reads its lists from here, not from the rest of anchorlint."""

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
    
    """.split()
)
CJK_NUMERALS = "零〇一二三四五六七八九十百千萬万億亿兩两半倍"

# Ellipses that split a quotation into stitched fragments.
ELLIPSIS_MARKERS = ("[…]", "[...]", "(…)", "(...)", "…", ". . .", "...")

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


# Letters with a stroke or bar that Unicode does not decompose, read as their
# base letter by the ``diacritics`` tier (Jørgen, Łódź, Đorđe).
STROKED_LETTERS = {"ø": "o", "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ħ": "h", "Ħ": "H"}

# Words after a number that the numeric guard reads as its unit: a change
# between two of them ("30 days" / "30 weeks") changes the figure; a slip
# inside one ("30 dayz") does not (the wording guard reads it).
UNIT_WORDS = frozenset(
    """
    percent per cent percentage points point pts bp bps basis
    second seconds sec secs minute minutes min mins hour hours hr hrs day days week weeks
    month months year years decade decades century centuries
    byte bytes bit bits kilobyte kilobytes megabyte megabytes gigabyte gigabytes terabyte terabytes
    meter meters metre metres kilometer kilometers mile miles foot feet inch inches
    gram grams kilogram kilograms pound pounds ton tons tonne tonnes ounce ounces
    liter liters litre litres gallon gallons watt watts volt volts amp amps
    degree degrees times x fold dollar dollars euro euros yen yuan pound pounds cents
    thousand million billion trillion k m bn mn
    """.split()
)
# Spellings of one unit (compared after plurals are made singular).
UNIT_SYNONYMS = {"percent": "%", "pct": "%", "per cent": "%", "percentage": "%"}
# Scale words: "5 million" is not "5 billion" (compared as part of the figure).
SCALE_WORDS = frozenset("hundred thousand million billion trillion k m bn mn 千 萬 万 億 亿 兆".split())
# CJK numeral digits and multipliers, for reading 三十 as 30.
CJK_DIGITS = {"零": 0, "〇": 0, "一": 1, "二": 2, "兩": 2, "两": 2, "三": 3, "四": 4, "五": 5, "六": 6,
              "七": 7, "八": 8, "九": 9}
CJK_MULTIPLIERS = {"十": 10, "百": 100, "千": 1000, "萬": 10_000, "万": 10_000, "億": 100_000_000,
                   "亿": 100_000_000}

# Words too common to say where a quotation is: left out of the word index
# (a quotation made only of such words is searched in the whole source).
UNINDEXED_WORDS = frozenset(
    "that this from were which with have been they their there than then them what when will would also "
    "into only some such were your more most other".split()
)
