"""Readers: each input (the `--fields` text, a sample answer) as the fields of one typed spec."""
