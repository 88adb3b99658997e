"""The renderer: a typed spec turned into files, by templates that hold the Swift."""
