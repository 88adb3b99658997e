"""The model of one feature, which every reader builds and the renderer reads: the spec (`spec.py`), its
names (`naming.py`, `naming_pass.py`, `type_names.py`), the feature's own names (`feature_names.py`) and
which nested types hold themselves (`cycles.py`); it knows no input's format and no Swift file."""
