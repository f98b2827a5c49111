"""Headless Chromium driven over the DevTools protocol, through --remote-debugging-pipe.

The pipe transport (JSON messages separated by NUL bytes on file descriptors 3 and 4) needs
no websocket library and no port. Only what the corpus needs is here: one page, its device
metrics, its HTML, script evaluation and PNG screenshots.
"""

import base64
import json
import os
import shutil
import subprocess
import tempfile

FLAGS = [
    "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
    # Screenshots in sRGB whatever the machine's display profile; text without hinting,
    # without subpixel (LCD) anti-aliasing: grey-scale coverage, as on iOS and Android.
    "--force-color-profile=srgb", "--font-render-hinting=none", "--disable-lcd-text",
    "--hide-scrollbars", "--mute-audio", "--no-first-run", "--no-default-browser-check",
    "--disable-extensions", "--disable-background-networking", "--disable-sync",
    "--disable-features=Translate,MediaRouter,OptimizationHints", "--lang=en-US",
]


class BrowserError(RuntimeError):
    pass


def find_chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "chrome"):
        p = shutil.which(name)
        if p:
            return p
    return None


class Browser:
    """One headless Chromium process with one page (tab) attached."""

    def __init__(self, binary=None):
        binary = binary or find_chromium()
        if not binary:
            raise BrowserError("no chromium found on PATH (apt: chromium)")
        self._profile = tempfile.mkdtemp(prefix="browser-corpus-profile-")
        to_chrome_r, self._to_chrome = os.pipe()
        self._from_chrome, from_chrome_w = os.pipe()

        def fds():
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self._proc = subprocess.Popen([binary] + FLAGS + ["--user-data-dir=" + self._profile, "about:blank"],
                                      pass_fds=(3, 4), preexec_fn=fds, stdin=subprocess.DEVNULL,
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._buf = b""
        self._next = 0
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self._session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.page("Page.enable")
        self._frame = self.page("Page.getFrameTree")["frameTree"]["frame"]["id"]

    def call(self, method, params=None, session=None):
        self._next += 1
        msg = {"id": self._next, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        data = json.dumps(msg).encode() + b"\0"
        while data:
            n = os.write(self._to_chrome, data)
            data = data[n:]
        while True:
            while b"\0" not in self._buf:
                chunk = os.read(self._from_chrome, 1 << 22)
                if not chunk:
                    raise BrowserError("chromium closed the DevTools pipe (exit %s)" % self._proc.poll())
                self._buf += chunk
            raw, self._buf = self._buf.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._next:
                if "error" in reply:
                    raise BrowserError("%s: %s" % (method, reply["error"].get("message", reply["error"])))
                return reply.get("result", {})

    def page(self, method, params=None):
        return self.call(method, params, self._session)

    def load(self, html, width, height, scale):
        """Shows `html` in a width x height point viewport at `scale` device pixels per point."""
        self.page("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})
        self.page("Page.setDocumentContent", {"frameId": self._frame, "html": html})
        # Wait for fonts and the data-URL images to be decoded before any capture.
        self.evaluate("Promise.all([document.fonts.ready].concat(Array.from(document.images)"
                      ".map(i => i.decode().catch(() => null)))).then(() => true)", awaitPromise=True)

    def evaluate(self, expression, awaitPromise=False):
        r = self.page("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                           "awaitPromise": awaitPromise})
        if "exceptionDetails" in r:
            raise BrowserError("script failed: %s" % r["exceptionDetails"].get("exception", {}).get(
                "description", r["exceptionDetails"].get("text")))
        return r["result"].get("value")

    def screenshot(self):
        """The viewport as PNG bytes (sRGB, 8-bit RGB)."""
        # Two animation frames so style changes made by evaluate() are painted.
        self.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))",
                      awaitPromise=True)
        return base64.b64decode(self.page("Page.captureScreenshot", {"format": "png"})["data"])

    def close(self):
        try:
            self.call("Browser.close")
        except (BrowserError, OSError):
            pass
        try:
            self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self._proc.kill()
            self._proc.wait()
        for fd in (self._to_chrome, self._from_chrome):
            try:
                os.close(fd)
            except OSError:
                pass
        shutil.rmtree(self._profile, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
