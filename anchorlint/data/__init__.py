"""Data claims: tables read from datasets (readers.py through the standard
library, duck.py through DuckDB) and the allow-listed reducers that
recompute a claim's value from them (derive.py, pure)."""
