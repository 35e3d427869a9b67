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
``options``      ``QuotePolicy``: what the verifier accepts

Import from the submodules; this package imports nothing at load time so that
``anchorlint.lint.grounding_policy`` can use ``QuotePolicy`` cheaply. The
verifier imports nothing from the rest of anchorlint. Tiers, soundness and guards are
documented in docs/quotes.md.
"""
