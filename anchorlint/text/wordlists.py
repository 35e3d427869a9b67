"""Word lists are data: the lists the card rules consult (stop words, section
names, secret patterns, how a card marks quotations). The quotation
verifier's lists are in anchorlint/quotes/vocab.py, the value matcher's in
anchorlint/values/wordlists.py: the libraries import nothing from the linter."""

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
# A content hash (a data claim's pinned sha256, or one quoted in a finding)
# is not a secret, though its digit runs can have a card number's shape.
CONTENT_HASH_PATTERN = r"(?<![0-9A-Za-z])[0-9a-fA-F]{64}(?![0-9A-Za-z])"

# Reading quotations (Q1/Q2) and display math (E1) in a card (model/).
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
# A blockquote that opens with one of these labels is the writer's own remark,
# not a quotation of the source (compared after case folding, with either
# an ASCII or a fullwidth colon).
REMARK_LABELS = (
    "note", "nb", "n.b.", "remark", "comment", "todo", "my note", "editor's note", "aside",
    "備註", "我的備註", "註", "注", "附註", "筆記", "說明", "提醒", "待辦", "按", "編按", "译注", "譯註",
)
