"""Calibrating the Q2 near-miss threshold: Learn-then-Test (ltt.py), labelled
records (records.py) and the calibration file (artifact.py)."""
