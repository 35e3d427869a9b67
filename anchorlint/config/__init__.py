"""Configuration: finding and validating it once, the frozen settings, and showing them."""


class ConfigError(ValueError):
    """Invalid configuration. ``str()`` is one line: file, key, reason.
    (Here rather than in schema.py: a run without a configuration file never
    loads the schema.)"""
