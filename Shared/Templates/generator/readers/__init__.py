"""Readers: each input (the `--fields` text, a sample answer, an OpenAPI document) as the model of one
feature, through one interface (`read.py`), and the command line's choices checked against it (`choices.py`)."""
