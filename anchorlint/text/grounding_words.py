"""Word lists of the default-mode anchor check (H7), kept as data.

Units and counters per canonical unit, abbreviations with their expansions,
number words and month names. Latin entries are lower case; matching folds
the card and the source the same way.
"""

from __future__ import annotations

# Canonical unit -> the ways cards and sources write it (English and Chinese).
# A number written with one of these "keeps its unit": 60 秒 is not grounded by
# a source whose only 60 is 60 minutes. Counters that name no unit (個, 項, 筆,
# 位 …) are deliberately absent: they count whatever the noun is.
UNITS: dict[str, tuple[str, ...]] = {
    "ns": ("ns", "nanosecond", "nanoseconds", "納秒", "纳秒"),
    "us": ("µs", "μs", "microsecond", "microseconds", "微秒"),
    "ms": ("ms", "msec", "millisecond", "milliseconds", "毫秒"),
    "second": ("s", "sec", "secs", "second", "seconds", "秒", "秒鐘"),
    "minute": ("min", "mins", "minute", "minutes", "分鐘", "分钟"),
    "hour": ("h", "hr", "hrs", "hour", "hours", "小時", "个小时", "個小時", "鐘頭", "钟头"),
    "day": ("day", "days", "天", "日", "工作天", "個工作天", "工作日", "business", "working", "calendar"),
    "week": ("week", "weeks", "wk", "wks", "週", "周", "星期", "個星期", "禮拜", "個禮拜"),
    "month": ("month", "months", "mo", "個月", "个月"),
    # 5 月 is May, 5 個月 five months: a date's month grounds only the former.
    "month_of": ("月",),
    "year": ("year", "years", "yr", "yrs", "年", "歲", "岁"),  # 歲: years of age
    "decade": ("decade", "decades"),
    "century": ("century", "centuries", "世紀", "世纪", "個世紀", "个世纪"),
    "bit": ("bit", "bits", "位元", "比特"),
    "byte": ("byte", "bytes", "位元組", "字節", "字元組"),
    "kb": ("kb", "kib", "kilobyte", "kilobytes", "千位元組"),
    "mb": ("mb", "mib", "megabyte", "megabytes", "百萬位元組"),
    "gb": ("gb", "gib", "gigabyte", "gigabytes", "十億位元組"),
    "tb": ("tb", "tib", "terabyte", "terabytes"),
    "pb": ("pb", "pib", "petabyte", "petabytes"),
    "eb": ("eb", "eib", "exabyte", "exabytes"),
    "kbps": ("kbps", "kbit/s"),
    "mbps": ("mbps", "mbit/s"),
    "gbps": ("gbps", "gbit/s"),
    "hz": ("hz", "hertz", "赫茲", "赫兹"),
    "khz": ("khz", "kilohertz"),
    "mhz": ("mhz", "megahertz"),
    "ghz": ("ghz", "gigahertz"),
    "pixel": ("px", "pixel", "pixels", "像素"),
    "point": ("pt", "pts", "point", "points"),
    "percent": ("%", "percent", "per cent", "％", "成"),
    "usd": ("usd", "dollar", "dollars", "美元", "美金"),
    "times": ("times", "x", "倍"),
    "page": ("page", "pages", "頁"),
    "core": ("core", "cores", "核", "核心"),
    "character": ("character", "characters", "char", "chars", "字元", "個字元", "字符"),
    "digit": ("digit", "digits", "位數", "位數字"),
}

# A binary size suffix glued to its figure, as Kubernetes, rclone and Go's
# resource quantities write sizes (``64Mi``, ``128Ki``, ``1Gi``): the figure
# carries the unit the suffix abbreviates. Only glued: ``5 mi`` after a space
# may be miles.
BINARY_SIZE_SUFFIXES: dict[str, str] = {
    "ki": "kb", "mi": "mb", "gi": "gb", "ti": "tb", "pi": "pb", "ei": "eb",
}

# A frequency written as one adjective with its number ("a 3-monthly
# cycle": every three months) carries that unit, only joined by a hyphen
# ("3 monthly releases" are three releases).
FREQUENCY_UNITS: dict[str, str] = {
    "hourly": "hour", "daily": "day", "weekly": "week", "monthly": "month", "yearly": "year",
}

# Units a faithful writer converts between (``0.082 s`` is ``82 ms``): the
# size of each in its dimension's smallest unit ...
UNIT_FACTORS: dict[str, dict[str, float]] = {
    # (not days and weeks: "14 days" for "2 weeks" is as often another number)
    "time": {"ns": 1e-9, "us": 1e-6, "ms": 1e-3, "second": 1.0, "minute": 60.0, "hour": 3600.0},
    # a year is always twelve months: "two years" for "24 months" is the same
    # span, as "four centuries" is "400 years"
    "calendar": {"month": 1.0, "year": 12.0, "decade": 120.0, "century": 1200.0},
    "rate": {"kbps": 1e3, "mbps": 1e6, "gbps": 1e9},
    "frequency": {"hz": 1.0, "khz": 1e3, "mhz": 1e6, "ghz": 1e9},
}
# ... and for sizes the power of 1000 (or of 1024) in bytes.
SIZE_POWERS: dict[str, int] = {"byte": 0, "kb": 1, "mb": 2, "gb": 3, "tb": 4, "pb": 5, "eb": 6}

# Abbreviations a source's links name without writing their expansion: a
# GitHub link to ``/pull/39428`` is a pull request; a link to a package on
# a registry's site names the registry (``www.npmjs.com/package/bytes``:
# an npm package, ``pypi.org/project/x``: on PyPI).
LINKED_ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "pr": ("/pull/",),
    "npm": ("npmjs.com/", "npmjs.org/"),
    "pypi": ("pypi.org/", "pypi.python.org/"),
    "rubygems": ("rubygems.org/",),
    "nuget": ("nuget.org/",),
    "packagist": ("packagist.org/",),
    # a source that writes a link writes a URL: the word names what it wrote
    "url": ("://",),
}

# Names a source implies by its own command lines without writing them
# (text/implied_names.py): a command word, the subcommands that make a line
# of it a command of that tool (none: any argument), and the names it
# implies besides the command word, which the line writes. Only what running
# the line cannot do without: ``brew install`` is Homebrew, ``npm install``
# a JavaScript package; ``pip install`` is Python, but not PyPI (pip
# installs from any index; where a package is published is a claim of its
# own); ``npm`` not Node.js (a browser library installs with npm too).
IMPLYING_COMMANDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "brew": (("install", "tap", "upgrade", "update", "uninstall", "reinstall", "info", "bundle", "services"),
             ("homebrew",)),
    "npm": (("install", "i", "ci", "run", "test", "init", "publish", "exec", "uninstall", "update"),
            ("javascript",)),
    "npx": ((), ("npm", "javascript")),
    "pip": (("install", "uninstall", "download", "freeze"), ("python",)),
    "pip3": (("install", "uninstall", "download", "freeze"), ("pip", "python")),
    "cargo": (("install", "add", "build", "run", "test", "new", "init", "publish"), ("rust",)),
    "go": (("get", "install", "build", "run", "mod", "test", "generate", "vet"), ("golang",)),
    # (item 193) yarn and pnpm add npm packages, from npm's registry unless
    # told otherwise; gem, bundle and composer run Ruby's and PHP's code; mvn
    # is Maven's command (Java, Kotlin and Scala build with it: no language);
    # poetry and pipx install Python's packages (from any index, as pip).
    "yarn": (("add", "install", "remove", "upgrade", "dlx", "create", "global"), ("javascript", "npm")),
    "pnpm": (("add", "install", "i", "remove", "update", "dlx", "create"), ("javascript", "npm")),
    "gem": (("install", "uninstall", "build", "push"), ("ruby",)),
    "bundle": (("install", "exec", "add", "update"), ("ruby",)),
    "composer": (("require", "install", "update", "create-project"), ("php",)),
    "mvn": ((), ("maven",)),
    "poetry": (("add", "install", "run", "build", "publish"), ("python",)),
    "pipx": (("install", "run"), ("python",)),
}
# A code fence's language label (```js) and the language it names.
FENCE_LANGUAGES: dict[str, str] = {
    "js": "javascript", "javascript": "javascript", "jsx": "javascript", "mjs": "javascript",
    "cjs": "javascript", "ts": "typescript", "typescript": "typescript", "tsx": "typescript",
    "python": "python", "py": "python", "python3": "python", "pycon": "python",
    "go": "go", "golang": "go", "rust": "rust", "rs": "rust",
}
# Forms of code only one language writes: a literal each form holds (a
# source without it is not searched), the form as a regular expression over
# the source as written (one per line, ``^`` a line's start), and the names
# they imply. CommonJS (``module.exports``, ``const x = require('x')``) is
# Node.js's own module system; a ``name==1.2`` line is pip's requirement pin.
LANGUAGE_SIGNS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # module.exports and require() are CommonJS's own forms: the code names its module system
    ('module.exports', r"\bmodule\.exports\b", ("javascript", "nodejs", "node", "commonjs")),
    ('require(', r"\b(?:const|let|var) [\w{}, ]+ = require\(['\"]", ("javascript", "nodejs", "node", "commonjs")),
    ('use strict', r"^[ \t]*['\"]use strict['\"];?[ \t]*$", ("javascript",)),
    ('export default ', r"^[ \t]*export default (?:async )?(?:function|class)\b", ("javascript",)),
    ('import ', r"^[ \t]*import (?:\w+|\{[\w, ]+\}) from ['\"]", ("javascript",)),
    ('==', r"^[A-Za-z][\w.\-]*(?:\[[\w, \-]+\])?==[0-9]", ("python", "pip")),
    ('from ', r"^[ \t]*from [\w.]+ import \w", ("python",)),
    ('def ', r"^[ \t]*def \w+\([^)\n]*\)(?: -> [^:\n]+)?:[ \t]*$", ("python",)),
)
# Signs of one ecosystem a source writes anywhere in its text (item 193),
# each with a literal the source must hold, the sign as a regular
# expression over the source as written, and the names it implies: a file
# name of one language's code (``src/App.jsx``, ``main.rs``, ``main.go``:
# the extension right after a word, going on as no longer name, ``.json``
# or ``.rsx``), a manifest only one ecosystem keeps (``package.json``,
# ``Cargo.toml``, ``go.mod``), a field only a package.json has
# (``peerDependencies``: the packages it lists are npm's, installed from
# npm's registry), an advisory id only one ecosystem's database issues
# (``RUSTSEC-2021-0079``: RustSec files Rust crates only). A file name
# shows no code: the language's values (LANGUAGE_LITERALS) are not implied.
# Not implied: a registry by a file name, a manifest or pip (a package.json
# is not a published package; ``pip install`` is no PyPI), a runtime by a
# package manager (npm is no Node.js). ``.js``, ``.ts`` and ``.py`` are not
# here: their extension is a token ABBREVIATIONS already reads as the
# language (``js`` for JavaScript).
ECOSYSTEM_SIGNS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    # (each pattern opens with its literal, found fast, then looks back)
    (".jsx", r"\.jsx(?<=\w\.jsx)(?![\w\-])", ("javascript",)),
    (".mjs", r"\.mjs(?<=\w\.mjs)(?![\w\-])", ("javascript",)),
    (".cjs", r"\.cjs(?<=\w\.cjs)(?![\w\-])", ("javascript",)),
    (".tsx", r"\.tsx(?<=\w\.tsx)(?![\w\-])", ("typescript",)),
    # (not a host: ``.rs`` is also Serbia's domain, ``https://www.example.rs/``)
    (".rs", r"\.rs(?<=\w\.rs)(?![\w\-/:])", ("rust",)),
    (".go", r"\.go(?<=\w\.go)(?![\w\-])", ("go", "golang")),
    ("package.json", r"package\.json(?<![\w\-]package\.json)\b", ("javascript",)),
    ("Dependencies", r"(?:peer|dev|optional|bundled?)Dependencies\b", ("javascript", "npm")),
    ("Cargo.toml", r"Cargo\.toml(?<![\w\-]Cargo\.toml)\b", ("rust", "cargo")),
    ("Cargo.lock", r"Cargo\.lock(?<![\w\-]Cargo\.lock)\b", ("rust", "cargo")),
    ("go.mod", r"go\.mod(?<![\w\-]go\.mod)\b", ("go", "golang")),
    ("go.sum", r"go\.sum(?<![\w\-]go\.sum)\b", ("go", "golang")),
    ("RUSTSEC-", r"RUSTSEC-[0-9]{4}-[0-9]{4}\b", ("rust",)),
)
# The values a language itself defines, which a card explaining a source's
# code names from that language (``NaN`` for ``num - num``): implied by the
# language's code (a fence label or a sign above), never by a command.
LANGUAGE_LITERALS: dict[str, tuple[str, ...]] = {
    "javascript": ("nan", "infinity", "undefined", "null", "true", "false"),
    "typescript": ("nan", "infinity", "undefined", "null", "true", "false"),
    "python": ("none", "true", "false"),
}

# Words a faithful writer shortens, and what they stand for (as the source
# may write them; compared with separators and case ignored). Extensible
# through H7's ``abbreviations`` option.
ABBREVIATIONS: dict[str, tuple[str, ...]] = {
    "k8s": ("kubernetes",),
    "gc": ("garbage collection", "garbage collector"),
    "faq": ("frequently asked questions", "frequently asked question"),
    "stdlib": ("standard library",),
    "i18n": ("internationalization", "internationalisation"),
    "l10n": ("localization", "localisation"),
    "a11y": ("accessibility",),
    "o11y": ("observability",),
    "dm": ("direct message",),
    "pr": ("pull request",),
    "ci": ("continuous integration",),
    "cd": ("continuous delivery", "continuous deployment"),
    "os": ("operating system",),
    "ui": ("user interface",),
    "cli": ("command line", "command-line interface", "command line interface"),
    "repo": ("repository",),
    "config": ("configuration",),
    "env": ("environment",),
    "db": ("database",),
    "docs": ("documentation",),
    "doc": ("documentation", "document"),
    "js": ("javascript",),
    "ts": ("typescript",),
    "py": ("python",),
    "auth": ("authentication", "authorization", "authorisation"),
    "authn": ("authentication",),
    "authz": ("authorization", "authorisation"),
    "mfa": ("multi-factor authentication", "multi-factor", "multifactor"),
    "2fa": ("two-factor authentication", "two-factor"),
    "otp": ("one-time password",),
    "rc": ("release candidate",),
    "lts": ("long-term support", "long term support"),
    "eol": ("end of life", "end-of-life"),
    "max": ("maximum",),
    "min": ("minimum",),
    "approx": ("approximately",),
    "dev": ("development", "developer"),
    "prod": ("production",),
    "info": ("information",),
    "impl": ("implementation",),
    "ver": ("version",),
    "spec": ("specification",),
    "vs": ("versus", "visual studio"),
    "etc": (),
    "eg": (),
    "ie": (),
}

# Words that open an enumeration of examples ("For example, A, B and C",
# "例如 A、B 與 C"): the lead-in, not an item. ``如`` only before what is not
# a Chinese character (如果 is "if", 如下 "as follows").
LIST_LEAD_INS = (
    "for example", "for instance", "e.g.", "e.g", "eg.", "such as", "including", "namely",
    "例如", "比如", "譬如", "包括", "包含", "像是",
)
SHORT_LEAD_INS = ("如",)

# Prepositions that, opening a part of a comma run after a first part, open
# the run of items itself: "a key file, in PKCS#1, PKCS#8, or OpenSSH
# format" lists three formats (text/inline_lists.py).
RUN_PREPOSITIONS = frozenset(("in", "on", "at", "from", "with", "via", "into", "for", "using", "under"))

# Series of numbered documents: a figure after the series' name is a
# document's number in it (RFC 1951, ISO 8601, PEP 8; text/token_figures.py).
SERIES_WORDS = ("rfc", "iso", "pep", "eip", "erc", "bip", "ecma", "ieee", "jsr", "jep", "psr", "fips", "pkcs")

# Words about time that make a figure glued to ``m`` or ``d`` on their line
# a duration (``retention ... "10m"``; text/token_figures.py).
TIME_WORDS = ("time", "duration", "durations", "interval", "timeout", "ttl", "delay", "period", "retention",
              "expiry", "expiration", "expire", "expires", "ago", "every", "uptime",
              "時間", "时间", "間隔", "间隔", "逾時", "超時", "超时", "週期", "周期", "保留")

# English number words (whole words) and their values.
NUMBER_WORDS: dict[str, int] = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19, "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60,
    "seventy": 70, "eighty": 80, "ninety": 90, "dozen": 12,
}
# Words that make a vague multiple of ``dozen`` after them: "several dozen
# options" is some tens of them, no twelve ("a dozen" stays twelve); "about
# a dozen" is a count the writer did not make, as vague.
VAGUE_BEFORE_DOZEN = ("several", "a few", "few", "many", "about a", "around a", "roughly a")
# The characters that end a noun in 數 (參數 parameters, 次數 times, 人數
# headcount): before 十 that 數 closes the noun and 十 is a figure (參數十個
# is ten parameters). Any other 數 before 十 means "several" (數十個 is some
# tens, 列出數十個選項), as 幾 does; 數百, 數千, 數萬 are read as no figure.
NOUNS_IN_SHU = frozenset("參参次個个總总人函變变引指倍位行字頁页條条欄栏層层核點点分係系整項项件張张台線线緒绪程組组筆笔節节章輪轮步段列票頭头單单級级階阶")
# What a numeral before them names: a number base, no quantity (十六進位 is
# "hexadecimal", 二進制 "binary"; a card's 6 位十六進位路徑 counts six digits,
# not sixteen of anything).
RADIX_WORDS = ("進位", "進制", "进位", "进制")
# What a Chinese count counts, as an English source names it (``四層`` is
# layers, ``3 個錯誤`` bugs or errors): a count of a noun the source counts
# with another number is checked against it (text/noun_counts.py). Only
# nouns that name things, never a bare counter that counts anything (個,
# 種, 項).
NOUN_TRANSLATIONS: dict[str, tuple[str, ...]] = {
    "層": ("layer",), "錯誤": ("bug", "error"), "漏洞": ("vulnerability",), "問題": ("issue", "problem", "bug"),
    "範例": ("example",), "例子": ("example",), "週期": ("cycle",), "成員": ("member",), "別名": ("alias",),
    "節點": ("node",), "副本": ("replica",), "字母": ("letter",), "指標": ("metric",), "函式": ("function",),
    "參數": ("parameter", "argument"), "選項": ("option",), "欄位": ("field",), "演算法": ("algorithm",),
    "目錄": ("directory",), "關鍵字": ("keyword",), "套件": ("package",), "平台": ("platform",),
    "型別": ("type",), "狀態": ("state",), "檔案": ("file",), "執行緒": ("thread",), "連線": ("connection",),
    "團隊": ("team",), "角色": ("role",), "階段": ("phase", "stage"), "規則": ("rule",), "模式": ("mode",),
    "命令": ("command",), "指令": ("command",), "區段": ("segment",), "欄": ("column",), "列": ("row",),
    "路由": ("route",),
}
# English ordinal words and their values (``twenty-first`` is read as 21).
ORDINAL_WORDS: dict[str, int] = {
    "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7,
    "eighth": 8, "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13,
    "fourteenth": 14, "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18,
    "nineteenth": 19, "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50,
    "sixtieth": 60, "seventieth": 70, "eightieth": 80, "ninetieth": 90, "hundredth": 100,
}
# Words that make a unit of the unit word after them (``5 business days``,
# ``3 calendar months``), and of nothing on their own: ``Windows 7 keeps
# working`` has no unit.
UNIT_QUALIFIERS = frozenset({"business", "working", "calendar"})
# Chinese unit words that are also adjectives (核心 is "central" as well as
# a CPU's cores): after a generic counter and before another noun they
# describe that noun (兩個核心概念 counts concepts). A measure's word is
# followed by verbs as often (十個位元組編碼), so it is not among them.
MODIFYING_UNITS = frozenset({"核心"})

SCALE_WORDS: dict[str, int] = {
    "hundred": 100, "thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000,
    "百": 100, "千": 1000, "萬": 10_000, "万": 10_000, "億": 100_000_000, "亿": 100_000_000,
}

# Month names (and their abbreviations), January first.
MONTHS = (
    "january jan", "february feb", "march mar", "april apr", "may", "june jun", "july jul",
    "august aug", "september sept sep", "october oct", "november nov", "december dec",
)

# Latin abbreviations of prose (as tokens: "i.e." reads "i.e"): glue between
# claims, never a referent, in an English line or a Chinese one. Only the
# unambiguous ones: "cf" is also Cloud Foundry, "ie" Internet Explorer.
LATIN_ABBREVIATIONS = frozenset(
    """
    i.e e.g etc vs viz a.k.a
    """.split()
)

# The conventional names of a repository's documents (``README``,
# ``CHANGELOG``, ``NEWS``) written as words: a card that says "the README
# lists ..." names the kind of document it summarises, not a referent the
# source must write (a source is seldom called by its own name inside it,
# and may be stored or cited under another file name). Written as a file
# (``README.md``, ``CONTRIBUTING.md``) it points at a file: an anchor.
DOCUMENT_KINDS = frozenset(
    "readme changelog news history changes license licence contributing authors notice".split())

# Kinds of software a card may write between a product's name and its
# version (``Java SDK 1.0.2``, ``Dapr CLI 1.1.0``, ``Redis Server 7.2``):
# where the source files the version under that kind (a column ``SDKs``, a
# heading, the same line), the version is still the product's. Lower-cased,
# singular; a plural ``s`` is read off.
SOFTWARE_KINDS = frozenset("""
    sdk cli api library lib runtime client server plugin plug-in extension module package driver
    toolkit framework binary agent engine compiler interpreter daemon app service operator
    """.split())

# Folders that hold other projects' code (item 197): the folder right
# under one is a project's own folder, named as the project is
# (``vendor/tornado/SECURITY.md``, ``node_modules/escape-string-regexp/``,
# ``crates/hyper/``; after a scope, ``node_modules/@babel/core/``). Any
# other folder is only where a repository keeps a document (item 14).
PROJECT_FOLDERS = frozenset({
    "vendor", "third_party", "third-party", "thirdparty", "node_modules", "bower_components",
    "site-packages", "dist-packages", "packages", "crates", "external", "deps", "submodules",
})

# English words of computing that Chinese prose keeps in English, written
# in lower case ("約 1T 個 token", "整理 import", "man page 的 COMMAND 一節",
# "分散式 key-value 儲存", "shell 工具"): in a Chinese line every Latin word is otherwise
# read as a name, but these name a concept, not a referent a source must
# write. Only concepts: no product, no role a document defines for its own
# parts (worker, hook, node, core, lint, parser are left out: cards plant
# them as inventions), and nothing capitalised (``Token`` may be a name).
CJK_PLAIN_WORDS = frozenset(
    """
    token tokens import imports export exports docstring docstrings help usage man page pages
    key keys value values string strings integer integers boolean array arrays
    function functions callback callbacks method methods class classes module modules
    package packages library libraries plugin plugins parameter parameters argument arguments
    option options flag flags variable variables field fields type types schema payload
    commit commits branch branches patch patches diff merge release releases bug bugs
    file files folder folders directory directories repository repositories
    request requests response responses header headers query queries timeout cache
    thread threads process processes script scripts test tests build builds
    log logs debug error errors warning warnings exception exceptions prompt prompts
    shell shells tool tools command commands
    """.split()
)

# Words, written in capitals (``CPU``, ``CI/CD``) or capitalised (``Web``),
# that name a KIND of thing in computing, never a particular one: a writer
# describes an entity with them from what everybody knows ("CUDA (GPU
# libraries)", "Go 的 Web 框架"), and no fabricated card can plant one as a
# new referent, for there is nothing particular for the source to write.
# A word naming something particular stays a name: a vendor or an
# architecture (AMD, ARM), a protocol or a format (HTTP, TLS, CSV, PNG), an
# interface a document defines (API), a support status (LTS), a time
# standard (UTC), and AI, which is also part of companies' names (the
# sets' fabricated cards plant each of these). Nor the kinds of interface
# (CLI, GUI, UI): what a tool offers is a claim a card can get wrong ("a GUI
# tool" for a command-line one), and the generated corpora plant CLI as a
# service ("部署於 CLI"). Folded, singular.
CONCEPT_WORDS = frozenset(
    # the processors and memory every computer has (a vendor or a model stays a name)
    "cpu gpu ram "
    # the practices of building and shipping software (a product, Cirrus CI or Jenkins, by its own name)
    "ci cd "
    # the World Wide Web as a field: a Web framework, Web pages
    "web "
    # a kind of model (a model's own name, Llama or Phi-3, stays a name)
    "llm".split()
)

# File extensions and the format a file so named is written in
# (text/own_files.py): a card naming its source by such a file name
# (``valkey.conf``, ``CHANGES.rst``) names the document itself when the
# source is written in that format. Only formats a source shows by its
# text; not ``.md`` or ``.txt``, which any document may be.
FILE_FORMATS = {
    "js": "javascript", "mjs": "javascript", "cjs": "javascript",
    "yaml": "yaml", "yml": "yaml",
    "conf": "configuration", "cfg": "configuration", "ini": "configuration",
    "rst": "restructuredtext",
}

# The last part of a hyphened adjective a writer coins from a name
# (``MIT-licensed``, ``JVM-based``, ``S3-compatible``, ``Vim-style``): it
# says how something relates to the name and names nothing itself, so the
# compound is the source's when the name before it is.
NAME_ADJECTIVE_ENDINGS = frozenset(
    """
    based compatible style like licensed powered driven only specific friendly aware native enabled
    encoded formatted backed bound accelerated compliant encrypted serializable centric oriented
    agnostic ready first hosted managed signed
    """.split()
)

# The first part of a hyphened word a writer coins from a name or a
# version (``multi-GPU``, ``non-POSIX``, ``pre-2.0``): it says how many, which
# side or not, and names nothing itself.
NAME_PREFIXES = frozenset(
    """
    non multi per pre post anti cross sub inter intra single dual semi pseudo
    """.split()
)

# English words of three letters or more spelt without a vowel (y counted as
# one): in a Latin line a vowelless word is otherwise a name or a command
# (zsh, npm, ssh, pwd), not a word of the prose.
VOWELLESS_WORDS = frozenset(
    """
    hmm hmmm nth shh brr grr tsk pst psst pfft mrs zzz
    """.split()
)

# What opens a sentence before its first comma without being an item of an
# enumeration ("Alternatively, you can run Hadoop and Spark"; "If possible,
# A or B"): sentence adverbs and the subordinating words that start a
# clause. A word ending in -ly at a sentence's start is read as one too.
INTRODUCTORY_WORDS = frozenset(
    """
    however otherwise also instead then now here there thus hence therefore meanwhile
    finally first second third next today currently previously later still yet
    if when whenever since because although though while unless once whether until
    after before where whereas
    """.split()
)

# Short lower-case words that join the capitalised words of one name ("Read
# the Docs", "Bank of England", "Banco de Portugal", "Ludwig van
# Beethoven"): H7 reports such a name once. Not "and"/"for"/"on": they join
# two referents more often than they sit inside one ("Windows and iOS").
NAME_JOINERS = frozenset(
    """
    the of de du des del della di da dos das van von der den la le
    """.split()
)

# Characters only the simplified script writes (這/这, 為/为, 個/个 …): a
# source holding one is zh-CN, whose words a traditional card rewrites, so
# the card's words are not compared with its words
# (text/figure_clauses.py). Each is a common character whose traditional
# form differs; none is also a traditional character in its own right.
SIMPLIFIED_ONLY = frozenset(
    "这为个们时会对发来还过说国动实现数据设认务门开关应与间种类点从网络页级线码执计项环节"
    "议让请报总区处义书买卖东车长马经验测试录转换删创权错误连输载统缓览户无显导调达运维"
)

# Words of a Chinese clause that say how much, not of what ("比例約為 32%"
# names nothing; "可用性目標為 99.9%" names availability): left out of the
# clause's words when a percent's clause is compared with the source's
# (text/figure_clauses.py).
CLAUSE_FILLERS = ("比例", "大約", "約有", "約為", "約", "之中", "其中", "達到", "為", "是", "有", "的")

# What happens to a feature in a release, as a card binds it to a version
# (``3.2.0 引入``, ``v1.2 軟棄用``, "deprecated in 1.7") and as a source
# writes it (folded stems: "introduced", "deprecation", "removes").
# Only events a release note names as such: not "added" or `新增`, which a
# changelog's structure gives every item of a release.
RELEASE_EVENTS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # event: (card words, source stems)
    "introduce": (("引入", "引進", "引进", "導入", "导入", "introduced"), ("introduc", "引入", "引進", "引进", "導入", "导入")),
    "deprecate": (("棄用", "弃用", "廢棄", "废弃", "deprecated"), ("deprecat", "棄用", "弃用", "廢棄", "废弃")),
    "remove": (("移除", "刪除", "删除", "removed"), ("remov", "移除", "刪除", "删除")),
}
