// The replay viewer: open a game record (upload it or pick a saved game), step through it with the buttons, the
// slider or the arrow keys, watch the public narration or, for a finished game, any seat's view, and ask a search
// bot what it would think at any position of a finished game. Everything comes from /api/replays (docs/web.md).
import { api, el, clear, namesIn, nameTexts } from '/static/util.js';
import { renderView, seatName } from '/static/generic.js';
import { renderFlow, renderExplanation } from '/static/panels.js';

const state = { id: null, step: 0, seat: -1, msg: null, renderer: undefined, loading: false };

function showMessage(text) {
  const box = document.getElementById('message');
  box.textContent = text;
  box.hidden = !text;
}

function readHash() {
  const h = new URLSearchParams(location.hash.slice(1));
  state.id = h.get('id');
  state.step = Math.max(0, parseInt(h.get('step') || '0', 10) || 0);
  state.seat = parseInt(h.get('seat') || '-1', 10);
  if (Number.isNaN(state.seat)) {
    state.seat = -1;
  }
}

function writeHash() {
  history.replaceState(null, '', '#id=' + state.id + '&step=' + state.step + '&seat=' + state.seat);
}

async function openRecord(body) {
  try {
    const made = await api('/api/replays', { method: 'POST', body });
    state.id = made.id;
    state.step = 0;
    state.seat = -1;
    writeHash();
    showMessage('');
    await load();
  } catch (e) {
    showMessage(e.message);
  }
}

/** "P1 human, P2 mcts": who played, in seat order. */
function playersText(players) {
  return players.map((p, i) => (p.name || seatName(i)) + (p.human ? '' : ' (' + p.player + ')')).join(', ');
}

/** A saved game's creation time as a local date and time ("28 Nov 2026, 16:10"), or "" when unknown. */
function whenText(created) {
  const date = new Date(created);
  if (!created || Number.isNaN(date.getTime())) {
    return 'date unknown';
  }
  return date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit',
    minute: '2-digit' });
}

async function showOpen() {
  document.getElementById('open').hidden = false;
  document.getElementById('viewer').hidden = true;
  const list = document.getElementById('saved');
  clear(list);
  try {
    const saved = await api('/api/replays/saved');
    for (const g of saved.games) {
      const button = el('button', { type: 'button', class: 'open-replay', 'data-id': g.id },
        el('b', {}, g.name), ' ', el('span', {}, playersText(g.players || [])),
        el('span', { class: 'muted small when' }, whenText(g.created) + ' \u00b7 '
          + (g.finished ? 'finished' : 'not finished')));
      button.addEventListener('click', () => openRecord({ saved: g.id }));
      list.append(el('li', {}, button));
    }
    if (saved.games.length === 0) {
      list.append(el('li', { class: 'muted' }, 'No saved games yet.'));
    }
  } catch (e) {
    showMessage(e.message);
  }
  document.body.dataset.ready = 'true';
}

async function load() {
  if (state.loading) {
    return;
  }
  state.loading = true;
  try {
    const msg = await api('/api/replays/' + encodeURIComponent(state.id) + '?step=' + state.step
      + '&seat=' + state.seat);
    state.msg = msg;
    render(msg);
  } catch (e) {
    showMessage(e.message);
    if (e.status === 404) {
      showOpen();
    }
  } finally {
    state.loading = false;
  }
  if (state.msg && (state.msg.step !== state.step || state.msg.seat !== state.seat)) {
    load(); // the step or seat changed while this one loaded
  }
}

function go(step) {
  const msg = state.msg;
  if (!msg) {
    return;
  }
  const next = Math.max(0, Math.min(msg.length, step));
  if (next === state.step && msg.step === next) {
    return;
  }
  state.step = next;
  writeHash();
  load();
}

/**
 * What the game's renderer is told (as on the game page): the seat watching, the seats' names, whether this is the
 * finished game's last position, and the move just replayed, which the board marks.
 */
function rendererContext(msg) {
  const names = Array.from({ length: msg.players }, (_, i) => nameOf(msg, i));
  const last = msg.move ? [{ seat: msg.move.seat, text: seatName(msg.move.seat) + ': ' + msg.move.label }] : [];
  return { seat: msg.seat, names, over: !!msg.finished && msg.step === msg.length, last };
}

/** The name of a seat in a saved game: the one its player chose, else P1, P2... */
function nameOf(msg, seat) {
  return (msg.names && msg.names[seat]) || seatName(seat);
}

/** A game's text with the players' chosen names. */
function named(msg, text) {
  return namesIn(text, msg.names || []);
}

function render(msg) {
  document.getElementById('open').hidden = true;
  document.getElementById('viewer').hidden = false;
  document.title = 'Replay: ' + msg.game.name + ' - Agon';
  document.getElementById('title').textContent = 'Replay: ' + msg.game.name;
  document.getElementById('who').textContent = msg.seat >= 0 ? 'as ' + nameOf(msg, msg.seat) : 'public narration';
  document.getElementById('status').textContent = msg.finished ? 'finished game' : 'unfinished game';
  document.body.dataset.step = String(msg.step);
  document.body.dataset.ready = 'true';
  const slider = document.getElementById('slider');
  slider.max = String(msg.length);
  slider.value = String(msg.step);
  document.getElementById('position').textContent = 'Step ' + msg.step + ' of ' + msg.length + ', seed ' + msg.seed;
  document.getElementById('first').disabled = msg.step === 0;
  document.getElementById('back').disabled = msg.step === 0;
  document.getElementById('forward').disabled = msg.step === msg.length;
  document.getElementById('last').disabled = msg.step === msg.length;
  const seat = document.getElementById('seat');
  if (seat.options.length !== msg.players + 1) {
    clear(seat);
    seat.append(el('option', { value: '-1' }, 'Public narration'));
    for (let p = 0; p < msg.players; p++) {
      seat.append(el('option', { value: String(p), disabled: !msg.finished }, nameOf(msg, p)
        + (msg.finished ? '' : ' (after the game)')));
    }
  }
  seat.value = String(msg.seat);
  document.getElementById('move').textContent = msg.move ? named(msg, msg.move.label)
    : 'The set-up, before the first action';
  const events = document.getElementById('events');
  clear(events);
  for (const text of msg.move ? msg.move.events : []) {
    events.append(el('li', { class: 'event' }, named(msg, text)));
  }
  const d = msg.decision;
  document.getElementById('decision').textContent = d.player < 0 ? 'The game is over.'
    : 'Next: ' + nameOf(msg, d.player) + ' decides' + (d.prompt ? ': ' + named(msg, d.prompt) : '');
  renderFlow(document.getElementById('flow'), msg.flow);
  const why = document.getElementById('explanation');
  if (!why.hidden && why.dataset.step !== String(msg.step)) {
    renderExplanation(why, null);
  }
  document.getElementById('explain').disabled = !msg.finished || d.player < 0;
  renderBoard(msg);
  renderResult(msg);
}

async function renderBoard(msg) {
  const board = document.getElementById('board');
  if (msg.view === null) {
    clear(board);
    board.append(el('section', { class: 'panel' }, el('h2', {}, 'Public narration'),
      el('p', { class: 'muted' }, msg.finished ? 'Choose a seat to watch the game as that player saw it.'
        : 'This game is not finished: the seats\' views stay hidden.')));
    return;
  }
  if (msg.game.renderer && state.renderer === undefined) {
    state.renderer = null;
    try {
      const module = await import(msg.game.renderer);
      if (typeof module.render === 'function') {
        if (module.stylesheet) {
          document.head.append(el('link', { rel: 'stylesheet', href: module.stylesheet }));
        }
        state.renderer = module;
      }
    } catch (e) {
      state.renderer = null;
    }
  }
  if (state.renderer) {
    try {
      state.renderer.render(board, msg.view, [], () => {}, rendererContext(msg));
      nameTexts(board, msg.names || []);
      return;
    } catch (e) {
      state.renderer = null;
    }
  }
  clear(board);
  renderView(board, msg.view, { seat: msg.seat });
  nameTexts(board, msg.names || []);
}

function renderResult(msg) {
  const box = document.getElementById('result');
  clear(box);
  box.hidden = !msg.outcome;
  if (!msg.outcome) {
    return;
  }
  const o = msg.outcome;
  box.append(el('h2', {}, 'Result'));
  const list = el('ol');
  o.scores.map((s, i) => i).sort((a, b) => o.ranks[a] - o.ranks[b] || a - b)
    .forEach(p => list.append(el('li', {}, nameOf(msg, p) + ': ' + o.scores[p] + (o.ranks[p] === 0 ? ' (wins)' : ''))));
  box.append(list);
  if (o.summary) {
    box.append(el('pre', { class: 'summary' }, named(msg, o.summary)));
  }
}

async function explain() {
  const msg = state.msg;
  if (!msg) {
    return;
  }
  const button = document.getElementById('explain');
  const iterations = parseInt(document.getElementById('iterations').value, 10) || 300;
  button.disabled = true;
  try {
    const why = await api('/api/replays/' + encodeURIComponent(state.id) + '/explain', {
      method: 'POST', body: { step: msg.step, iterations } });
    const box = document.getElementById('explanation');
    renderExplanation(box, why, 'The bot (' + why.player + ') as ' + nameOf(msg, why.seat) + ' here');
    nameTexts(box, msg.names || []);
    box.dataset.step = String(msg.step);
    showMessage('');
  } catch (e) {
    showMessage(e.message);
  } finally {
    button.disabled = false;
  }
}

function main() {
  document.getElementById('first').addEventListener('click', () => go(0));
  document.getElementById('back').addEventListener('click', () => go(state.step - 1));
  document.getElementById('forward').addEventListener('click', () => go(state.step + 1));
  document.getElementById('last').addEventListener('click', () => go(state.msg ? state.msg.length : 0));
  document.getElementById('slider').addEventListener('input', e => go(parseInt(e.target.value, 10)));
  document.getElementById('seat').addEventListener('change', e => {
    state.seat = parseInt(e.target.value, 10);
    writeHash();
    load();
  });
  document.getElementById('explain').addEventListener('click', explain);
  document.getElementById('upload').addEventListener('change', async e => {
    const file = e.target.files[0];
    if (!file) {
      return;
    }
    let record;
    try {
      record = JSON.parse(await file.text());
    } catch (err) {
      showMessage('This file is not a JSON game record.');
      return;
    }
    openRecord({ record });
  });
  document.addEventListener('keydown', e => {
    if (e.target.tagName === 'INPUT' || e.target.tagName === 'SELECT') {
      return;
    }
    if (e.key === 'ArrowLeft') {
      go(state.step - 1);
    } else if (e.key === 'ArrowRight') {
      go(state.step + 1);
    }
  });
  readHash();
  const h = new URLSearchParams(location.hash.slice(1));
  if (!state.id && h.get('report') && h.get('game')) {
    openRecord({ report: h.get('report'), game: h.get('game') }); // a notable game of an analysis report
  } else if (state.id) {
    load();
  } else {
    showOpen();
  }
}

main();
