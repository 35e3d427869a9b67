"""The engine: rule context, findings, messages, suppression and redaction."""
