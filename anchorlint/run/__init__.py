"""A lint run: plan, batches grouped by source, parallel workers, cache and results."""
