// The game page for any game: the seat's view, the decision and its legal actions as buttons, the narration
// and the result. Updates arrive over a WebSocket; actions go out as POSTs naming their index and the version.
// A game may ship its own renderer (an ES module with render(root, view, legalActions, send, context), and
// optionally focus(root, text)); without one, or when it fails, the view is drawn by generic.js as readable panels.
import { api, el, clear, namesIn, nameTexts } from '/static/util.js';
import { renderView, seatName } from '/static/generic.js';
import { renderFlow, renderExplanation } from '/static/panels.js';
import { loadHelp, attachHelp } from '/static/help.js';

const tableId = decodeURIComponent(location.pathname.split('/')[2] || '');
const token = new URLSearchParams(location.hash.slice(1)).get('token') || '';
// viewAs: the seat whose final board a finished game shows (-1: the server's choice, one's own or the first seat's)
const page = { msg: null, log: [], sending: false, socket: null, retry: 0, renderer: undefined, viewAs: -1 };

function showMessage(text) {
  const box = document.getElementById('message');
  box.textContent = text;
  box.hidden = !text;
}

/** A refused take-back's reason, shown right under the take-back button. */
function showUndoMessage(text) {
  const box = document.getElementById('undo-message');
  box.textContent = text;
  box.hidden = !text;
}

/** The connection banner: lost (reconnecting) or back; hidden while all is well. */
function showConnection(state) {
  const box = document.getElementById('connection');
  page.connection = state;
  box.className = 'connection' + (state === 'back' ? ' back' : '');
  box.textContent = state === 'lost'
    ? 'Connection to the server lost: reconnecting... (moves cannot be sent until it is back)'
    : state === 'back' ? 'Connected again: the page shows the current position.' : '';
  box.hidden = !state;
  document.body.dataset.connection = state || 'ok';
  document.getElementById('board').inert = state === 'lost'; // nothing on the board can be played meanwhile
  if (page.msg) {
    render();
  }
}

function headers() {
  return token ? { 'X-Agon-Token': token } : {};
}

async function refresh() {
  try {
    const seat = page.msg && page.msg.over && page.viewAs >= 0 ? '&seat=' + page.viewAs : '';
    apply(await api('/api/tables/' + tableId + '?since=0' + seat, { headers: headers() }), true);
  } catch (e) {
    showMessage(e.message);
  }
}

/** Takes in a state message: ignores an older one, appends or replaces the narration lines. */
function apply(msg, full = false) {
  if (msg.type !== 'state') {
    return;
  }
  if (!full && page.msg && (msg.revision ?? msg.version) < (page.msg.revision ?? page.msg.version)) {
    return; // an older message (the revision grows with every action and every take-back)
  }
  if (!full && msg.over && page.viewAs >= 0 && msg.viewSeat !== page.viewAs) {
    refresh(); // a pushed message of a finished game: fetch it again with the final board chosen here
    return;
  }
  if (full || msg.log.from === 0) {
    page.log = msg.log.lines.slice();
  } else if (msg.log.from <= page.log.length) {
    page.log = page.log.slice(0, msg.log.from).concat(msg.log.lines);
  } else {
    refresh();
    return;
  }
  page.msg = msg;
  const focus = focusKey(document.activeElement);
  render();
  restoreFocus(focus);
}

/** A control's data attributes as text, without the rules help's mark (help.js adds it after a redraw). */
function dataOf(e) {
  const data = Object.assign({}, e.dataset);
  delete data.help;
  return JSON.stringify(data);
}

/** What identifies the focused control across a redraw: its id, or its place, kind, label and data. */
function focusKey(e) {
  if (!e || e === document.body || !e.isConnected) {
    return null;
  }
  const box = e.parentElement && e.parentElement.closest('[id]');
  return {
    element: e,
    id: e.id,
    box: box ? box.id : '',
    tag: e.tagName,
    text: (e.getAttribute('aria-label') || e.textContent || '').trim(),
    data: dataOf(e),
  };
}

/** After a redraw, focus goes back to the same control when it was drawn anew (never to the page's body). */
function restoreFocus(key) {
  if (!key || (key.element.isConnected && document.activeElement === key.element)) {
    return;
  }
  let found = key.id ? document.getElementById(key.id) : null;
  if (!found) {
    const box = key.box ? document.getElementById(key.box) : document.body;
    found = box && [...box.querySelectorAll(key.tag)].find(e =>
      (e.getAttribute('aria-label') || e.textContent || '').trim() === key.text
      && dataOf(e) === key.data);
  }
  if (found && !found.disabled) {
    found.focus({ preventScroll: true });
  }
}

async function send(index) {
  const msg = page.msg;
  if (!msg || page.sending) {
    return;
  }
  page.sending = true;
  setButtonsDisabled(true);
  try {
    const answer = await api('/api/tables/' + tableId + '/actions', {
      method: 'POST', body: { token, version: msg.version, index, since: page.log.length } });
    showMessage('');
    showUndoMessage('');
    apply(answer);
  } catch (e) {
    showMessage(e.message);
    await refresh();
  } finally {
    page.sending = false;
    setButtonsDisabled(false);
  }
}

function setButtonsDisabled(disabled) {
  for (const b of document.querySelectorAll('#actions button')) {
    b.disabled = disabled;
  }
}

/** The name of a seat: the one its player chose, else P1, P2... */
function nameOf(msg, seat) {
  const s = msg.seats[seat];
  return s && s.name ? s.name : seatName(seat);
}

/** Each seat's chosen name, or null for a seat without one. */
function chosenNames(msg) {
  return msg.seats.map(s => (s.named ? s.name : null));
}

/** A game's text with the seats' chosen names for "P1", "P2"... */
function named(msg, text) {
  return namesIn(text, chosenNames(msg));
}

/** Keeps the names in the board and the engine panel, whenever they are drawn (a renderer redraws by itself too). */
function watchNames() {
  for (const id of ['board', 'learn']) {
    const root = document.getElementById(id);
    const observer = new MutationObserver(() => {
      if (page.msg) {
        nameTexts(root, chosenNames(page.msg));
      }
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true,
      attributeFilter: ['aria-label', 'title'] });
  }
}

/**
 * The seat's colour on the board, as a small swatch beside its name (the game's renderer exports seatColours), or
 * null when the board gives seats no colour.
 */
function seatDot(seat) {
  const colours = page.renderer && Array.isArray(page.renderer.seatColours) ? page.renderer.seatColours : null;
  const colour = colours && seat >= 0 ? colours[seat % colours.length] : null;
  if (!colour) {
    return null;
  }
  const dot = el('span', { class: 'seat-dot', 'data-seat': seat, 'aria-hidden': 'true' });
  dot.style.backgroundColor = colour; // through the CSSOM: the page's policy allows no style attribute
  return dot;
}

function seatLabel(msg, seat) {
  const s = msg.seats[seat];
  return nameOf(msg, seat) + (s && !s.human ? ' (' + s.player + ')' : '') + (seat === msg.seat ? ' (you)' : '');
}

/** The name form: open while a person's seat has no name yet, or after "Change name". */
function renderName(msg) {
  const human = msg.seat >= 0 && msg.seats[msg.seat] && msg.seats[msg.seat].human;
  const form = document.getElementById('name-form');
  const named = human && msg.seats[msg.seat].named;
  if (!human) {
    form.hidden = true;
    document.getElementById('rename').hidden = true;
    return;
  }
  if (!page.naming) {
    form.hidden = named;
  }
  document.getElementById('rename').hidden = !form.hidden;
}

async function saveName(event) {
  event.preventDefault();
  const input = document.getElementById('name-input');
  try {
    const answer = await api('/api/tables/' + tableId + '/name', {
      method: 'POST', body: { token, name: input.value, since: page.log.length } });
    page.naming = false;
    document.getElementById('name-form').hidden = true;
    showMessage('');
    apply(answer);
  } catch (e) {
    showMessage(e.message);
  }
}

function render() {
  const msg = page.msg;
  document.title = msg.game.name + ' - Agon';
  document.getElementById('title').textContent = msg.game.name;
  const who = document.getElementById('who');
  who.textContent = msg.seat >= 0 ? 'You are ' + nameOf(msg, msg.seat) : 'Spectator';
  if (msg.seat >= 0 && seatDot(msg.seat)) {
    who.prepend(seatDot(msg.seat));
  }
  renderName(msg);
  const status = document.getElementById('status');
  const mine = !msg.over && msg.decision.player === msg.seat;
  status.className = 'status' + (mine ? ' mine' : '');
  if (page.connection === 'lost') {
    status.className = 'status';
    status.textContent = 'Connection lost';
  } else if (msg.over) {
    status.textContent = 'Game over';
  } else if (mine) {
    status.textContent = 'Your turn';
  } else {
    const d = msg.decision;
    status.textContent = 'Waiting for ' + seatLabel(msg, d.player)
      + (d.onTurn >= 0 && d.onTurn !== d.player ? ', on ' + nameOf(msg, d.onTurn) + "'s turn" : '');
  }
  document.body.dataset.version = String(msg.version);
  document.body.dataset.names = msg.seats.map((s, i) => nameOf(msg, i)).join(', ');
  document.body.dataset.over = String(msg.over);
  document.body.dataset.viewSeat = String(msg.viewSeat ?? -1);
  document.body.dataset.mine = String(mine);
  renderDecision(msg, mine);
  renderLastMove(msg);
  renderResult(msg);
  renderBoard(msg);
  renderLog(msg);
  renderLearn(msg);
  if (page.connection === 'lost') {
    setButtonsDisabled(true);
  }
}

/** The flow and explanation panels, and the take-back button (panels.js). */
function renderLearn(msg) {
  const flow = document.getElementById('flow');
  const why = document.getElementById('explanation');
  renderFlow(flow, msg.flow);
  renderExplanation(why, msg.explanation);
  document.getElementById('learn').hidden = flow.hidden && why.hidden;
  const human = msg.seat >= 0 && msg.seats[msg.seat] && msg.seats[msg.seat].human;
  // only when the server says a take-back is possible now (the seat's own last decision, nothing revealed)
  document.getElementById('undo-row').hidden = !human || msg.over || !msg.canUndo;
  document.body.dataset.canUndo = String(!!msg.canUndo);
}

async function undo() {
  const msg = page.msg;
  if (!msg || page.sending) {
    return;
  }
  page.sending = true;
  try {
    const answer = await api('/api/tables/' + tableId + '/undo', {
      method: 'POST', body: { token, version: msg.version, since: page.log.length } });
    showMessage('');
    showUndoMessage('');
    apply(answer);
  } catch (e) {
    showUndoMessage(e.message); // next to the button, where the player looks
    await refresh();
  } finally {
    page.sending = false;
  }
}

function renderDecision(msg, mine) {
  const panel = document.getElementById('decision');
  const actions = document.getElementById('actions');
  const filter = document.getElementById('filter');
  clear(actions);
  panel.hidden = msg.over;
  document.getElementById('decision-title').textContent = mine ? 'Your decision' : 'Decision';
  document.getElementById('prompt').textContent = mine ? msg.decision.prompt
    : (msg.over ? '' : seatLabel(msg, msg.decision.player) + ' is deciding...');
  // the moves: the board is the interface when the game draws one; the full list is a drawer beside it
  const moves = document.getElementById('moves');
  moves.hidden = !mine || msg.legal.length === 0;
  document.getElementById('moves-summary').textContent = 'All moves (' + msg.legal.length + ')';
  const boardDrawn = !!(msg.game.renderer && page.renderer !== null);
  if (page.movesDrawn !== boardDrawn) { // closed under a drawn board, open over the generic panels
    page.movesDrawn = boardDrawn;
    moves.open = !boardDrawn;
  }
  filter.hidden = !mine || msg.legal.length <= 6;
  if (!mine) {
    filter.value = '';
  }
  for (const action of msg.legal) {
    const button = el('button', { type: 'button', class: 'action', 'data-index': action.index },
      named(msg, action.label));
    button.addEventListener('click', () => send(action.index));
    actions.append(button);
  }
  applyFilter();
}

/** The last move, under the prompt: what just happened, in the narration's words. */
function renderLastMove(msg) {
  const box = document.getElementById('last-move');
  let last = null;
  for (let i = page.log.length - 1; i >= 0; i--) {
    if (page.log[i].seat >= 0) {
      last = page.log[i];
      break;
    }
  }
  box.hidden = !last;
  if (last && box.dataset.text !== last.text + '|' + msg.revision) {
    box.dataset.text = last.text + '|' + msg.revision;
    box.textContent = 'Last move: ' + named(msg, last.text);
    box.classList.remove('fresh');
    void box.offsetWidth; // restart the highlight
    box.classList.add('fresh');
  }
}

function applyFilter() {
  const words = document.getElementById('filter').value.toLowerCase().split(/\s+/).filter(w => w);
  for (const b of document.querySelectorAll('#actions button')) {
    const text = b.textContent.toLowerCase();
    b.hidden = !words.every(w => text.includes(w));
  }
}

/**
 * The game's result summary split by seat: "P1 44 = prestige 40 + ...; P2 ..." gives each seat its own line of
 * the count and the rest (tie-breaks, the winner) apart; null when the summary is not written that way.
 */
function breakdown(summary, players) {
  const rows = [];
  const rest = [];
  for (const part of summary.split(/;\s*/)) {
    const m = /^P([1-9])\b:?\s*(.*)$/.exec(part.trim());
    if (m && Number(m[1]) <= players && rows[Number(m[1]) - 1] === undefined) {
      rows[Number(m[1]) - 1] = m[2];
    } else if (part.trim()) {
      rest.push(part.trim());
    }
  }
  for (let p = 0; p < players; p++) {
    if (rows[p] === undefined) {
      return null;
    }
  }
  return { rows, rest: rest.join('; ') };
}

function renderResult(msg) {
  const box = document.getElementById('result');
  clear(box);
  box.hidden = !msg.outcome;
  if (!msg.outcome) {
    return;
  }
  const o = msg.outcome;
  const winners = o.ranks.map((r, i) => r === 0 ? i : -1).filter(i => i >= 0);
  const headline = winners.length === 1
    ? (winners[0] === msg.seat ? 'You win!' : seatLabel(msg, winners[0]) + ' wins')
    : 'Shared win: ' + winners.map(w => seatLabel(msg, w)).join(', ');
  box.append(el('h2', {}, 'Game over'), el('p', { class: 'headline' }, headline));
  const parts = breakdown(o.summary || '', o.scores.length);
  const table = el('table', { class: 'grid score-table' });
  table.append(el('caption', {}, 'Final scores'));
  table.append(el('thead', {}, el('tr', {}, el('th', { scope: 'col' }, 'Place'), el('th', { scope: 'col' }, 'Player'),
    el('th', { scope: 'col' }, 'Score'), parts ? el('th', { scope: 'col' }, 'How it was counted') : null)));
  const body = el('tbody');
  const order = o.scores.map((s, i) => i).sort((a, b) => o.ranks[a] - o.ranks[b] || a - b);
  for (const p of order) {
    body.append(el('tr', { class: (o.ranks[p] === 0 ? 'winner' : '') + (p === msg.seat ? ' you' : '') },
      el('td', {}, String(o.ranks[p] + 1)), el('th', { scope: 'row' }, seatDot(p), seatLabel(msg, p)),
      el('td', {}, String(o.scores[p])), parts ? el('td', { class: 'how' }, named(msg, parts.rows[p])) : null));
  }
  table.append(body);
  // focusable, so that a keyboard can scroll a table wider than a phone
  box.append(el('div', { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': 'Final scores' }, table));
  const ties = o.ranks.filter(r => r === 0).length > 1 ? 'Equal first places share the win. ' : '';
  if (parts && parts.rest) {
    box.append(el('p', { class: 'tie-break' }, ties + named(msg, parts.rest)));
  } else if (!parts && o.summary) {
    box.append(el('pre', { class: 'summary' }, named(msg, o.summary)));
  }
  if (msg.seats.length > 1 && msg.view !== null) { // a finished game keeps no secrets: any seat's final board
    const choose = el('select', { id: 'final-seat' });
    msg.seats.forEach((s, i) => choose.append(el('option', { value: String(i) }, seatLabel(msg, i))));
    choose.value = String(msg.viewSeat >= 0 ? msg.viewSeat : Math.max(0, msg.seat));
    choose.addEventListener('change', () => {
      page.viewAs = Number(choose.value);
      page.focusFinalSeat = true; // the result is drawn again: give the choice its focus back
      refresh();
    });
    if (page.focusFinalSeat) {
      page.focusFinalSeat = false;
      setTimeout(() => choose.focus(), 0);
    }
    box.append(el('p', { class: 'final-seat' }, el('label', { for: 'final-seat' }, 'Show the final board of '),
      choose));
  }
  box.append(el('p', {}, el('a', { href: '/' }, 'Back to the lobby')));
}

/**
 * The most recent move line of each seat in the narration (as the server sent it: this observer's words, seats
 * as P1, P2...), newest first: [{seat, text}].
 */
function lastMoves(log) {
  const last = [];
  const seen = new Set();
  for (let i = log.length - 1; i >= 0; i--) {
    const line = log[i];
    if (line.seat >= 0 && !seen.has(line.seat)) {
      seen.add(line.seat);
      last.push({ seat: line.seat, text: line.text });
    }
  }
  return last;
}

/** The renderer's fifth argument: who watches, the shown names, whether the game is over, each seat's last move. */
function rendererContext(msg) {
  return {
    seat: msg.seat,
    names: msg.seats.map((s, i) => nameOf(msg, i)),
    over: !!msg.over,
    last: lastMoves(page.log),
  };
}

/** Whether narration lines lead to the board: the game's renderer draws it and exports focus(root, text). */
function canFocus(msg) {
  return !!(page.renderer && typeof page.renderer.focus === 'function' && msg.view !== null);
}

/** A narration line clicked: the renderer marks what it names; the board scrolls into view if it did. */
function focusLine(text) {
  const board = document.getElementById('board');
  let found = false;
  try {
    found = page.renderer && typeof page.renderer.focus === 'function' && page.renderer.focus(board, text) === true;
  } catch (e) {
    found = false;
  }
  document.body.dataset.focused = found ? 'true' : 'false';
  const box = board.getBoundingClientRect();
  if (found && (box.bottom <= 0 || box.top >= innerHeight)) { // off the screen (a phone, the narration below it)
    board.scrollIntoView({ block: 'start' }); // else leave it: the renderer may have scrolled to the thing
  }
}

/** The rules help of the game's glossary on every card, god, tile and symbol the board marks (help.js). */
async function withHelp(board, msg) {
  try {
    await loadHelp(msg.game.id);
    if (page.msg === msg) {
      attachHelp(board);
    }
  } catch (e) {
    // no help: the board works without it
  }
}

async function renderBoard(msg) {
  const board = document.getElementById('board');
  if (msg.view === null) {
    clear(board);
    board.append(el('section', { class: 'panel' }, el('h2', {}, 'Spectator'),
      el('p', { class: 'muted' }, 'Spectators see the public narration only: every seat keeps its secrets.')));
    return;
  }
  if (msg.game.renderer && page.renderer === undefined) {
    page.renderer = null;
    try {
      const module = await import(msg.game.renderer);
      if (typeof module.render === 'function') {
        if (module.stylesheet) { // drawn once its stylesheet is there: never an unstyled board
          const link = el('link', { rel: 'stylesheet', href: module.stylesheet });
          const loaded = new Promise(done => {
            link.addEventListener('load', done);
            link.addEventListener('error', done);
          });
          document.head.append(link);
          await loaded;
        }
        page.renderer = module;
      }
    } catch (e) {
      page.renderer = null;
    }
    if (page.renderer) { // drawn again whole: the seats' colours beside their names come with the module
      render();
      return;
    }
    if (page.msg !== msg) { // a newer message came while the module loaded: draw that one
      msg = page.msg;
      if (msg.view === null) {
        return;
      }
    }
  }
  if (page.renderer) {
    try {
      const legal = msg.decision.player === msg.seat && !msg.over ? msg.legal : [];
      // a spectator is nobody's "you": a finished game's board comes as the first seat saw it
      const view = msg.seat < 0 && msg.view.observer !== -1 ? Object.assign({}, msg.view, { observer: -1 }) : msg.view;
      page.renderer.render(board, view, legal, send, rendererContext(msg));
      await withHelp(board, msg);
      if (!board.dataset.renderer) { // for the tests: whether the first drawing had its stylesheet
        board.dataset.styled = String([...document.styleSheets].some(s => s.href && s.href.includes('/renderers/')));
      }
      board.dataset.renderer = 'game';
      renderLog(msg); // the lines become links once the renderer is there
      return;
    } catch (e) {
      page.renderer = null;
    }
  }
  clear(board);
  board.dataset.renderer = 'generic';
  renderView(board, msg.view, { seat: msg.seat, names: msg.seats.map((x, i) => nameOf(msg, i)) });
  await withHelp(board, msg);
  renderLog(msg); // the lines are links no more
}

function renderLog(msg) {
  const list = document.getElementById('log');
  const names = msg.seats.map(s => s.name).join('|');
  const linked = canFocus(msg) ? 'true' : 'false';
  if (list.children.length > page.log.length || list.dataset.table !== msg.table || list.dataset.names !== names
      || list.dataset.linked !== linked) {
    clear(list);
    list.dataset.table = msg.table;
    list.dataset.names = names;
    list.dataset.linked = linked;
  }
  const shown = list.children.length;
  for (let i = list.children.length; i < page.log.length; i++) {
    const line = page.log[i];
    const text = named(msg, line.text);
    let content = text;
    if (linked === 'true') { // a button: the board shows what the line names (click, Enter or Space)
      content = el('button', { type: 'button', class: 'log-link', title: 'Show on the board' }, text);
      content.addEventListener('click', () => focusLine(line.text));
    }
    list.append(el('li', { class: (line.seat >= 0 ? 'move' + (line.seat === msg.seat ? ' mine' : '') : 'event')
      + (shown > 0 ? ' fresh' : ''), 'data-seat': line.seat }, content));
  }
  // each seat's last move stands out
  for (const li of list.querySelectorAll('li.last')) {
    li.classList.remove('last');
  }
  const seen = new Set();
  for (let i = list.children.length - 1; i >= 0; i--) {
    const li = list.children[i];
    if (li.classList.contains('move') && !seen.has(li.dataset.seat)) {
      seen.add(li.dataset.seat);
      li.classList.add('last');
    }
  }
  if (list.children.length !== shown) {
    list.scrollTop = list.scrollHeight; // the list scrolls, under its heading
  }
}

function connect() {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = scheme + '//' + location.host + '/api/tables/' + encodeURIComponent(tableId) + '/ws'
    + (token ? '?token=' + encodeURIComponent(token) : '');
  const socket = new WebSocket(url);
  page.socket = socket;
  socket.addEventListener('open', () => {
    page.retry = 0;
    document.body.dataset.connected = 'true';
    if (page.connection === 'lost') {
      showConnection('back');
      setTimeout(() => {
        if (page.connection === 'back') {
          showConnection('');
        }
      }, 4000);
    }
  });
  socket.addEventListener('message', event => {
    let msg;
    try {
      msg = JSON.parse(event.data);
    } catch (e) {
      return;
    }
    if (msg.error) {
      showMessage(msg.error);
      page.fatal = true;
      return;
    }
    if (msg.log && msg.log.from === 0) {
      apply(msg, true);
    } else {
      apply(msg);
    }
  });
  socket.addEventListener('close', () => {
    document.body.dataset.connected = 'false';
    if (page.fatal) {
      return;
    }
    if (page.socket === socket) {
      showConnection('lost');
    }
    page.retry = Math.min(page.retry + 1, 5);
    setTimeout(connect, 300 * page.retry);
  });
}

// For browser tests: stop live updates, as a slow network would, so that the page can hold a stale position.
window.agonTest = {
  freeze() {
    page.fatal = true;
    if (page.socket) {
      page.socket.close();
    }
  },
};

function main() {
  if (!/^[0-9a-f]{16}$/.test(tableId)) {
    showMessage('This is not a game address.');
    return;
  }
  document.getElementById('filter').addEventListener('input', applyFilter);
  document.getElementById('undo').addEventListener('click', undo);
  document.getElementById('name-form').addEventListener('submit', saveName);
  document.getElementById('rename').addEventListener('click', () => {
    page.naming = true;
    const form = document.getElementById('name-form');
    form.hidden = false;
    document.getElementById('rename').hidden = true;
    const input = document.getElementById('name-input');
    input.value = page.msg ? nameOf(page.msg, page.msg.seat) : '';
    input.focus();
  });
  window.addEventListener('hashchange', () => location.reload()); // another seat's link in the same tab
  watchNames();
  connect();
}

main();
