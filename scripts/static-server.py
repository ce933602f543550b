#!/usr/bin/env python3
"""A small static file server for dist/ on loopback (standard library only).

    python3 scripts/static-server.py [--port 8080] [--bind 127.0.0.1] [--quiet] [DIR]

--port 0 picks a free port. The first line printed is "serving http://HOST:PORT/", so a caller can
read the address. Pages, the service worker and the manifest are sent with "Cache-Control:
no-cache" so a new build is seen on the next load; Trunk's content-hashed files are immutable.
"""
import argparse
import functools
import http.server
import re
import signal
import sys

# Trunk writes its hashes without leading zeros: 16 hex digits, now and then fewer.
HASHED = re.compile(r"-[0-9a-f]{8,16}(_bg)?\.(js|wasm|css)$")


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".wasm": "application/wasm",
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".webmanifest": "application/manifest+json",
        ".svg": "image/svg+xml",
    }
    quiet = False

    def end_headers(self):
        path = self.path.split("?", 1)[0]
        if HASHED.search(path):
            self.send_header("Cache-Control", "public, max-age=31536000, immutable")
        else:
            self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format, *args):
        if not self.quiet:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that closes a page mid-download (the tests do, holding the wasm back) is
        # no error of the server's: say nothing of it.
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--bind", default="127.0.0.1")
    parser.add_argument("--quiet", action="store_true")
    parser.add_argument("dir", nargs="?", default="dist")
    args = parser.parse_args()
    Handler.quiet = args.quiet
    handler = functools.partial(Handler, directory=args.dir)
    http.server.ThreadingHTTPServer.allow_reuse_address = True
    with Server((args.bind, args.port), handler) as server:
        host, port = server.server_address[:2]
        print(f"serving http://{host}:{port}/ from {args.dir}", flush=True)
        signal.signal(signal.SIGTERM, lambda *_: sys.exit(0))
        try:
            server.serve_forever()
        except KeyboardInterrupt:
            pass


if __name__ == "__main__":
    main()
