"""Verbatim quotation verification: is the passage a card presents as a
quotation really in its source, how much normalization did it take, and
where exactly is it?

Pure functions only; the submodules are small and each does one job:

``vocab``        the verifier's word lists (data, in one place)
``charclass``    token boundaries (what counts as cutting a word or number)
``negation``     negations next to a passage (near misses, elisions)
``rewrite``      regex replacement that keeps a map to the original text
``steps``        the normalization steps (layout, hyphens, typography …)
``ladder``       the tiers, composed from the steps, with their maps
``index``        a source's words folded, for finding where to look
``view``         a source read lazily (index, lines, paragraphs), shared
``search``       token-aligned search of one tier
``locate``       the tightest tier holding a quotation, window by window
``stitched``     ``A … B``: in order, inside one paragraph or table row
``align``        bit-parallel edit distance (Myers), for near misses
``fuzzy``        the best source window for a quotation that is not verbatim
``numbers``      numbers by value (locale separators, CJK numerals)
``guards``       numeric, polarity, name and wording guards on near misses
``wording``      word-level differences (slips, look-alike opposites)
``verify``       ``verify_quote``: the ladder, stitched quotations, near misses
``certificate``  the verdict (``Certificate``, ``NearMiss``)
``pages``        page labels from a ``<source>.pages.json`` sidecar
``card_quotes``  blockquote quotations in a parsed card
``checks``       every quotation of a card verified (what Q1, Q2 and --fix read)
``fix``          ``--fix``: the source's own words into the card
``markdown``     fenced code and inline code, shared by the card readers
``latex``        display-math validity (rule E1)
``text``         one-line excerpts and locations for messages

Import from the submodules; this package imports nothing at load time so that
``anchorlint.policy`` can use ``QuotePolicy`` cheaply. The verifier core
imports nothing from the rest of anchorlint. Tiers, soundness and guards are
documented in docs/quotes.md.
"""
