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
///
/// Cards and the compact table are laid out and painted only when they come
/// near the screen (`content-visibility:auto`, with a placeholder size until
/// then): a 10,000-screenshot report (500 cards and a 9,500-row table) took
/// 3.2 s to open in headless Chromium instead of 6.0-6.5 s (an empty page 1.5 s),
/// everything still in the page for find-in-page, assistive technology and
/// printing.
enum HTMLReportAssets {
    static let style = """
    :root{color-scheme:light}
    *{box-sizing:border-box}
    body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#fff}
    header{padding:16px 24px;border-bottom:1px solid #c8c8c8;background:#f6f6f6}
    header p{margin:4px 0}
    h1{font-size:22px;margin:0 0 4px}
    h2{font-size:15px;margin:0 0 4px;overflow-wrap:anywhere}
    code{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    .muted{color:#555}
    .legend{font-size:13px;line-height:1.9}
    .tap{display:none}
    @media (hover:none) and (pointer:coarse){.hov{display:none}.tap{display:inline}}
    .filters{border:0;padding:0;margin:10px 0 0;display:flex;flex-wrap:wrap;gap:6px 16px}
    .filters legend{font-weight:600;padding:0;margin-bottom:4px}
    main{padding:16px 24px}
    .shots{display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start}
    .shot{flex:0 1 320px;min-width:0;max-width:100%;border:1px solid #c8c8c8;border-left:6px solid #c8c8c8;border-radius:6px;padding:10px;background:#fff}
    .shot.big{flex-basis:100%}
    .shot{content-visibility:auto;contain-intrinsic-size:auto 320px auto 560px}
    .more{content-visibility:auto;contain-intrinsic-block-size:auto 1000px}
    .shot.sev-inv{border-left:8px solid #1b1b1b}.shot.sev-fail{border-left-color:#C62828}
    .shot.sev-near{border-left:6px dashed #C62828}.shot.sev-review{border-left-color:#8A5A00}
    .shot.sev-pass{border-left-color:#2E7D32}.shot.sev-err{border-left-color:#6A1B9A}
    .worst{margin:6px 0;font-size:14px}
    .worst .nums{font-weight:600}
    .worst .fix{display:block;font-size:13px}
    .sev{display:inline-block;white-space:nowrap;padding:0 6px;border-radius:4px;font-size:12px;line-height:18px;font-weight:700;color:#fff;background:#5F5F5F}
    b.sev-inv{background:#1b1b1b}b.sev-fail{background:#C62828}b.sev-review{background:#8A5A00}
    b.sev-near{background:#FDECEA;color:#8E1B1B;outline:1px dashed #C62828;outline-offset:-1px}
    b.sev-pass{background:#2E7D32}b.sev-err{background:#6A1B9A}
    .det{font-style:normal;white-space:nowrap;font-size:11px;line-height:16px;padding:0 4px;border:1px solid #0B57D0;border-radius:3px;color:#0B57D0}
    .frame{position:relative;line-height:0;max-width:100%}
    .frame img,.frame svg.ph{display:block;width:100%;height:auto}
    .big .frame{display:inline-block}
    .big .frame img,.big .frame svg.ph{width:auto;max-width:100%}
    .frame svg.boxes{position:absolute;left:0;top:0;width:100%;height:100%;overflow:visible}
    rect.box{fill:transparent;stroke-width:2.5px;vector-effect:non-scaling-stroke;cursor:pointer}
    path.halo{fill:none;stroke:#fff;stroke-width:5px;vector-effect:non-scaling-stroke}
    rect.box:hover,rect.box:focus{stroke-width:4.5px;fill:rgba(255,255,255,.2);outline:none}
    rect.r-fail{stroke:#C62828}rect.r-review{stroke:#8A5A00}rect.r-pass{stroke:#2E7D32}
    rect.r-skipped{stroke:#5F5F5F}rect.r-error{stroke:#6A1B9A}
    .badge,.regions td>b{display:inline-block;white-space:nowrap;padding:0 6px;border-radius:4px;color:#fff;font-size:12px;font-weight:700;line-height:18px;text-transform:uppercase}
    .b-fail{background:#C62828}.b-review{background:#8A5A00}.b-pass{background:#2E7D32}
    .b-skipped{background:#5F5F5F}.b-error{background:#6A1B9A}
    .actions{margin:8px 0 0;display:flex;flex-wrap:wrap;gap:6px 12px;align-items:center}
    button.zoom{font:inherit;font-size:13px;padding:2px 10px;color:#1b1b1b;background:#fff;border:1px solid #6b6b6b;border-radius:4px;cursor:pointer}
    a.orig{font-size:13px;color:#0B57D0}
    :focus-visible{outline:3px solid #0B57D0;outline-offset:2px}
    canvas.crop{display:block;max-width:100%;height:auto;image-rendering:pixelated;margin:4px 0;border:1px solid #6b6b6b}
    details{margin-top:8px}
    summary{cursor:pointer}
    .scroll{overflow-x:auto;max-width:100%}
    table{border-collapse:collapse;font-size:12px;margin-top:6px}
    th,td{border-bottom:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top;white-space:nowrap}
    .regions td:nth-child(3),td.nt{white-space:normal;min-width:10em;max-width:26em}
    td.w{white-space:normal;min-width:8em}
    tr.s-inv td:first-child::after{content:"invisible";display:block;font-size:11px;font-weight:700}
    tr.s-near td:first-child::after{content:"near miss";display:block;font-size:11px;font-weight:700;color:#8E1B1B}
    .more table{width:100%}
    span.sw{display:inline-block;width:13px;height:13px;border:1px solid #6b6b6b;vertical-align:-2px;margin:0 4px 0 0}
    @media (max-width:640px){
    header,main{padding:12px}
    .shot{flex-basis:100%}
    .regions thead{display:none}
    .regions,.regions tbody,.regions tr{display:block}
    .regions tr{border-bottom:1px solid #ddd;padding:4px 0}
    .regions td{display:inline-block;border:0;padding:1px 10px 1px 0;white-space:nowrap;max-width:100%}
    .regions td:nth-child(3),.regions td:nth-child(11){display:block;white-space:normal;min-width:0;max-width:none}
    .regions td:nth-child(4)::before{content:"text "}.regions td:nth-child(5)::before{content:"on "}
    .regions td:nth-child(7)::before{content:"Lc "}.regions td:nth-child(8)::before{content:"needs "}
    .regions td:nth-child(10)::before{content:"conf. "}
    }
    #tip{position:absolute;z-index:10;max-width:min(380px,calc(100vw - 16px));background:#fff;color:#1b1b1b;border:1px solid #6b6b6b;border-radius:6px;padding:8px 10px;box-shadow:0 4px 14px rgba(0,0,0,.25);font-size:13px;line-height:1.4}
    #tip[hidden]{display:none}
    .tip-h{font-weight:700;margin-bottom:4px;overflow-wrap:anywhere}
    .errors ul{padding-left:20px}
    """ + "\n" + HTMLReportFilters.style

    static let script = """
    (function () {
      var tip = document.getElementById('tip');
      function el(tag, cls, text) {
        var e = document.createElement(tag);
        if (cls) e.className = cls;
        if (text) e.textContent = text;
        return e;
      }
      function add(label, value) {
        var row = el('div');
        row.appendChild(el('b', null, label + ': '));
        if (value !== null) row.appendChild(document.createTextNode(value));
        tip.appendChild(row);
        return row;
      }
      function swatch(hex) {
        if (!/^#[0-9A-F]{6}$/i.test(hex)) return null;
        var s = el('span', 'sw');
        s.style.backgroundColor = hex;
        return s;
      }
      // Colour swatches in every regions table (written by the script, not the page:
      // two per row in a report of thousands of rows).
      document.querySelectorAll('table.regions tbody tr').forEach(function (tr) {
        [3, 4].forEach(function (i) {
          var cell = tr.cells[i], s = cell && swatch(cell.textContent);
          if (s) cell.insertBefore(s, cell.firstChild);
        });
      });
      function verdictOf(box) {
        for (var i = 0; i < box.classList.length; i++)
          if (box.classList[i].indexOf('r-') === 0) return box.classList[i].slice(2);
        return '';
      }
      // The verdicts' colours, as the style sheet draws the boxes. Not read back with
      // getComputedStyle: that forces a style pass over the whole page per card, and
      // with the filters' :has() rules a 500-card report took 36 s to open.
      var strokes = {fail: '#C62828', review: '#8A5A00', pass: '#2E7D32', skipped: '#5F5F5F', error: '#6A1B9A'};
      // The measured box, zoomed from the card's picture (the picture is the
      // thumbnail: its pixels, not the PNG's), outlined in its verdict's colour.
      function crop(box, maxW, maxH) {
        var card = box.closest('.shot'), img = card && card.querySelector('.frame img');
        var view = box.ownerSVGElement && box.ownerSVGElement.viewBox.baseVal;
        if (!img || !img.naturalWidth || !view || !view.width) return null;
        var k = img.naturalWidth / view.width;
        var x = +box.getAttribute('x'), y = +box.getAttribute('y'), w = +box.getAttribute('width'), h = +box.getAttribute('height');
        var pad = Math.max(h * 0.5, 3 / k);
        var sx = Math.max(0, (x - pad) * k), sy = Math.max(0, (y - pad) * k);
        var sw = Math.min(img.naturalWidth, (x + w + pad) * k) - sx, sh = Math.min(img.naturalHeight, (y + h + pad) * k) - sy;
        if (sw < 1 || sh < 1) return null;
        var zoom = Math.min(8, maxW / sw, maxH / sh);
        var c = el('canvas', 'crop');
        c.width = Math.max(1, Math.round(sw * zoom));
        c.height = Math.max(1, Math.round(sh * zoom));
        c.setAttribute('role', 'img');
        c.setAttribute('aria-label', 'the measured box, zoomed');
        var g = c.getContext('2d');
        if (!g) return null;
        g.imageSmoothingEnabled = false;
        g.drawImage(img, sx, sy, sw, sh, 0, 0, c.width, c.height);
        g.lineWidth = 2;
        g.strokeStyle = '#ffffff';
        g.strokeRect((x * k - sx) * zoom - 3, (y * k - sy) * zoom - 3, w * k * zoom + 6, h * k * zoom + 6);
        g.strokeStyle = strokes[verdictOf(box)] || '#5F5F5F';
        g.strokeRect((x * k - sx) * zoom - 1, (y * k - sy) * zoom - 1, w * k * zoom + 2, h * k * zoom + 2);
        return c;
      }
      function show(box) {
        var row = document.getElementById(box.getAttribute('aria-labelledby'));
        if (!row) return;
        var c = row.cells, verdict = verdictOf(box);
        var text = function (i) { return c[i] ? c[i].textContent : ''; };
        tip.textContent = '';
        var head = el('div', 'tip-h');
        head.appendChild(el('span', 'badge b-' + verdict, verdict));
        if (row.classList.contains('s-inv')) { head.appendChild(document.createTextNode(' ')); head.appendChild(el('b', 'sev sev-inv', 'nearly invisible')); }
        if (row.classList.contains('s-near')) { head.appendChild(document.createTextNode(' ')); head.appendChild(el('b', 'sev sev-near', 'near miss')); }
        head.appendChild(document.createTextNode(' ' + c[1].firstChild.textContent.trim()));
        if (c[1].querySelector('.det')) { head.appendChild(document.createTextNode(' ')); head.appendChild(el('i', 'det', 'detected')); }
        tip.appendChild(head);
        if (text(2)) add('text', text(2));
        if (text(3) !== '—' || text(4) !== '—') {
          var colours = add('colours', null);
          [['text ', text(3)], [' on ', text(4)]].forEach(function (p) {
            colours.appendChild(document.createTextNode(p[0]));
            var s = swatch(p[1]);
            if (s) colours.appendChild(s);
            colours.appendChild(document.createTextNode(p[1]));
          });
        }
        if (text(5) !== '—') add('ratio', text(5) + (text(6) !== '—' ? ', APCA Lc ' + text(6) : ''));
        if (text(7) !== '—') add('required', text(7) + (text(8) !== '—' ? ' (' + text(8) + ')' : ''));
        if (text(9) !== '—') add('confidence', text(9));
        var last = c[10];
        if (last && last.classList.contains('fx')) {
          last.childNodes.forEach(function (n) { if (n.nodeType === 3) add('fix', n.textContent); });
        } else if (last && last.textContent) {
          add(verdict === 'error' ? 'error' : 'note', last.textContent);
        }
        var zoomed = crop(box, 340, 120);
        if (zoomed) tip.appendChild(zoomed);
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
        var details = card.querySelector('details');
        if (details && big) details.open = true;
      });
      // Each card whose worst region fails or needs review shows it zoomed under
      // its first line, once the pictures are decoded.
      window.addEventListener('load', function () {
        document.querySelectorAll('.shot').forEach(function (card) {
          var box = card.querySelector('rect.box'), line = card.querySelector('.worst');
          if (!box || !line || !/^(fail|review)$/.test(verdictOf(box))) return;
          var zoomed = crop(box, 280, 64);
          if (zoomed) line.parentNode.insertBefore(zoomed, line.nextSibling);
        });
        document.documentElement.setAttribute('data-report-crops', 'done');
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
