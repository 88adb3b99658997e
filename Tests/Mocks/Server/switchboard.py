"""The ports of the one loopback server a test process shares: each test gets a port of its own.

A port is a namespace: its listener serves the Space it was opened with, so that what one test stores,
counts or breaks is never seen by another. Every listener is watched by one thread with a selector;
each accepted connection is served on a thread of its own. Opening, stopping and closing a port are
done on the selector's thread, so that the selector never watches a socket that is being closed.
"""

import queue
import selectors
import socket
import socketserver
import threading
from http.server import ThreadingHTTPServer

from space import Space


class Listener(ThreadingHTTPServer):
    """One port and its Space. It does not serve by itself: the Switchboard accepts its connections."""

    daemon_threads = True

    def __init__(self, handler, switchboard):
        self.space = Space()
        self.switchboard = switchboard
        self.connections = set()
        self.connections_lock = threading.Lock()
        self.placeholder = None
        super().__init__(("127.0.0.1", 0), handler)
        self.socket.setblocking(False)

    def server_bind(self):
        # HTTPServer.server_bind looks the host's name up; 127.0.0.1 needs no name.
        socketserver.TCPServer.server_bind(self)
        self.server_name, self.server_port = self.server_address

    def process_request(self, request, client_address):
        request.setblocking(True)
        with self.connections_lock:
            self.connections.add(request)
        super().process_request(request, client_address)

    def shutdown_request(self, request):
        with self.connections_lock:
            self.connections.discard(request)
        super().shutdown_request(request)

    def accept_one(self):
        """Serves the connection waiting on the listener, if one still waits."""
        try:
            request, client_address = self.socket.accept()
        except OSError:  # nobody waits any more, or the port was stopped after the selector saw it
            return
        self.process_request(request, client_address)

    def cut_connections(self):
        """Shuts every open connection down: a keep-alive connection answers nothing after this."""
        with self.connections_lock:
            for connection in self.connections:
                try:
                    connection.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def refuse_and_hold_port(self):
        """Closes the listener and every open connection, and keeps a socket bound to the same port that does
        not listen: connections to the port are refused, and the OS gives the port to nobody else meanwhile."""
        placeholder = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # Lets the bind succeed beside the closed connections' TIME_WAIT entries.
        placeholder.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.cut_connections()
        self.socket.close()
        placeholder.bind(self.server_address)
        self.placeholder = placeholder

    def release(self):
        """Closes the port for good, listening or held, and every connection still open on it."""
        self.cut_connections()
        if self.placeholder is not None:
            self.placeholder.close()
        else:
            self.socket.close()


class Switchboard:
    """Every port of the server, watched by one selector thread (`run`)."""

    def __init__(self, handler):
        self.handler = handler
        self.selector = selectors.DefaultSelector()
        self.listeners = {}  # port -> Listener, serving or held; changed on the selector's thread only
        self.ports_changed = threading.Condition()  # notified when a port is opened or closed
        self.ports = set()  # the ports open, serving or held, as the last change left them
        self.jobs = queue.SimpleQueue()
        self.wake_reader, self.wake_writer = socket.socketpair()
        self.wake_reader.setblocking(False)
        self.selector.register(self.wake_reader, selectors.EVENT_READ, None)

    def open(self):
        """A new port with a Space of its own, listening once this returns."""
        listener = Listener(self.handler, self)
        self.on_selector_thread(lambda: self.add(listener))
        return listener.server_address[1]

    def stop(self, port):
        """Stops serving `port`: its connections close, later ones are refused, and it stays held until
        `close`. Returns once that is so; False for a port that is not open."""
        return self.on_selector_thread(lambda: self.refuse(port))

    def close(self, port):
        """Forgets `port` and its Space: the port is released. False for a port that is not open."""
        return self.on_selector_thread(lambda: self.remove(port))

    def wait_until_closed(self, port, timeout):
        """Whether `port` is closed, waiting up to `timeout` seconds for it; and the ports still open."""
        with self.ports_changed:
            closed = self.ports_changed.wait_for(lambda: port not in self.ports, timeout=timeout)
            return closed, sorted(self.ports)

    def changed(self):
        with self.ports_changed:
            self.ports = set(self.listeners)
            self.ports_changed.notify_all()

    def add(self, listener):
        self.listeners[listener.server_address[1]] = listener
        self.selector.register(listener.socket, selectors.EVENT_READ, listener)
        self.changed()
        return True

    def refuse(self, port):
        listener = self.listeners.get(port)
        if listener is None:
            return False
        if listener.placeholder is None:
            self.selector.unregister(listener.socket)
            listener.refuse_and_hold_port()
        return True

    def remove(self, port):
        listener = self.listeners.pop(port, None)
        if listener is None:
            return False
        if listener.placeholder is None:
            self.selector.unregister(listener.socket)
        listener.release()
        self.changed()
        return True

    def on_selector_thread(self, job):
        """Runs `job` on the selector's thread and returns what it returned, or raises what it raised."""
        done = threading.Event()
        outcome = []
        self.jobs.put((job, done, outcome))
        self.wake_writer.send(b"x")
        done.wait()
        if isinstance(outcome[0], BaseException):
            raise outcome[0]
        return outcome[0]

    def run(self):
        """Accepts connections on every port until the process ends."""
        while True:
            for key, _ in self.selector.select():
                if key.data is None:
                    self.run_jobs()
                else:
                    key.data.accept_one()

    def run_jobs(self):
        try:
            while self.wake_reader.recv(4096):
                pass
        except BlockingIOError:
            pass
        while True:
            try:
                job, done, outcome = self.jobs.get_nowait()
            except queue.Empty:
                return
            try:
                outcome.append(job())
            except OSError as error:
                outcome.append(error)
            done.set()
