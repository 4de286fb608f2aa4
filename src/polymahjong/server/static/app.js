// polymahjong browser client: lobby, table, actions. Speaks docs/api/protocol.md over /ws.
"use strict";

const S = {
  ws: null, welcome: null, rooms: [], room: null, me: null,
  tiles: null, urls: {}, jokerUrls: {}, backUrl: "",
  state: null, pending: false, riichiMode: false,
  results: [],      // win events and the round_end of the round just played, for the result panel
  matchEnd: null, nextSent: false, creating: false,
  watching: null, seen: [],   // a spectator's room, and the states it was sent (to replay them)
  ponds: null,      // each seat's discards this round, called ones marked (trackPonds)
  replay: null,     // the replay viewer: {frames, i, seat, room, live}
};
const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c !== null && c !== undefined) e.append(c);
  return e;
};

// Exact numbers arrive as integers or "p/q" strings; show decimals when they are exact.
function num(v) {
  if (typeof v === "number") return String(v);
  const m = /^(-?\d+)\/(\d+)$/.exec(String(v));
  if (!m) return String(v);
  let d = Number(m[2]);
  while (d % 2 === 0) d /= 2;
  while (d % 5 === 0) d /= 5;
  return d === 1 ? String(Number(m[1]) / Number(m[2])) : String(v);
}
const signed = (v) => (num(v).startsWith("-") ? num(v) : "+" + num(v));

// ---------------------------------------------------------------- connection
function connect() {
  const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  S.ws = ws;
  ws.onopen = () => { $("connection").textContent = "connected"; };
  ws.onclose = () => {
    $("connection").textContent = "disconnected — reconnecting…";
    setTimeout(connect, 2000);
  };
  ws.onmessage = (e) => handle(JSON.parse(e.data));
}
function send(msg) { S.ws.send(JSON.stringify(msg)); }

function toast(text) {
  const t = $("toast");
  t.textContent = text;
  t.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { t.hidden = true; }, 6000);
}

const HANDLERS = {
  welcome(m) {
    S.welcome = m;
    S.rooms = m.rooms;
    fillCreateForm();
    renderRooms();
    const saved = savedSeat();
    if (saved && m.rooms.some((r) => r.room === saved.room && r.status !== "over")) {
      send({ type: "sit", room: saved.room, player: saved.player, token: saved.token });
    } else if (saved) forgetSeat();
  },
  rooms(m) { S.rooms = m.rooms; renderRooms(); },
  room(m) {
    if (S.watching === m.room) {
      S.room = m;
      if (S.state) renderResult();
    } else if (S.me && m.room === S.me.room) {
      S.room = m;
      if (m.status === "waiting") showWaiting();
      else if (S.state) renderResult();
    } else if (!S.me) {
      // the answer to our own "create": sit at its first human seat
      const first = m.seats.find((s) => s.kind === "human" && !s.taken);
      if (S.creating && first) send({ type: "sit", room: m.room, player: first.player, name: $("name").value });
      else if (S.creating && m.seats.every((s) => s.kind === "bot")) send({ type: "watch", room: m.room });  // bots only: watch it
      S.creating = false;
    }
  },
  seated(m) {
    S.me = { room: m.room, player: m.player, token: m.token };
    sessionStorage.setItem(SEAT_KEY, JSON.stringify(S.me));  // per tab: another tab never overwrites it
    $("takeover").hidden = true;
    S.results = []; S.matchEnd = null; S.state = null;
    $("log").replaceChildren();
  },
  tiles(m) {
    for (const u of Object.values(S.urls)) URL.revokeObjectURL(u);
    for (const u of Object.values(S.jokerUrls)) URL.revokeObjectURL(u);
    S.tiles = m;
    S.urls = {};
    S.jokerUrls = {};
    const url = (svg) => URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    for (const [key, f] of Object.entries(m.faces)) S.urls[key] = url(f.svg);
    m.kinds.forEach((k, i) => { if (k.joker) S.jokerUrls[i] = url(k.joker); });
    S.backUrl = url(m.back);
  },
  watching(m) {  // a spectator of m.room: the public view only
    S.watching = m.room; S.me = null; S.room = null; S.state = null; S.seen = [];
    S.results = []; S.matchEnd = null;
    $("log").replaceChildren();
  },
  toggles(m) {
    for (const box of document.querySelectorAll("[data-toggle]")) box.checked = m[box.dataset.toggle];
  },
  state(m) {
    if (S.watching) S.seen.push(m);  // a spectator may step back through what it watched (the replay viewer)
    if (S.replay) return;
    S.timerAt = Date.now() / 1000;  // the timer's deadlines count from the server's "now", told with it
    const mine = m.events.some((e) => e.e === "action" && e.seat === m.seat);
    if (mine || !m.view.legal.length) { S.pending = false; S.riichiMode = false; }
    S.state = m;
    for (const ev of m.events) {
      if (ev.e === "round" || !S.ponds) S.ponds = newPonds(m.view.hand_sizes.length);
      trackPonds(S.ponds, ev);
      logEvent(ev, m);
    }
    showGame();
  },
  left() {
    S.replay = null;
    if (S.watching) S.watching = null;
    else forgetSeat();
    S.me = null; S.room = null; S.state = null;
    $("overlay").hidden = true;
    showLobby();
    send({ type: "rooms" });
  },
  error(m) {
    S.pending = false;
    // the seat is kept unless it is gone for good; one in use elsewhere can be taken over here
    if (m.request === "sit" && savedSeat() && !S.me) {
      if (m.error.includes("in use by another connection")) $("takeover").hidden = false;
      else if (/wrong token|no room/.test(m.error)) forgetSeat();
    }
    toast(m.error);
    if (S.state) renderTable();
  },
  history(m) {
    const rows = m.games.map((g) => el("tr", {}, el("td", {}, g.room), el("td", {}, g.ruleset),
      el("td", {}, new Date(g.finished * 1000).toLocaleString()),
      el("td", {}, g.names.map((n, p) => `${n}: ${num(g.scores[p])}`).join(", ")), el("td", {}, String(g.seed)),
      el("td", {}, ...downloads(g.room, g.ruleset), " ", replayButton(g.room))));
    $("history").replaceChildren(rows.length
      ? el("table", { class: "rooms" }, el("tr", {}, ...["table", "ruleset", "finished", "final scores", "seed", "download"].map((h) => el("th", {}, h))), ...rows)
      : el("p", { class: "muted" }, `No finished games for "${m.name}".`));
  },
  confirm(m) {  // the server asks before leaving a match
    if (window.confirm(m.text.split(" Send ")[0] + "\n\nLeave the table?")) send({ type: m.request, confirm: true });
  },
  replaced() {  // another tab took this seat over: this one keeps the token and may take it back
    S.me = null; S.room = null; S.state = null;
    $("overlay").hidden = true;
    showLobby();
    $("takeover").hidden = false;
    toast("This seat is now played in another tab or window.");
  },
};
function handle(m) { (HANDLERS[m.type] || ((x) => console.warn("unknown message", x)))(m); }
const SEAT_KEY = "polymahjong.seat";
function savedSeat() {
  try { return JSON.parse(sessionStorage.getItem(SEAT_KEY)); } catch { return null; }
}
function forgetSeat() { sessionStorage.removeItem(SEAT_KEY); $("takeover").hidden = true; }
$("takeover").onclick = () => {
  const saved = savedSeat();
  if (saved) send({ type: "sit", room: saved.room, player: saved.player, token: saved.token, takeover: true });
};

// ---------------------------------------------------------------- lobby
function rulesetInfo(name) { return S.welcome.rulesets.find((r) => r.name === name); }

function fillCreateForm() {
  const sel = $("ruleset");
  sel.replaceChildren(...S.welcome.rulesets.map((r) => el("option", { value: r.name }, r.name)));
  $("bot").replaceChildren(...S.welcome.bots.map((b) => el("option", { value: b }, b)));
  $("bot").value = S.welcome.bots.includes("default") ? "default" : S.welcome.bots[0];
  sel.onchange = fillOptions;
  fillOptions();
}

function fillOptions() {
  const info = rulesetInfo($("ruleset").value);
  const box = $("options");
  const values = el("details", {}, el("summary", {}, "pattern values (play-testing)"));
  box.replaceChildren();
  for (const [name, d] of Object.entries(info.options)) {
    let input;
    if (d.choices) {
      input = el("select", {}, ...d.choices.map((c) => el("option", { value: JSON.stringify(c) }, String(c))));
      input.value = JSON.stringify(d.default);
    } else if (typeof d.default === "boolean") {
      input = el("input", { type: "checkbox" });
      input.checked = d.default;
    } else if (typeof d.default === "number") {
      input = el("input", { type: "number", step: Number.isInteger(d.default) ? "1" : "any" });
      if (d.min !== undefined) input.min = d.min;
      if (d.max !== undefined) input.max = d.max;
      input.value = d.default;
    } else {
      input = el("input", { type: "text" });
      input.value = d.default;
    }
    input.dataset.option = name;
    input.dataset.default = JSON.stringify(d.default);
    if (name === "players") input.onchange = fillSeats;
    // value.<pattern> options (a pattern's value as an option) go under their own heading
    (name.startsWith("value.") ? values : box).append(el("label", {}, name + " ", input, el("span", { class: "help" }, d.help || "")));
  }
  if (values.children.length > 1) box.append(values);
  fillSeats();
}

function optionValues() {
  const out = {};
  for (const input of $("options").querySelectorAll("[data-option]")) {
    const def = JSON.parse(input.dataset.default);
    let v;
    if (input.type === "checkbox") v = input.checked;
    else if (input.tagName === "SELECT") v = JSON.parse(input.value);
    else if (typeof def === "number") v = Number(input.value);
    else v = input.value;
    if (JSON.stringify(v) !== JSON.stringify(def)) out[input.dataset.option] = v;
  }
  return out;
}

function fillSeats() {
  const info = rulesetInfo($("ruleset").value);
  const players = Number(optionValues().players || info.players);
  const box = $("seats");
  box.replaceChildren(el("span", {}, "Seats: "));
  for (let p = 0; p < players; p++) {
    const sel = el("select", { "data-seat": p }, el("option", { value: "human" }, "human"), el("option", { value: "bot" }, "bot"));
    sel.value = p === 0 ? "human" : "bot";
    box.append(el("label", { class: "inline" }, `player ${p} `, sel));
  }
}

$("create").addEventListener("submit", (e) => {
  e.preventDefault();
  const msg = {
    type: "create", ruleset: $("ruleset").value, options: optionValues(), bot: $("bot").value,
    seats: [...$("seats").querySelectorAll("select")].map((s) => s.value),
  };
  if ($("seed").value !== "") msg.seed = Number($("seed").value);
  if (!$("timed").checked) msg.timers = { turn: 0, claim: 0, bank: 0, next: 0 };
  S.creating = true;
  send(msg);
});
$("refresh").onclick = () => send({ type: "rooms" });
$("history-show").onclick = () => send({ type: "history", name: $("name").value || "player 0" });
for (const b of document.querySelectorAll(".leave")) b.onclick = () => send({ type: "leave" });
$("start").onclick = () => send({ type: "start" });

function renderRooms() {
  const rows = S.rooms.map((r) => el("tr", {},
    el("td", {}, r.room), el("td", {}, r.ruleset + (Object.keys(r.options).length ? " " + JSON.stringify(r.options) : "")),
    el("td", {}, r.status),
    el("td", {}, ...r.seats.map((s) => seatCell(r, s)), watchCell(r))));
  $("rooms").replaceChildren(rows.length
    ? el("table", { class: "rooms" }, el("tr", {}, el("th", {}, "table"), el("th", {}, "ruleset"), el("th", {}, "status"), el("th", {}, "seats")), ...rows)
    : el("p", { class: "muted" }, "No tables yet: create one."));
}

function seatCell(room, s) {
  if (s.kind === "bot") return el("span", { class: "badge" }, `${s.player}: bot`);
  if (!s.taken && room.status === "waiting") {
    return el("button", { type: "button", onclick: () => send({ type: "sit", room: room.room, player: s.player, name: $("name").value }) }, `sit at ${s.player}`);
  }
  return el("span", { class: "badge" }, `${s.player}: ${s.name}`);
}
function watchCell(room) {
  if (room.status === "over") return replayButton(room.room);
  if (room.status !== "playing" && room.status !== "round_over") return null;
  return el("button", { type: "button", onclick: () => send({ type: "watch", room: room.room }) }, "watch");
}

// links to a finished game's record, mjai log and tenhou.net/6 JSON (the last two: riichi): docs/api/protocol.md
function downloads(room, ruleset) {
  const link = (fmt, text) => el("a", { href: `/games/${room}.${fmt}`, download: "" }, text);
  return ruleset === "riichi" ? [link("jsonl", "record"), " ", link("mjai", "mjai log"), " ", link("tenhou", "tenhou.net/6")]
    : [link("jsonl", "record")];
}

// ---------------------------------------------------------------- screens
function showLobby() { $("lobby").hidden = false; $("waiting").hidden = true; $("game").hidden = true; }
function showWaiting() {
  $("lobby").hidden = true; $("waiting").hidden = false; $("game").hidden = true;
  const r = S.room;
  $("waiting-title").textContent = `Table ${r.room}: ${r.ruleset} ${Object.keys(r.options).length ? JSON.stringify(r.options) : ""}`;
  $("waiting-seats").replaceChildren(...r.seats.map((s) => el("p", {},
    `player ${s.player}: ` + (s.kind === "bot" ? `${r.bot} bot` : s.taken ? s.name + (s.player === S.me.player ? " (you)" : "") : "— empty —"))));
  $("start").disabled = r.seats.some((s) => s.kind === "human" && !s.taken);
}
function showGame() {
  $("lobby").hidden = true; $("waiting").hidden = true; $("game").hidden = false;
  $("replay-watched").hidden = !S.watching;
  renderTable();
  renderResult();
}

// ---------------------------------------------------------------- tiles
function tileImg(id, size = "") {
  const t = S.tiles.tiles[id];
  const v = S.state && S.state.view;
  const joker = v && v.jokers.includes(t.kind) && S.jokerUrls[t.kind];
  const face = S.tiles.faces[t.face];
  return el("img", { class: "tile " + size, src: joker || S.urls[t.face], alt: face.label, title: face.label + (joker ? " (joker)" : "") });
}
function kindImg(kind, joker = false) {
  const key = S.tiles.kinds[kind].face;
  return el("img", { class: "tile small", src: joker && S.jokerUrls[kind] ? S.jokerUrls[kind] : S.urls[key], title: S.tiles.faces[key].label });
}
const back = (size = "small") => el("img", { class: "tile " + size, src: S.backUrl, alt: "face down", title: "face down" });
const box = (img, cls = "", title = null) => el("span", { class: "tilebox " + cls, title }, img);
const tileName = (id) => S.tiles.tiles[id].face;
const tilesName = (ids) => ids.map(tileName).join(" ");

// ---------------------------------------------------------------- the table
const WINDS = "ESWN";
const WIND_NAMES = { E: "East", S: "South", W: "West", N: "North" };
const CALL_NAMES = { chi: "chi", pon: "pon", open_kan: "open kan", closed_kan: "closed kan", added_kan: "added kan" };
function seatName(st, seat) { return st.seat === seat ? "you" : st.seat_names[seat]; }

// Each seat's discards in play order, from the round's events: {tile, declared, by} (declared: the discard event's
// declaration flag, the contract's `riichi`; by: the seat that called it).
function newPonds(n) { return Array.from({ length: n }, () => []); }
function trackPonds(ponds, ev) {
  if (ev.e === "discard") ponds[ev.seat].push({ tile: ev.tile, declared: ev.riichi, by: null });
  if (ev.e === "call" && ev.source !== undefined && ev.source !== null && ev.source !== ev.seat) {
    const d = [...ponds[ev.source]].reverse().find((x) => x.tile === ev.tile);
    if (d) d.by = ev.seat;
  }
}
const calledTiles = (ponds) => new Set(ponds.flat().filter((d) => d.by !== null).map((d) => d.tile));

// Where a seat sits for the viewer at the bottom: the next seat in turn order to the right, the one before to the left.
function place(rel, n) {
  if (rel === 0) return "bottom";
  if (n === 2) return "top";
  if (rel === 1) return "right";
  if (rel === n - 1) return "left";
  return "top";
}

function roundLabel(st) {
  const r = st.round;
  if (!r) return `round ${st.deals + 1}`;
  let text = `${WIND_NAMES[r.wind]} ${r.number}`;
  if (S.tiles.table.declare_ready) text += ` · ${r.honba} honba · ${r.sticks} riichi stick${r.sticks === 1 ? "" : "s"}`;
  else if (r.honba) text += ` · ${r.honba} honba`;
  return text;
}

function renderTable() {
  const st = S.state;
  if (!st || !S.tiles) return;
  const v = st.view, n = v.hand_sizes.length, tbl = S.tiles.table;
  const info = [
    el("span", { class: "item label-round" }, roundLabel(st)),
    el("span", { class: "item" }, `wall ${v.wall_left}`),
  ];
  if (v.indicators.length) {
    info.push(el("span", { class: "item" }, indicatorLabel(), ...v.indicators.map((t) => tileImg(t, "small"))));
  }
  if (st.round && st.round.ura && st.round.ura.length) {
    info.push(el("span", { class: "item ura" }, "ura-dora", ...st.round.ura.map((t) => tileImg(t, "small"))));
  }
  if (v.jokers.length) info.push(el("span", { class: "item" }, "jokers", ...v.jokers.map((k) => kindImg(k, true))));
  info.push(el("span", { class: "item muted" }, `${S.tiles.ruleset} · table ${st.room || (S.replay && S.replay.room) || ""}`));
  $("info").replaceChildren(...info);

  const base = v.seat === null ? (S.replay && S.replay.seat !== null ? S.replay.seat : 0) : v.seat;
  const areas = { top: [], left: [], right: [], bottom: [] };
  const ponds = { top: [], left: [], right: [], bottom: [] };
  const called = calledTiles(S.ponds || []);
  for (let i = 0; i < n; i++) {
    const s = (base + i) % n, where = place(i, n);
    areas[where].push(seatPanel(st, s, where, called));
    if (!tbl.shared_pond) ponds[where].push(pondGrid(st, s));
  }
  for (const where of ["top", "left", "right"]) $("opp-" + where).replaceChildren(...areas[where]);
  $("me").replaceChildren(...areas.bottom);
  const center = [el("div", { class: "pond-label" }, roundLabel(st))];
  if (tbl.shared_pond) center.push(el("div", { class: "pond-shared" }, ...v.pond.map((t) => box(tileImg(t, "small"), claimedCls(v, t)))));
  for (const where of ["top", "left", "right", "bottom"]) center.push(el("div", { class: "pond-" + where }, ...ponds[where]));
  if (v.last_discard) center.push(el("div", { class: "claim" }, `claim on ${seatName(st, v.last_discard[0])}'s `, box(tileImg(v.last_discard[1]), "claimed")));
  $("center").replaceChildren(...center);
  if (S.replay) renderReplayBar();
  else renderActions(st);
}

// A seat's discards in rows of six, in play order: the declaring tile (riichi's) sideways, called tiles marked (by whom).
function pondGrid(st, s) {
  const rows = (S.ponds && S.ponds[s]) || st.view.discards[s].map((t) => ({ tile: t, declared: st.view.declared_with[s] === t, by: null }));
  return el("div", { class: "pond", title: `${seatName(st, s)}'s discards` },
    ...rows.map((d) => box(tileImg(d.tile, "small"), (d.declared ? "sideways " : "") + (d.by !== null ? "called" : "") + " " + claimedCls(st.view, d.tile),
      d.by !== null ? `called by ${seatName(st, d.by)}` : null)));
}

function indicatorLabel() {
  return { dora: "dora indicators", bonus: "bonus tiles", jokers: "joker indicator" }[S.tiles.table.indicators] || "indicators";
}

function claimedCls(v, t) { return v.last_discard && v.last_discard[1] === t ? "claimed" : ""; }

// A meld: the called tile turned sideways and placed toward the seat it came from (left, middle, right).
function meldBox(st, s, type, tiles, source, called) {
  const n = st.view.hand_sizes.length;
  if (!tiles.length) return el("span", { class: "meld", title: CALL_NAMES[type] || type }, back(), back(), back(), back());
  const ids = [...tiles];
  const take = source !== null && source !== undefined && source !== s ? ids.findIndex((t) => called.has(t)) : -1;
  let imgs = ids.map((t) => box(tileImg(t, "small")));
  if (take >= 0) {
    const [taken] = imgs.splice(take, 1);
    taken.classList.add("sideways");
    taken.title = `from ${seatName(st, source)}`;
    const rel = (source - s + n) % n;
    const at = rel === n - 1 ? 0 : rel === 1 ? imgs.length : Math.floor(imgs.length / 2);
    imgs.splice(at, 0, taken);
  }
  return el("span", { class: "meld", title: CALL_NAMES[type] || type }, ...imgs);
}

function seatPanel(st, s, where, called) {
  const v = st.view, mine = s === v.seat;
  const r = st.round;
  const flags = [];
  if (s === 0) flags.push(el("span", { class: "badge dealer" }, "dealer"));
  if (v.hand_sizes.length === 4) flags.push(el("span", { class: "badge" }, WINDS[s]));
  if (v.declared[s]) flags.push(el("span", { class: "badge riichi" }, "riichi"));
  if (v.excluded_suits[s]) flags.push(el("span", { class: "badge void" }, `void: ${SUITS[v.excluded_suits[s]] || v.excluded_suits[s]}`));
  if (!v.active.includes(s)) flags.push(el("span", { class: "badge" }, "out of the deal"));
  if (mine && v.furiten) flags.push(el("span", { class: "badge riichi" }, "furiten"));
  const turn = (v.phase === "turn" || v.phase === "flower") && v.turn === s;
  const panel = el("div", { class: `seat ${where}` + (turn ? " turn" : "") + (v.active.includes(s) ? "" : " out") + (v.excluded_suits[s] ? " has-void" : "") },
    el("h4", {}, el("b", {}, seatName(st, s)), ` ${num(v.scores[s])}`, ...flags));
  const open = v.hands && (!S.replay || S.replay.seat === null || S.replay.seat === s);
  if (mine && !S.replay) panel.append(handRow(st));
  else if (open) panel.append(el("div", { class: "row hand" }, ...v.hands[s].filter((t) => t !== v.drawn_tiles[s]).map((t) => box(tileImg(t, "small"))),
    ...(v.drawn_tiles[s] !== null ? [box(tileImg(v.drawn_tiles[s], "small"), "drawn")] : [])));
  else panel.append(el("div", { class: "row backs" }, ...Array.from({ length: v.hand_sizes[s] }, () => back("tiny"))));
  const melds = v.melds[s].map(([type, tiles, source]) => meldBox(st, s, type, tiles, source, called));
  if (melds.length) panel.append(el("div", { class: "row" }, ...melds));
  if (v.flowers[s].length) panel.append(el("div", { class: "row" }, el("span", { class: "label" }, "flowers"), ...v.flowers[s].map((t) => tileImg(t, "small"))));
  return panel;
}
const SUITS = { m: "characters", p: "dots", s: "bamboo", c: "characters", d: "dots", b: "bamboo" };

function handRow(st) {
  const v = st.view;
  const discard = {}, riichi = {};
  st.view.legal.forEach((a) => {
    if (a.act === "discard") discard[a.tile] = a;
    if (a.act === "riichi") riichi[a.tile] = a;
  });
  const ids = [...v.hand];
  if (v.drawn !== null) ids.splice(ids.indexOf(v.drawn), 1);
  const tile = (t, cls) => {
    const act = S.riichiMode ? riichi[t] : discard[t];
    const b = box(tileImg(t, "big"), cls + (act && !S.pending ? (S.riichiMode ? " riichi-ok playable" : " playable") : ""));
    if (act && !S.pending) b.onclick = () => act_(act);
    return b;
  };
  const row = el("div", { class: "row hand" }, ...ids.map((t) => tile(t, "")));
  if (v.drawn !== null) row.append(tile(v.drawn, "drawn"));
  return row;
}

function act_(action) {
  S.pending = true;
  send({ type: "act", action });
  renderTable();
}

function renderActions(st) {
  const v = st.view;
  const buttons = [];
  const seen = new Set();
  let prompt = "";
  if (st.status !== "playing") prompt = st.status === "over" ? "The match is over." : "The round is over.";
  else if (!v.legal.length) prompt = st.waiting.length ? `Waiting for ${st.waiting.map((s) => seatName(st, s)).join(", ")}…` : "…";
  else if (S.pending) prompt = "…";
  else prompt = v.phase === "claim" ? "Your call." : v.phase === "void" ? "Choose your void suit." : "Your turn: click a tile to discard it.";
  if (st.status !== "playing") buttons.push(el("button", { type: "button", onclick: renderResult }, "Show the result"));
  if (!S.pending) {
    v.legal.forEach((a, i) => {
      if (a.act === "discard") return;
      if (a.act === "riichi") {
        if (seen.has("riichi")) return;
        seen.add("riichi");
        buttons.push(el("button", { type: "button", class: S.riichiMode ? "active" : "", onclick: () => { S.riichiMode = !S.riichiMode; renderTable(); } },
          S.riichiMode ? "riichi: click the tile to discard (or cancel)" : "riichi…"));
        return;
      }
      const text = st.legal_text[i];
      if (seen.has(text)) return;  // two copies of a tile are one choice
      seen.add(text);
      const tiles = a.tiles && a.tiles.length ? a.tiles : [];
      buttons.push(el("button", { type: "button", class: a.act === "tsumo" || a.act === "ron" ? "win" : "", onclick: () => act_(a) },
        text, ...tiles.map((t) => tileImg(t, "small"))));
    });
  }
  $("prompt").textContent = prompt;
  showTimer();
  $("actions").replaceChildren(...buttons);
}

// ---------------------------------------------------------------- the timer
// A progress bar of the decision the table waits for: one's own when timed, else the first timed seat's.
// Past the decision's own seconds the bar shows the time bank (another colour).
function showTimer() {
  const st = S.state, t = st && st.timer;
  clearTimeout(showTimer.next);
  if (!t || st.status !== "playing") { $("timer").hidden = true; return; }
  const seat = t.deadlines[st.seat] !== null ? st.seat : t.deadlines.findIndex((d) => d !== null);
  if (seat < 0) { $("timer").hidden = true; return; }
  const left = t.deadlines[seat] - t.now - (Date.now() / 1000 - S.timerAt);
  const bank = t.banks[seat];
  const inBank = left <= bank && bank > 0;
  const part = inBank ? left / bank : (left - bank) / t.duration;
  $("timer").hidden = false;
  $("timer-bar").className = inBank ? "bank" : "";
  $("timer-bar").style.width = `${Math.max(0, Math.min(1, part)) * 100}%`;
  $("timer-text").textContent = `${seatName(st, seat)}: ${Math.max(0, left).toFixed(1)} s` + (inBank ? " (time bank)" : "");
  if (left > 0) showTimer.next = setTimeout(showTimer, 100);
}
for (const box of document.querySelectorAll("[data-toggle]")) {
  box.onchange = () => send({ type: "toggles", [box.dataset.toggle]: box.checked });
}

// ---------------------------------------------------------------- the log
function logEvent(ev, st) {
  const who = (s) => seatName(st, s);
  const does = (s, verb) => (s === st.seat ? `you ${verb}` : `${who(s)} ${verb}s`);
  const line = {
    round: () => { S.results = []; S.matchEnd = null; S.nextSent = false; return `— round ${ev.number + 1}: ${ev.wind} wind, dealer player ${ev.dealer}` + (ev.honba ? `, honba ${ev.honba}` : ""); },
    discard: () => `${ev.riichi ? does(ev.seat, "declare") + " riichi, discarding" : does(ev.seat, "discard")} ${tileName(ev.tile)}`,
    draw: () => (ev.seat === st.seat && ev.tile !== undefined ? `you draw ${tileName(ev.tile)}` : null),
    call: () => `${who(ev.seat)}: ${CALL_NAMES[ev.type] || ev.type.replaceAll("_", " ")} ${ev.tiles ? tilesName(ev.tiles) : "(face down)"}`
      + (ev.source !== undefined && ev.source !== null && ev.source !== ev.seat ? ` (from ${who(ev.source)})` : ""),
    flower: () => `${does(ev.seat, "show")} ${tileName(ev.tile)}`,
    indicator: () => `${indicatorLabel()}: ${tileName(ev.tile)}`,
    jokers: () => `joker indicator ${tileName(ev.indicator)}: jokers ${ev.kinds.map((k) => S.tiles.kinds[k].face).join(" ")}`,
    voids: () => `void suits chosen: ${ev.suits.map((x, s) => (x ? `${who(s)} ${x}` : null)).filter(Boolean).join(", ")}`
      + (ev.suits.includes(null) ? " (the others' stay hidden for now)" : ""),
    step_up: () => `${does(ev.seat, "step")} up: every payment to and from the dealer is doubled this round`,
    payment: () => `${ev.reason} payment: ${ev.payments.map((p, s) => `${who(s)} ${signed(p)}`).join(", ")}`,
    settlement: () => `settled at the round's end: ${ev.payments.map((p, s) => `${who(s)} ${signed(p)}`).join(", ")}`,
    challenge: () => `${ev.seats.map(who).join(", ")} challenge ${who(ev.seat)}'s face-down quad` + (ev.tiles ? `: ${tilesName(ev.tiles)}` : ""),
    reveal: () => `quads turned up: ${ev.quads.map(([s, t]) => `${who(s)} ${tilesName(t)}`).join(", ")}`,
    win: () => { S.results.push(ev); return null; },
    round_end: () => { S.results.push(ev); return `round over (${ev.result}): ${ev.payments.map((p, s) => `${who(s)} ${signed(p)}`).join(", ")}`; },
    match_end: () => { S.matchEnd = ev; return `match over: final scores ${ev.scores.map(num).join(", ")}`; },
  }[ev.e];
  const text = line ? line() : null;
  if (ev.e === "win") $("log").append(winCard(ev, st));
  if (text) $("log").append(el("p", {}, text));
  $("log").scrollTop = $("log").scrollHeight;
}

function winCard(ev, st) {
  const b = ev.breakdown, v = st.view;
  const rows = b.patterns.map((p) => el("tr", {}, el("td", {}, p.name), el("td", { class: "num" }, p.value + (p.limit ? " (limit)" : ""))));
  if (b.total) rows.push(el("tr", { class: "total" }, el("td", {}, "total"), el("td", { class: "num" }, b.total)));
  if (b.points) rows.push(el("tr", { class: "total" }, el("td", {}, "points"), el("td", { class: "num" }, b.points)));
  const melds = (v.melds[ev.seat] || []).map(([type, tiles]) => el("span", { class: "meld", title: type }, ...tiles.map((t) => tileImg(t, "small"))));
  const flowers = (v.flowers[ev.seat] || []).map((t) => tileImg(t, "small"));
  return el("div", { class: "wincard win" },
    el("div", { class: "title" }, el("b", {}, `${seatName(st, ev.seat)} win${ev.seat === st.seat ? "" : "s"} on`), tileImg(ev.tile, "small"), b.source),
    el("div", { class: "row" }, ...ev.hand.map((t) => tileImg(t, "small")), ...melds, ...flowers),
    el("table", { class: "breakdown" }, ...rows),
    el("p", {}, `${seatName(st, ev.seat)} ${b.gain}; payments: ` + b.payments.map((p, s) => `${seatName(st, s)} ${p.startsWith("-") ? p : "+" + p}`).join(", ")));
}

// ---------------------------------------------------------------- round and match results
function renderResult() {
  if (S.replay) { $("overlay").hidden = true; return; }
  const st = S.state;
  const end = S.results.find((e) => e.e === "round_end");
  if (!st || st.status === "playing" || !end) { $("overlay").hidden = true; return; }
  const n = st.view.hand_sizes.length;
  const parts = [el("h2", {}, `Round over: ${end.result}` + (end.info && end.info.reason ? ` (${end.info.reason})` : ""))];
  if (end.info && !end.info.reason) {
    const say = ([k, x]) => (k === "tenpai" ? `ready: ${x.length ? x.map((s) => seatName(st, s)).join(", ") : "nobody"}`
      : `${k.replaceAll("_", " ")}` + (x === true ? "" : `: ${Array.isArray(x) ? x.map((s) => seatName(st, s)).join(", ") : x}`));
    parts.push(el("p", { class: "muted" }, Object.entries(end.info).map(say).join(" · ")));
  }
  if (end.hands) {  // a draw: the ready hands laid open
    end.hands.forEach((h, s) => { if (h) parts.push(el("div", { class: "row ready-hand" }, el("span", { class: "label" }, `${seatName(st, s)} (ready)`), ...h.map((t) => tileImg(t, "small")))); });
  }
  if (st.round && st.round.ura && st.round.ura.length) {
    parts.push(el("div", { class: "row ura" }, el("span", { class: "label" }, "ura-dora indicators"), ...st.round.ura.map((t) => tileImg(t, "small"))));
  }
  for (const w of S.results.filter((e) => e.e === "win")) parts.push(winCard(w, st));
  const rows = [];
  for (let s = 0; s < n; s++) {
    rows.push(el("tr", {}, el("td", {}, seatName(st, s)), el("td", { class: "num" }, signed(end.payments[s])), el("td", { class: "num" }, num(end.scores[s]))));
  }
  parts.push(el("table", { class: "scores" }, el("tr", {}, el("th", {}, "seat"), el("th", { class: "num" }, "change"), el("th", { class: "num" }, "score")), ...rows));
  if (S.matchEnd) {
    const names = S.room ? S.room.seats.map((s) => (S.me && s.player === S.me.player ? "you" : s.kind === "bot" ? `${S.room.bot} bot ${s.player}` : s.name)) : [];
    parts.push(el("h2", {}, "Match over"),
      el("table", { class: "scores" }, ...S.matchEnd.scores.map((sc, p) => el("tr", {}, el("td", {}, names[p] || `player ${p}`), el("td", { class: "num" }, num(sc))))));
    if (S.room && S.room.seed !== undefined) parts.push(el("p", { class: "muted" }, `seed ${S.room.seed} (the same seed deals the same walls)`));
    if (S.room) parts.push(el("p", {}, "Download the game: ", ...downloads(S.room.room, S.room.ruleset), " ", replayButton(S.room.room)));
    parts.push(el("button", { type: "button", onclick: () => send({ type: "leave" }) }, "Back to the lobby"));
  } else if (S.watching) {
    parts.push(el("button", { type: "button", onclick: () => { $("overlay").hidden = true; } }, "Look at the table"),
      el("button", { type: "button", onclick: () => send({ type: "leave" }) }, "Stop watching"));
  } else {
    const waiting = S.nextSent ? "waiting for the other players…" : "";
    parts.push(el("button", { type: "button", class: "primary", disabled: S.nextSent ? "" : null, onclick: () => { S.nextSent = true; send({ type: "next" }); renderResult(); } }, "Next round"),
      el("span", { class: "muted" }, waiting),
      el("button", { type: "button", onclick: () => { $("overlay").hidden = true; } }, "Look at the table"));
  }
  $("result").replaceChildren(...parts);
  $("overlay").hidden = false;
}

// ---------------------------------------------------------------- the replay viewer
// Frames are state messages: a finished game's from /games/{room}.replay (every hand), or what a spectator
// was sent (the public view). One steps through them, jumps to a round, and shows all hands or one seat's.
function replayButton(room) {
  return el("button", { type: "button", class: "replay-open", onclick: () => openReplay(room) }, "replay");
}
async function openReplay(room) {
  const r = await fetch(`/games/${room}.replay`);
  if (!r.ok) { toast(await r.text()); return; }
  const data = await r.json();
  HANDLERS.tiles(data.tiles);
  startReplay(data.frames, { room, live: false });
}
function startReplay(frames, opts) {
  if (!frames.length) { toast("Nothing to replay yet."); return; }
  S.replay = { frames, i: frames.length - 1, seat: null, ...opts, live: opts.live };
  $("overlay").hidden = true;
  $("lobby").hidden = true; $("waiting").hidden = true; $("game").hidden = false;
  document.body.classList.add("replaying");
  goFrame(opts.live ? frames.length - 1 : 0);
}
function closeReplay() {
  const live = S.replay && S.replay.live;
  S.replay = null;
  document.body.classList.remove("replaying");
  $("log").replaceChildren();
  if (live && S.seen.length) {  // back to the live table: its latest state, its round's log
    const last = S.seen[S.seen.length - 1];
    S.state = null; S.ponds = null; S.results = [];
    const start = roundStart(S.seen, S.seen.length - 1);
    for (let k = start; k < S.seen.length; k++) for (const ev of S.seen[k].events) {
      if (ev.e === "round" || !S.ponds) S.ponds = newPonds(last.view.hand_sizes.length);
      trackPonds(S.ponds, ev); logEvent(ev, S.seen[k]);
    }
    S.state = last;
    showGame();
  } else {
    S.state = null;
    showLobby();
    send({ type: "rooms" });
  }
}
function roundStart(frames, i) {
  for (let k = i; k >= 0; k--) if (frames[k].events.some((e) => e.e === "round")) return k;
  return 0;
}
function goFrame(i) {
  const R = S.replay;
  R.i = Math.max(0, Math.min(R.frames.length - 1, i));
  const start = roundStart(R.frames, R.i);
  const frame = R.frames[R.i];
  S.ponds = newPonds(frame.view.hand_sizes.length);
  S.results = []; S.matchEnd = null;
  $("log").replaceChildren();
  for (let k = start; k <= R.i; k++) for (const ev of R.frames[k].events) { trackPonds(S.ponds, ev); logEvent(ev, R.frames[k]); }
  S.state = frame;
  renderTable();
}
function rounds(frames) {
  const out = [];
  frames.forEach((f, k) => { if (f.events.some((e) => e.e === "round")) out.push([k, f.round ? `${WIND_NAMES[f.round.wind]} ${f.round.number}` + (f.round.honba ? `, ${f.round.honba} honba` : "") : `round ${out.length + 1}`]); });
  return out;
}
function renderReplayBar() {
  const R = S.replay, n = R.frames[R.i].view.hand_sizes.length, list = rounds(R.frames);
  const current = list.filter(([k]) => k <= R.i).length - 1;
  const roundSel = el("select", { id: "replay-round", "aria-label": "jump to a round" },
    ...list.map(([k, label], j) => el("option", { value: String(k), selected: j === current ? "" : null }, label)));
  roundSel.onchange = () => goFrame(Number(roundSel.value));
  const views = R.frames[0].view.hands
    ? [el("option", { value: "all" }, "all hands"), ...Array.from({ length: n }, (_, s) => el("option", { value: String(s) }, `seat ${s}'s view`))]
    : [el("option", { value: "all" }, "public view")];
  const viewSel = el("select", { id: "replay-view", "aria-label": "whose view" }, ...views);
  viewSel.value = R.seat === null ? "all" : String(R.seat);
  viewSel.onchange = () => { R.seat = viewSel.value === "all" ? null : Number(viewSel.value); renderTable(); };
  const prevRound = list.filter(([k]) => k < roundStart(R.frames, R.i)).pop();
  const nextRound = list.find(([k]) => k > R.i);
  $("prompt").textContent = `Replay${R.live ? " of what you watched" : ""}: move ${R.i + 1} of ${R.frames.length}`;
  $("timer").hidden = true;
  $("actions").replaceChildren(
    el("button", { type: "button", id: "replay-prev-round", disabled: prevRound ? null : "", onclick: () => goFrame(prevRound[0]) }, "⏮ round"),
    el("button", { type: "button", id: "replay-back", disabled: R.i > 0 ? null : "", onclick: () => goFrame(R.i - 1) }, "◀ back"),
    el("button", { type: "button", id: "replay-step", disabled: R.i < R.frames.length - 1 ? null : "", onclick: () => goFrame(R.i + 1) }, "step ▶"),
    el("button", { type: "button", id: "replay-next-round", disabled: nextRound ? null : "", onclick: () => goFrame(nextRound[0]) }, "round ⏭"),
    roundSel, viewSel,
    el("button", { type: "button", id: "replay-close", onclick: closeReplay }, R.live ? "Back to the live table" : "Close the replay"));
}
document.addEventListener("keydown", (e) => {
  if (!S.replay || e.target.tagName === "SELECT") return;
  if (e.key === "ArrowRight") goFrame(S.replay.i + 1);
  if (e.key === "ArrowLeft") goFrame(S.replay.i - 1);
});
$("replay-watched").onclick = () => startReplay(S.seen, { room: S.watching, live: true });

connect();
