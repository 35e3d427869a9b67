// anchorlint HTML report: renders the index and, on demand, one card beside
// its source from the JSON blocks of this page. Every text goes through
// textContent: nothing from a card or a source is ever parsed as HTML.
(function () {
  "use strict";
  var byId = function (id) { return document.getElementById(id); };
  var read = function (id) { var node = byId(id); return node ? JSON.parse(node.textContent) : null; };
  var index = read("index-data");

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function renderIndex() {
    var select = byId("rule-filter");
    Object.keys(index.rules).forEach(function (code) {
      var option = el("option", null, code + " " + index.rules[code]);
      option.value = code;
      select.appendChild(option);
    });
    var order = index.cards.map(function (_, i) { return i; });
    order.sort(function (a, b) {
      var ca = index.cards[a], cb = index.cards[b];
      return (cb[1] - ca[1]) || (ca[0] < cb[0] ? -1 : ca[0] > cb[0] ? 1 : 0);
    });
    var rows = document.createDocumentFragment();
    order.forEach(function (i) {
      var card = index.cards[i];
      var row = el("tr");
      row.dataset.codes = " " + card[2].join(" ") + " ";
      var cell = el("td");
      var link = el("a", null, card[0]);
      link.href = "#card-" + i;
      cell.appendChild(link);
      row.appendChild(cell);
      row.appendChild(el("td", "count", card[1]));
      var codes = el("td", "codes");
      card[2].forEach(function (code) { codes.appendChild(el("span", null, code)); });
      row.appendChild(codes);
      row.appendChild(el("td", "count", card[3] || ""));
      if (index.coverage) evidenceCells(row, card[5]);
      rows.appendChild(row);
    });
    byId("cards").appendChild(rows);
    select.addEventListener("change", function () {
      var wanted = select.value;
      Array.prototype.forEach.call(byId("cards").rows, function (row) {
        row.classList.toggle("hidden", wanted !== "" && row.dataset.codes.indexOf(" " + wanted + " ") < 0);
      });
    });
  }

  // The evidence mix (reporters/coverage.py's rows: name, cards, claims,
  // one count per kind, coverage as formatted there).
  var EVIDENCE = ["claims"].concat(index.coverage ? index.coverage.kinds : [], ["coverage"]);

  function evidenceCells(row, tally) {
    EVIDENCE.forEach(function (kind, k) {
      var cell = el("td", "count ev", tally ? tally[k + 2] : "");
      cell.dataset.kind = kind;
      row.appendChild(cell);
    });
  }

  function renderCoverage() {
    var head = byId("index-head");
    EVIDENCE.forEach(function (kind) { head.appendChild(el("th", "ev", kind.replace("_", " "))); });
    var section = byId("coverage"), table = el("table"), top = el("tr");
    section.appendChild(el("h2", null, "Evidence coverage"));
    ["", "cards"].concat(EVIDENCE).forEach(function (name) { top.appendChild(el("th", null, name.replace("_", " "))); });
    table.appendChild(el("thead")).appendChild(top);
    var body = table.appendChild(el("tbody"));
    index.coverage.rows.forEach(function (tally) {
      var row = el("tr", tally[0]);
      row.appendChild(el("td", null, tally[1]));
      row.appendChild(el("td", "count", tally[2]));
      evidenceCells(row, tally.slice(1));
      body.appendChild(row);
    });
    section.appendChild(table);
    section.appendChild(el("p", "legend", "coverage = (quoted + data + anchored) / (claims \u2212 opted out), " +
      "as 'anchorlint coverage' counts it (docs/evidence.md)"));
    section.classList.remove("hidden");
  }

  // Split a line into text and marked spans; columns count code points.
  function markLine(text, marks) {
    var points = Array.from(text), pos = 0, out = document.createDocumentFragment();
    marks.sort(function (a, b) { return a.col - b.col; });
    marks.forEach(function (mark) {
      var start = mark.col - 1;
      if (start < pos) {  // overlaps an earlier mark: keep it reachable as a link target
        var spot = mark.make(); spot.textContent = ""; out.appendChild(spot); return;
      }
      out.appendChild(document.createTextNode(points.slice(pos, start).join("")));
      var node = mark.make();
      node.textContent = points.slice(start, start + mark.len).join("");
      out.appendChild(node);
      pos = start + mark.len;
    });
    out.appendChild(document.createTextNode(points.slice(pos).join("")));
    return out;
  }

  function lineNode(prefix, number, content, classes) {
    var row = el("div", "line " + (classes || ""));
    row.id = prefix + "-L" + number;
    row.appendChild(el("span", "no", number));
    var text = el("span", "text");
    text.appendChild(content);
    row.appendChild(text);
    return row;
  }

  function cardPane(card) {
    var pane = el("section", "pane");
    pane.appendChild(el("h2", null, card.path));
    if (!card.lines) { pane.appendChild(el("p", null, "(the card could not be read again)")); return pane; }
    var marks = {}, flagged = {}, claims = {}, quotes = {};
    card.anchors.forEach(function (a, k) {
      (marks[a[1]] = marks[a[1]] || []).push({ col: a[2], len: a[6], make: function () {
        var node;
        if (a[3] && a[4]) {
          node = el("a", "anchor grounded");
          node.href = "#src-a" + k;
          node.title = "in the source, line " + a[4];
        } else if (a[3]) {
          node = el("span", "anchor allowed"); node.title = "allowed by the configuration";
        } else {
          node = el("mark", "anchor ungrounded"); node.title = "not in the source (H7)";
        }
        node.dataset.anchor = a[0];
        node.dataset.col = a[2];
        return node;
      } });
    });
    card.findings.forEach(function (f) { flagged[f[1]] = true; });
    card.claims.forEach(function (n) { claims[n] = true; });
    card.quotations.forEach(function (q) { (quotes[q[0]] = quotes[q[0]] || []).push(q); });
    card.lines.forEach(function (text, i) {
      var n = i + 1;
      var row = lineNode("card", n, markLine(text, marks[n] || []),
                         (claims[n] ? "claim " : "") + (flagged[n] ? "flagged" : ""));
      (quotes[n] || []).forEach(function (q) {
        var note;
        if (q[3] && q[4]) {
          note = el("a", "quote", "\u2192 source " + q[4] + ":" + q[5] + " (" + q[2] + (q[6] ? " " + q[6] : "") + ")");
          note.href = "#src-L" + q[4];
        } else {
          note = el("span", "quote missing", "quotation not found in the source (" + (q[2] || "none") + ")");
        }
        row.lastChild.appendChild(note);
      });
      pane.appendChild(row);
    });
    return pane;
  }

  function sourcePane(card) {
    var pane = el("section", "pane");
    var source = card.source === null ? null : read("source-data-" + card.source);
    pane.appendChild(el("h2", null, source ? source.path : "no source"));
    if (!source || !source.lines) {
      pane.appendChild(el("p", null, source ? "(the source is not shown: unreadable or too large)" : ""));
      return pane;
    }
    var marks = {};
    card.anchors.forEach(function (a, k) {
      if (!a[3] || !a[4]) return;
      (marks[a[4]] = marks[a[4]] || []).push({ col: a[5], len: a[7], make: function () {
        var node = el("span", "anchor src"); node.id = "src-a" + k; node.dataset.anchor = a[0]; return node;
      } });
    });
    source.lines.forEach(function (text, i) { pane.appendChild(lineNode("src", i + 1, markLine(text, marks[i + 1] || []))); });
    return pane;
  }

  function renderCard(number) {
    var card = read("card-data-" + number), view = byId("card-view");
    view.textContent = "";
    if (!card) return;
    var back = el("a", null, "\u2190 all cards"); back.href = "#index";
    view.appendChild(back);
    view.appendChild(el("h2", null, card.path));
    var list = el("ul", "findings");
    card.findings.forEach(function (f) {
      var item = el("li", f[3] + (f[4] ? " blocking" : ""));
      var link = el("a", null, f[1] + ":" + f[2]); link.href = "#card-L" + f[1];
      item.appendChild(link);
      item.appendChild(document.createTextNode(" " + f[0] + " [" + f[3] + (f[4] ? ", blocking" : "") + "] " + f[5]));
      list.appendChild(item);
    });
    view.appendChild(list);
    if (card.suppressed) view.appendChild(el("p", "legend", card.suppressed + " suppressed finding(s) not shown"));
    var mix = index.cards[number][5];
    if (mix) {
      view.appendChild(el("p", "evidence", "Evidence: " + mix[2] + " claims: " + index.coverage.kinds.map(function (kind, k) {
        return mix[k + 3] + " " + kind.replace("_", " ");
      }).join(", ") + "; coverage " + mix[8]));
    }
    if (card.h8) {
      view.appendChild(el("p", "h8", "H8: " + card.h8[0] + " claims (marked in the margin) against " + card.h8[1] +
        " source units" + (card.h8[2] ? ": inflated" : "")));
    }
    view.appendChild(el("p", "legend", "green: anchor found in the source (click to see where) \u00b7 red: anchor the source never mentions"));
    var panes = el("div", "panes");
    panes.appendChild(cardPane(card));
    panes.appendChild(sourcePane(card));
    view.appendChild(panes);
  }

  function route() {
    var match = /^#card-(\d+)$/.exec(location.hash);
    if (match) {
      byId("index").classList.add("hidden");
      byId("card-view").classList.remove("hidden");
      renderCard(match[1]);
      window.scrollTo(0, 0);
    } else if (location.hash === "" || location.hash === "#index") {
      byId("card-view").classList.add("hidden");
      byId("index").classList.remove("hidden");
    }  // other fragments point inside the card shown
  }

  var started = performance.now();
  byId("summary").textContent = index.summary;
  if (index.coverage) renderCoverage();
  renderIndex();
  window.addEventListener("hashchange", route);
  route();
  // How long the first view took to build (read by the scale measurement).
  document.documentElement.dataset.renderMs = String(Math.round(performance.now() - started));
})();
