"""What one test's server keeps: its namespace on the loopback server that its test process shares.

Every port the server listens on has a Space of its own, so that the elements one test creates, the
requests it counts, the faults it arms and the tokens it is issued are never seen by another test.
"""

import threading

import oauth_authority


class Space:
    """The state behind one port. `counts_lock` guards counts and sent; `resources_lock` guards the rest."""

    def __init__(self):
        self.counts_lock = threading.Lock()
        self.counts_changed = threading.Condition(self.counts_lock)
        self.counts = {}  # key -> how many requests carried ?key=<key>
        self.sent = {}  # key -> (bytes of the large=... body sent, whether all of it went out)
        self.resources_lock = threading.Lock()
        # What this port's requests met in document mode (contract.py): allowed, unchecked, refused with why.
        self.contract = {"checked": 0, "unchecked": 0, "refused": []}
        self.resources = {}  # resource name -> {element id: element}
        self.envelopes = {}  # resource name -> the fixture's envelope around its elements, or None for a plain array
        self.first_seeded = {}  # resource name -> its first seeded element, whose keys a POST fills with assigned=
        self.versions = {}  # resource name -> {element id: its version, 1 when created or seeded, +1 on each write}
        self.answered = {}  # (resource name, Idempotency-Key) -> the (status, answer) of the write that first carried it
        self.writes = {}  # resource name -> how many writes it applied (one answered again for its key is not counted)
        self.keys = {}  # resource name -> the Idempotency-Key of each write it applied, in order ("" for none)
        self.replayed = {}  # resource name -> the Idempotency-Key of each write answered again, in order
        self.lose_next = set()  # resource names whose next write is applied and its answer lost
        self.refuse_next = {}  # resource name -> (status, JSON body, Retry-After or None) its next write is refused with
        self.close_next = {}  # resource name -> writes still answered before the one applied and closed unanswered
        self.requests = {}  # resource name -> every write request read, in order: method, key, body, whether whole
        self.list_queries = {}  # resource name -> the query of each GET of its list, in order, as it arrived
        self.hold_next = set()  # resource names whose next write is applied and its answer held back
        self.drop_keys = {}  # resource name -> [(element index, dotted key path)] to remove from its stored elements
        self.broken = set()  # the resources a key was dropped from: their answers break the document on purpose
        self.files = {}  # (resource name, element id, segment) -> (bytes, media type) of the file last put there
        self.oauth = oauth_authority.Authority(self.count)

    def count(self, key):
        """Counts one request under `key` and wakes whoever waits on it; returns the new count."""
        with self.counts_changed:
            self.counts[key] = self.counts.get(key, 0) + 1
            self.counts_changed.notify_all()
            return self.counts[key]

    def current_count(self, key):
        with self.counts_lock:
            return self.counts.get(key, 0)

    def wait_for_count(self, key, wanted, timeout):
        """Whether `wanted` requests carried `key` within `timeout` seconds, and how many did."""
        with self.counts_changed:
            reached = self.counts_changed.wait_for(lambda: self.counts.get(key, 0) >= wanted, timeout=timeout)
            return reached, self.counts.get(key, 0)

    def record_sent(self, key, sent, finished):
        with self.counts_lock:
            self.sent[key] = (sent, finished)

    def sent_of(self, key):
        with self.counts_lock:
            return self.sent.get(key, (0, False))
