"""A multipart write's files: the draft's keys of Core's `FileContent`, which the DTO hands Networking as file
parts (`HTTPFileFields`) and leaves out of its text parts, and what the generated tests set and expect of them."""

from .samples import plausible_value
from .spellings import column, literal


def file_fields(spec):
    """The draft's files, in the fields' order."""
    return [field for field in spec.fields if field.type.base == "FileContent"]


def fragments(spec):
    """The placeholders of the DTO's `HTTPFileFields` conformance and of the data source's test of a create."""
    files = [(index, field) for index, field in enumerate(spec.fields) if field.type.base == "FileContent"]
    return {
        "__file_parts__": ", ".join(f"{literal(field.key)}: {field.name}" for _, field in files) or ":",
        "__file_parts_cleared__": "\n".join(f"copy.{field.name} = nil" for _, field in files),
        "__draft_file_sets__": "\n".join(f"draft.{field.name} = {plausible_value(field, index)}"
                                         for index, field in files),
        "__file_part_expectations__": "\n".join(
            f"#expect(text.contains({literal(part_head(field))}))" for _, field in files),
    }


def part_head(field):
    """How the part of a file's field begins in the body, as its stub names it (`plausible_value`)."""
    return f'name="{field.key}"; filename="{column(field)}-1.txt"'
