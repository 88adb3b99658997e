"""The feature's SQLite table as the templates declare it: its columns, their types and defaults, and what
the row's doc says about how SQLite holds the values."""

from ..model.spec import WIDTHS
from .spellings import column, stored_as_json, stored_type


def sql_default(field):
    """A field's default as SQLite's literal for its column: Booleans are 0 and 1, arrays JSON text."""
    value = field.default
    if field.type.map:
        return "'{}'"
    if field.type.array:
        return "'[]'"
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, int) or field.type.base == "Double":
        return str(value)
    return "'" + value.replace("'", "''") + "'"


def sql_type(field):
    """The column's type: JSON text for an array or a nested value, else what its stored type is."""
    if stored_as_json(field):
        return "TEXT"
    stored = stored_type(field.type)
    return {"Int": "INTEGER", "Bool": "INTEGER", "Double": "REAL", "Data": "BLOB"}.get(WIDTHS.get(stored, stored),
                                                                                  "TEXT")


# The SQLite cache's own columns, after the fields': the place in the list and the time the row was stored.
CACHE_COLUMNS = ['"position" INTEGER', '"stored_at" TEXT NOT NULL']
# Those of a cache under a parent: every parent's rows in one table, each parent's by its collection path
# (Core's SQLiteListCache made with `parent:`), an id once per parent.
PARENT_COLUMNS = ['"parent" TEXT NOT NULL', 'PRIMARY KEY ("parent", "id")']


def table_columns(spec):
    """The columns of the feature's table as CREATE TABLE declares them, the id's first (a local table's Int
    id is AUTOINCREMENT, so an id is never given twice); a cache's own columns are the template's."""
    nested = spec.service is not None and (spec.service.parents or spec.service.filters)
    if nested:  # the key is the parent's and the id together (PARENT_COLUMNS)
        id_column = f'"id" {"INTEGER" if spec.id.type.base == "Int" else "TEXT"} NOT NULL'
    elif spec.id.type.base != "Int":
        id_column = '"id" TEXT PRIMARY KEY NOT NULL'
    elif spec.kind == "local":
        id_column = '"id" INTEGER PRIMARY KEY AUTOINCREMENT'
    else:
        id_column = '"id" INTEGER PRIMARY KEY NOT NULL'
    return [id_column] + [column_definition(field) for field in spec.read_fields]


def column_definition(field):
    """The field's column as CREATE TABLE and ADD COLUMN declare it: NOT NULL unless optional, and its
    default, which fills the rows a migration finds."""
    default = f" DEFAULT {sql_default(field)}" if field.default is not None else ""
    return f'"{column(field)}" {sql_type(field)}{"" if field.optional else " NOT NULL"}{default}'


def row_storage(fields):
    """The lines of the row's doc comment that say how SQLite holds the kinds of value the feature has."""
    held = [name for name, present in (("arrays", any(f.type.array for f in fields)),
                                       ("maps", any(f.type.map for f in fields)),
                                       ("nested values", any(f.type.is_object for f in fields))) if present]
    notes = []
    if held:
        listed = ", ".join(held[:-1]) + " and " + held[-1] if len(held) > 1 else held[0]
        notes.append(f"/// {listed[0].upper() + listed[1:]} are JSON text.")
    if any(f.type.base == "Date" and not stored_as_json(f) for f in fields):
        notes.append("/// Dates are ISO 8601 text with milliseconds (see `DateCoding`).")
    return "\n".join(["///"] + notes) if notes else ""
