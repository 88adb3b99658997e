"""Writing: the plan of what a command changes, applied as one transaction."""
