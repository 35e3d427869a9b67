"""The parsed forms every rule reads: the card (parsed once) and its prepared source."""
