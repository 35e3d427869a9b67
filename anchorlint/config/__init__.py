"""Configuration: finding and validating it once, the frozen settings, and showing them."""
