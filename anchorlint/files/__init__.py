"""The disk: which files are cards, which sources they cite, reading and writing safely."""
