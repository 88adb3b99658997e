"""Unit tests of --pages (readers/pages.py and render/paging.py): the styles it reads, what it refuses,
and the Swift and the loopback server query it gives each style.

Run: python3 -m unittest discover -s Shared/Templates/tests   (.ci/run does)
"""

import json
import pathlib
import sys
import unittest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))

from generator.render import paging  # noqa: E402
from generator import errors  # noqa: E402
from generator.model import spec  # noqa: E402
from generator.readers import fields as fields_reader, pages, sample as sample_reader  # noqa: E402
from generator.model.type_names import TypeNames  # noqa: E402
from generator.service import Service  # noqa: E402

STRIPE = {"object": "list", "url": "/v1/charges", "has_more": False, "data": [{"id": "ch_1", "amount": 100}]}
DRF = {"count": 1, "next": None, "previous": None, "results": [{"id": 1, "title": "Kindred"}]}
GOOGLE = {"items": [{"id": "a", "title": "Kindred"}], "nextPageToken": "CAEQAA"}


def model(sample=None, kind="remote"):
    if sample is None:
        return spec.Spec.from_fields("Item", fields_reader.parse_fields("title:String"),
                                     spec.Choices(kind, None, None))
    inferred = sample_reader.infer_from_json(json.dumps(sample), "sample.json", "Item", TypeNames())
    return spec.Spec.from_model("Item", inferred, spec.Choices(kind, None, None, ("list", "get")))


def attached(text, sample=None, kind="remote"):
    style = pages.Paging.parse(text)
    items = model(sample, kind)
    style.attach(items, kind)
    return style, items


class ParseTests(unittest.TestCase):
    def test_every_style_reads_its_parameters(self):
        self.assertEqual(vars(pages.Paging.parse("page:p,per_page"))["size"], "per_page")
        self.assertEqual(pages.Paging.parse("offset:offset,limit").parameter, "offset")
        self.assertEqual(pages.Paging.parse("cursor:starting_after").parameter, "starting_after")
        self.assertEqual(pages.Paging.parse("next").key, "next")
        self.assertEqual(pages.Paging.parse("next:next_url").key, "next_url")
        self.assertIsNone(pages.Paging.parse("page:page").size)
        token = pages.Paging.parse("token:pageToken,nextPageToken")
        self.assertEqual((token.parameter, token.key), ("pageToken", "nextPageToken"))

    def test_a_style_with_the_wrong_parameters_is_refused(self):
        for text in ("sideways", "link:x", "cursor", "offset:offset", "page:a,b,c", "next:a,b", "cursor:a b", "",
                     "next:a.b.c", "next:.next", "next:links.", "token:pageToken", "token:a,b,c", "token:a,meta.next"):
            with self.assertRaises(errors.SpecError, msg=text):
                pages.Paging.parse(text)


class AttachTests(unittest.TestCase):
    def test_a_local_feature_takes_no_pages(self):
        with self.assertRaisesRegex(errors.SpecError, "does not go with --source local"):
            attached("link", kind="local")
        self.assertEqual(attached("link", kind="cached")[0].style, "link")

    def test_cursor_and_next_need_an_envelope(self):
        for text in ("cursor:after", "next", "token:pageToken,nextPageToken"):
            with self.assertRaisesRegex(errors.SpecError, "reads the list's envelope"):
                attached(text)

    def test_cursor_reads_the_envelopes_has_more(self):
        style, _ = attached("cursor:starting_after", STRIPE)
        self.assertEqual(style.more.name, "hasMore")
        with self.assertRaisesRegex(errors.SpecError, "has no such Boolean"):
            attached("cursor:after", DRF)

    def test_a_next_key_null_in_the_sample_is_added_to_the_page(self):
        style, items = attached("next", DRF)
        self.assertEqual((style.next.name, style.next.key, style.next.type.base), ("next", "next", "String"))
        self.assertIn(style.next, items.page_levels[0])

    def test_a_next_key_that_is_no_string_is_refused(self):
        with self.assertRaisesRegex(errors.SpecError, "is not the next page's URL, a string"):
            attached("next:has_more", STRIPE)
        with self.assertRaisesRegex(errors.SpecError, "is not the next page's token, a string"):
            attached("token:cursor,count", DRF)

    def test_a_token_key_is_read_from_the_envelope_or_added_when_the_sample_has_none(self):
        style, items = attached("token:pageToken,nextPageToken", GOOGLE)
        self.assertEqual((style.next.name, style.next.key), ("nextPageToken", "nextPageToken"))
        style, items = attached("token:cursor,next_cursor", DRF)
        self.assertEqual((style.next.name, style.next.key, style.next.optional), ("nextCursor", "next_cursor", True))
        self.assertIn(style.next, items.page_levels[0])
        self.assertIn("next_cursor: the next page's token, kept beside the items (--pages token:cursor,next_cursor)",
                      items.notes)


class LinksNextTests(unittest.TestCase):
    JSONAPI = {"data": [{"type": "articles", "id": "1", "attributes": {"title": "a"}}],
               "links": {"self": "https://x.y/a?page=1", "next": "https://x.y/a?page=2"}}

    def test_a_next_url_inside_an_object_of_the_envelope_is_read_there(self):
        style, items = attached("next:links.next", self.JSONAPI)
        self.assertEqual((items.page_link.name, items.page_link_url.name), ("links", "next"))
        self.assertIn("links.next: the next page's URL, kept beside the items (--pages next:links.next)", items.notes)
        self.assertIn("url: \\.links?.next)", paging.swift(style, items, "Items"))
        self.assertEqual(paging.server_parameters(style)["next_key"], "links.next")

    def test_a_next_url_whose_object_is_missing_or_holds_no_url_is_refused(self):
        for text in ("next:meta.next", "next:links.self.x", "next:links.count"):
            with self.assertRaises(errors.SpecError, msg=text):
                attached(text, dict(self.JSONAPI, links={"count": 3}))


class SwiftTests(unittest.TestCase):
    def test_each_style_gives_its_paging(self):
        cases = {
            "cursor:starting_after": ('HTTPPaging<ItemsPageDTO, ItemDTO>.cursor("starting_after", items: \\.data, '
                                      "hasMore: \\.hasMore, id: \\.id)", STRIPE),
            "next": ("HTTPPaging<ItemsPageDTO, ItemDTO>.next(items: \\.results, url: \\.next)", DRF),
            "link": ("HTTPPaging<LenientList<ItemDTO>, ItemDTO>.link(items: \\.self)", None),
            "token:pageToken,nextPageToken": ('HTTPPaging<ItemsPageDTO, ItemDTO>.token("pageToken", items: \\.items, '
                                              "next: \\.nextPageToken)", GOOGLE),
            "page:page": ('HTTPPaging<LenientList<ItemDTO>, ItemDTO>.page("page", items: \\.self)', None),
            "page:page,per_page": ('HTTPPaging<LenientList<ItemDTO>, ItemDTO>.page("page", size: PageSize("per_page", 20), '
                                   "items: \\.self)", None),
            "offset:offset,limit": ('HTTPPaging<LenientList<ItemDTO>, ItemDTO>.offset("offset", limit: PageSize("limit", 20), '
                                    "items: \\.self)", None),
        }
        for text, (swift, sample) in cases.items():
            style, items = attached(text, sample)
            self.assertEqual(paging.swift(style, items, "Items"), swift, text)

    def test_with_strict_lists_a_plain_array_is_read_all_or_nothing(self):
        style, items = attached("link")
        items.service = Service("/items", strict_lists=True)
        self.assertEqual(paging.swift(style, items, "Items"), "HTTPPaging<[ItemDTO], ItemDTO>.link(items: \\.self)")

    def test_an_int_id_is_sent_as_text(self):
        style, items = attached("cursor:after", {"has_more": True, "data": [{"id": 1, "name": "a"}]})
        self.assertIn("id: { $0.id.map(String.init) }", paging.swift(style, items, "Items"))

    def test_the_server_query_names_the_styles_parameters_and_keys(self):
        style, _ = attached("cursor:starting_after", STRIPE)
        self.assertEqual(paging.server_query(style), '["paging": "cursor", "page_size": "1", "page_param": "starting_after", '
                                               '"more_key": "has_more"]')

    def test_the_token_style_asks_the_server_for_its_parameter_and_key(self):
        style, _ = attached("token:pageToken,nextPageToken", GOOGLE)
        self.assertEqual(paging.server_parameters(style), {"paging": "token", "page_size": "1",
                                                           "page_param": "pageToken", "next_key": "nextPageToken"})

    def test_a_page_or_offset_list_reads_what_its_envelope_says_of_the_pages_after(self):
        capped = {"data": [{"id": 1, "title": "a"}], "total": 5, "next_offset": 2, "has_more": True, "count": 1}
        style, items = attached("offset:offset,limit", capped)
        self.assertEqual(paging.swift(style, items, "Items"),
                         'HTTPPaging<ItemsPageDTO, ItemDTO>.offset("offset", limit: PageSize("limit", 20), '
                         "items: \\.data, nextOffset: \\.nextOffset, hasMore: \\.hasMore, total: \\.total)")
        self.assertEqual(paging.describe(style), "offset=<offset from 0>, limit=20, while the envelope's "
                                                 "'next_offset', 'has_more', 'total' say more follow")
        self.assertEqual({key: value for key, value in paging.server_parameters(style).items()
                          if key.endswith("_key") or key == "page_cap"},
                         {"next_key": "next_offset", "more_key": "has_more", "total_key": "total", "page_cap": "1"})
        numbered = {"items": [{"id": 1, "title": "a"}], "totalPages": 3, "total": 9, "next_offset": "x"}
        style, items = attached("page:page,per_page", numbered)
        self.assertEqual(paging.swift(style, items, "Items"),
                         'HTTPPaging<ItemsPageDTO, ItemDTO>.page("page", size: PageSize("per_page", 20), '
                         "items: \\.items, totalPages: \\.totalPages)")
        style, _ = attached("offset:offset,limit", {"data": [{"id": 1, "title": "a"}], "total": "5"})
        self.assertEqual((style.says, paging.describe(style)),
                         ({}, "offset=<offset from 0>, limit=20, until a page shorter than asked"))

    def test_a_list_read_whole_is_an_array_or_one_page_that_counts_what_it_left_out(self):
        def read(items):
            fragments = paging.fragments(None, items, "Items")
            return fragments["__list__"], fragments["__list_read__"], fragments["__items__"]
        strict = model()
        strict.service = Service("/items", strict_lists=True)
        self.assertEqual(read(strict), ("[Item]", "list()", ""))
        self.assertEqual(read(model(kind="cached")), ("[Item]", "list()", ""))  # its Fetched counts them
        self.assertEqual(read(model()), ("Page<Item, ItemsError>", "list()", ".items"))


if __name__ == "__main__":
    unittest.main()
