"""The Swift of a list read in pages: the remote data source's `HTTPPaging` for the style `--pages`
chose (readers/pages.py), the placeholders that differ from a list read whole, and the loopback
server's query that serves the sample in that style, one element a page.
"""

from .envelope import items_path

PAGE_SIZE = 20  # what a page or offset style asks per page


def describe(paging):
    """The style, as --dry-run and the summary print it."""
    if paging.style in ("link", "next"):
        return {"link": "the Link header's rel=\"next\"", "next": f"the envelope's '{paging.key}' URL"}[paging.style]
    if paging.style == "cursor":
        return f"{paging.parameter}=<last id> while '{paging.more.key}' is true"
    if paging.style == "token":
        return f"{paging.parameter}=<the envelope's '{paging.key}'> while it is there"
    size = f", {paging.size}={PAGE_SIZE}" if paging.size else ""
    said = [f"'{field.key}'" for field in paging.says.values()]
    says = (f", while the envelope's {', '.join(said)} say{'s' if len(said) == 1 else ''} more follow" if said
            else ", until a page shorter than asked" if paging.size or paging.style == "offset"
            else ", until an empty page")
    return f"{paging.parameter}=<{'page from 1' if paging.style == 'page' else 'offset from 0'}>{size}{says}"


def swift(paging, spec, feature):
    """The `HTTPPaging` value the remote data source reads pages by."""
    plain = f"LenientList<{spec.entity}DTO>" if spec.partial_lists else f"[{spec.entity}DTO]"
    answer = f"{feature}PageDTO" if spec.envelope else plain
    items = "\\." + items_path(spec.envelope) if spec.envelope else "\\.self"
    http = f"HTTPPaging<{answer}, {spec.entity}DTO>"
    if paging.style == "cursor":
        cursor = "{ $0.id.map(String.init) }" if spec.id.type.base == "Int" else "\\.id"
        return (f'{http}.cursor("{paging.parameter}", items: {items}, hasMore: \\.{paging.more.name}, '
                f"id: {cursor})")
    if paging.style == "link":
        return f"{http}.link(items: {items})"
    if paging.style == "token":
        return f'{http}.token("{paging.parameter}", items: {items}, next: \\.{paging.next.name})'
    if paging.style == "next":
        url = f"{spec.page_link.name}?.{paging.next.name}" if spec.page_link else paging.next.name
        return f"{http}.next(items: {items}, url: \\.{url})"
    size = f'PageSize("{paging.size}", {PAGE_SIZE})'
    labels = {"next": "nextPage" if paging.style == "page" else "nextOffset", "more": "hasMore",
              "total": "totalPages" if paging.style == "page" else "total"}
    says = "".join(f", {labels[what]}: \\.{field.name}" for what, field in paging.says.items())
    if paging.style == "page":
        return (f'{http}.page("{paging.parameter}"' + (f", size: {size}" if paging.size else "")
                + f", items: {items}{says})")
    return f'{http}.offset("{paging.parameter}", limit: {size}, items: {items}{says})'


def server_query(paging):
    """The loopback server's query that serves the list in this style, one element a page, as a Swift
    dictionary literal."""
    return "[" + ", ".join(f'"{name}": "{value}"' for name, value in server_parameters(paging).items()) + "]"


def server_parameters(paging):
    """The loopback server's query parameters that serve the list in this style, one element a page."""
    query = {"paging": paging.style, "page_size": "1"}
    if paging.parameter:
        query["page_param"] = paging.parameter
    if paging.size:
        query["size_param"] = paging.size
    if paging.style == "cursor":
        query["more_key"] = paging.more.key
    if paging.style in ("next", "token"):
        query["next_key"] = paging.key
    for what, option in (("next", "next_key"), ("more", "more_key"), ("total", "total_key")):
        if what in paging.says:
            query[option] = paging.says[what].key
    if paging.says:  # a service that caps its pages below the size asked, and says what follows
        query["page_cap"] = "1"
    return query


def fragments(paging, spec, feature, sample="", other=""):
    """The placeholders that differ between a list read whole and one read in pages; a test's calls pass the
    arguments `sample` (the first sample parent's, `channelID: "channel-1"`) and `other` (the second's), both
    empty for a resource at the root."""
    entity, error = spec.entity, f"{feature}Error"
    if paging is None:
        one_page = spec.one_page_list  # the service's whole list as one page, which counts what it left out
        return {"__fetched__": f"Fetched<[{entity}], {error}>",
                "__list__": f"Page<{entity}, {error}>" if one_page else f"[{entity}]", "__list_result__": "listResult",
                "__list_call__": f".list({sample})" if sample else ".list", "__items__": ".items" if one_page else "",
                "__list_read__": f"list({sample})", "__other_list_call__": f".list({other})",
                "__other_list_read__": f"list({other})",
                "__paging__": "", "__paging_server__": ""}
    return {"__fetched__": f"Fetched<Page<{entity}, {error}>, {error}>", "__list__": f"Page<{entity}, {error}>", "__list_result__": "pageResult",
            "__list_call__": f".page(at: nil{', ' + sample if sample else ''})", "__items__": ".items",
            "__list_read__": f"page(at: nil{', ' + sample if sample else ''}).items",
            "__other_list_call__": f".page(at: nil, {other})", "__other_list_read__": f"page(at: nil, {other}).items",
            "__paging__": swift(paging, spec, feature), "__paging_server__": server_query(paging)}
