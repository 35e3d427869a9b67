"""Claims checked outside cards: JSON Lines records with a claim and its
source, verified under a named policy (``anchorlint verify``), compared
across policies (``anchorlint sensitivity``). Pure code, except
``sources`` (the path-jailed source loader)."""
