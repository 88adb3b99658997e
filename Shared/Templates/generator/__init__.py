"""The generator behind ./generate.sh; README.md beside this file describes the pipeline."""
