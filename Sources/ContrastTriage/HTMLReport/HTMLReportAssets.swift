import ContrastScan
import ContrastScanSupport
/// The HTML report's only style sheet and script, inline so the file is
/// self-contained, and allowed by hash in its Content-Security-Policy: the
/// browser runs exactly these bytes and refuses any other script or style,
/// so even a label that escaped escaping could not run.
///
/// Text colours meet 4.5:1 on their backgrounds: #1B1B1B on #FFFFFF 17.2:1,
/// #555555 on #FFFFFF 7.45:1 (on #F6F6F6 6.9:1), white on every verdict
/// badge at least 5.1:1 (see `VerdictPalette`).
enum HTMLReportAssets {
    static let style = """
    :root{color-scheme:light}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}
    header{padding:16px 24px;border-bottom:1px solid #c8c8c8;background:#f6f6f6}
    h1{font-size:22px;margin:0 0 4px}
    h2{font-size:15px;margin:0 0 4px;overflow-wrap:anywhere}
    code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .muted{color:#555}
    .filters{border:0;padding:0;margin:10px 0 0;display:flex;flex-wrap:wrap;gap:6px 16px}
    .filters legend{font-weight:600;padding:0;margin-bottom:4px}
    main{padding:16px 24px}
    .shots{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .shot{border:1px solid #c8c8c8;border-radius:6px;padding:10px;width:300px;background:#fff}
    .shot.big{width:100%}
    .frame{position:relative;max-width:278px;line-height:0}
    .frame img,.frame svg.ph{display:block;width:100%;height:auto}
    .big .frame{display:inline-block;max-width:100%}
    .big .frame img,.big .frame svg.ph{width:auto;max-width:100%}
    .frame svg.boxes{position:absolute;left:0;top:0;width:100%;height:100%;overflow:visible}
    rect.box{fill:transparent;stroke-width:2.5px;vector-effect:non-scaling-stroke;cursor:pointer}
    rect.halo{fill:none;stroke:#fff;stroke-width:5px;vector-effect:non-scaling-stroke}
    rect.box:hover,rect.box:focus{stroke-width:4.5px;fill:rgba(255,255,255,.2);outline:none}
    rect.r-fail{stroke:#C62828}rect.r-review{stroke:#8A5A00}rect.r-pass{stroke:#2E7D32}
    rect.r-skipped{stroke:#5F5F5F}rect.r-error{stroke:#6A1B9A}
    rect.halo{stroke:#fff}
    .badge{display:inline-block;white-space:nowrap;padding:0 6px;border-radius:4px;color:#fff;font-size:12px;font-weight:700;line-height:18px;text-transform:uppercase}
    .b-fail{background:#C62828}.b-review{background:#8A5A00}.b-pass{background:#2E7D32}
    .b-skipped{background:#5F5F5F}.b-error{background:#6A1B9A}
    button.zoom{font:inherit;font-size:13px;padding:2px 10px;margin-top:8px;color:#1b1b1b;background:#fff;border:1px solid #6b6b6b;border-radius:4px;cursor:pointer}
    :focus-visible{outline:3px solid #0B57D0;outline-offset:2px}
    details{margin-top:8px}
    summary{cursor:pointer}
    .scroll{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse;font-size:12px;margin-top:6px}
    th,td{border-bottom:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top}
    th,td.n{white-space:nowrap}
    td.w{overflow-wrap:anywhere;min-width:8em}
    td.note{overflow-wrap:anywhere;min-width:18em}
    .more table{width:100%}
    svg.sw{width:12px;height:12px;vertical-align:-2px}
    svg.sw rect{width:12px;height:12px;stroke:#6b6b6b}
    span.sw{display:inline-block;width:14px;height:14px;border:1px solid #6b6b6b;vertical-align:-2px;margin:0 4px 0 2px}
    #tip{position:absolute;z-index:10;max-width:380px;background:#fff;color:#1b1b1b;border:1px solid #6b6b6b;border-radius:6px;padding:8px 10px;box-shadow:0 4px 14px rgba(0,0,0,.25);font-size:13px;line-height:1.4}
    #tip[hidden]{display:none}
    .tip-h{font-weight:700;margin-bottom:4px;overflow-wrap:anywhere}
    .errors ul{padding-left:20px}
    body:has(#f-fail:not(:checked)) :is(.c-fail,.r-fail){display:none}
    body:has(#f-review:not(:checked)) :is(.c-review,.r-review){display:none}
    body:has(#f-pass:not(:checked)) :is(.c-pass,.r-pass){display:none}
    body:has(#f-skipped:not(:checked)) :is(.c-skipped,.r-skipped){display:none}
    body:has(#f-error:not(:checked)) :is(.c-error,.r-error){display:none}
    """

    static let script = """
    (function () {
      var tip = document.getElementById('tip');
      function add(label, value) {
        var row = document.createElement('div');
        var b = document.createElement('b');
        b.textContent = label + ': ';
        row.appendChild(b);
        if (value !== null) row.appendChild(document.createTextNode(value));
        tip.appendChild(row);
        return row;
      }
      function swatch(row, label, color) {
        row.appendChild(document.createTextNode(label));
        var s = document.createElement('span');
        s.className = 'sw';
        s.style.backgroundColor = color;
        row.appendChild(s);
        row.appendChild(document.createTextNode(color + ' '));
      }
      function show(box) {
        var d = box.dataset;
        tip.textContent = '';
        var head = document.createElement('div');
        head.className = 'tip-h';
        var badge = document.createElement('span');
        badge.className = 'badge b-' + d.verdict;
        badge.textContent = d.verdict;
        head.appendChild(badge);
        head.appendChild(document.createTextNode(' ' + d.id));
        tip.appendChild(head);
        if (d.text) add('text', d.text);
        if (d.fg || d.bg) {
          var row = add('colours', null);
          if (d.fg) swatch(row, 'text ', d.fg);
          if (d.bg) swatch(row, 'on ', d.bg);
        }
        if (d.ratio) add('ratio', d.ratio);
        if (d.req) add('required', d.req);
        if (d.conf) add('confidence', d.conf);
        if (d.fix) d.fix.split('\\n').forEach(function (s) { add('fix', s); });
        if (d.err) add('error', d.err);
        tip.hidden = false;
        var r = box.getBoundingClientRect();
        var right = window.scrollX + document.documentElement.clientWidth - tip.offsetWidth - 8;
        tip.style.left = Math.max(window.scrollX + 4, Math.min(r.left + window.scrollX, right)) + 'px';
        tip.style.top = (r.bottom + window.scrollY + 6) + 'px';
      }
      function hide() { tip.hidden = true; }
      function isBox(t) { return t && t.classList && t.classList.contains('box'); }
      document.addEventListener('mouseover', function (e) { if (isBox(e.target)) show(e.target); });
      document.addEventListener('mouseout', function (e) {
        if (isBox(e.target) && e.target !== document.activeElement) hide();
      });
      document.addEventListener('focusin', function (e) { if (isBox(e.target)) show(e.target); });
      document.addEventListener('focusout', function (e) { if (isBox(e.target)) hide(); });
      document.addEventListener('keydown', function (e) { if (e.key === 'Escape') hide(); });
      document.addEventListener('click', function (e) {
        if (!e.target.closest || isBox(e.target)) return;
        var trigger = e.target.closest('button.zoom, .frame');
        var card = trigger ? trigger.closest('.shot') : null;
        if (!card) return;
        var big = card.classList.toggle('big');
        var button = card.querySelector('button.zoom');
        button.setAttribute('aria-expanded', big ? 'true' : 'false');
        button.textContent = big ? 'Shrink' : 'Enlarge';
      });
      document.documentElement.setAttribute('data-report-script', 'ran');
    })();
    """

    /// `'sha256-…'` of `text`, as a CSP source expression.
    static func hashSource(_ text: String) -> String {
        "'sha256-" + Base64.encode(SHA256.digest(Array(text.utf8))) + "'"
    }

    /// The policy: nothing from the network, images only from `data:`, and only
    /// this style sheet and script.
    static var contentSecurityPolicy: String {
        "default-src 'none'; img-src data:; style-src \(hashSource(style)); script-src \(hashSource(script)); "
            + "base-uri 'none'; form-action 'none'"
    }
}
