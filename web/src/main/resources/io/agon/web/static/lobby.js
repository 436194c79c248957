// The lobby: choose a game, the seats (a human or any bot), the seed and the options; create; open the links.
import { api, el, clear } from '/static/util.js';

const state = { games: [] };

function gameById(id) {
  return state.games.find(g => g.id === id);
}

function seatChoices(game) {
  return ['human', ...game.agents];
}

function renderSeats() {
  const game = gameById(document.getElementById('game').value);
  const count = Number(document.getElementById('players').value);
  const box = document.getElementById('seats');
  const old = [...box.querySelectorAll('.seat-row')].map(row => ({
    kind: row.querySelector('select').value, params: row.querySelector('.seat-params').value,
    name: row.querySelector('.seat-player-name').value }));
  clear(box);
  for (let p = 0; p < count; p++) {
    const select = el('select', { id: 'seat-' + p, 'aria-label': 'P' + (p + 1) });
    for (const kind of seatChoices(game)) {
      select.append(el('option', { value: kind }, kind));
    }
    const fallback = game.agents.includes('heuristic') ? 'heuristic' : 'random';
    const wanted = old[p] ? old[p].kind : (p === 0 ? 'human' : fallback);
    select.value = seatChoices(game).includes(wanted) ? wanted : fallback;
    const name = el('input', { id: 'seat-name-' + p, class: 'seat-player-name', maxlength: 24,
      placeholder: 'name (optional)', 'aria-label': 'P' + (p + 1) + ' name' });
    name.value = old[p] ? old[p].name : '';
    const params = el('input', { id: 'seat-params-' + p, class: 'seat-params', placeholder: 'parameters, e.g. iterations=500',
      'aria-label': 'P' + (p + 1) + ' parameters' });
    params.value = old[p] ? old[p].params : '';
    const sync = () => { params.hidden = select.value === 'human'; };
    select.addEventListener('change', sync);
    sync();
    box.append(el('div', { class: 'seat-row' }, el('span', { class: 'seat-name' }, 'P' + (p + 1)), name, select,
      params));
  }
}

function renderGame() {
  const game = gameById(document.getElementById('game').value);
  document.getElementById('game-summary').textContent = game.summary;
  const players = document.getElementById('players');
  const before = Number(players.value);
  clear(players);
  for (let n = game.minPlayers; n <= game.maxPlayers; n++) {
    players.append(el('option', { value: String(n) }, String(n)));
  }
  players.value = String(before >= game.minPlayers && before <= game.maxPlayers ? before : game.minPlayers);
  const options = document.getElementById('options');
  clear(options);
  for (const o of game.options) {
    let input;
    if (o.values.length > 0) {
      input = el('select', { id: 'option-' + o.name });
      for (const v of o.values) {
        input.append(el('option', { value: v }, v));
      }
    } else {
      input = el('input', { id: 'option-' + o.name });
    }
    input.value = o.default;
    input.dataset.option = o.name;
    options.append(el('label', { title: o.description }, o.name + ' ', input,
      el('span', { class: 'muted small' }, ' ' + o.description)));
  }
  renderSeats();
}

function seatLinkItem(seat) {
  const name = seat.name || 'P' + (seat.seat + 1);
  if (!seat.link) {
    return el('li', {}, el('span', { class: 'seat-name' }, name), ' ' + seat.player);
  }
  const url = new URL(seat.link, location.origin).href;
  const copy = el('button', { type: 'button', class: 'small' }, 'Copy link');
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(url);
      copy.textContent = 'Copied';
    } catch (e) {
      prompt('Copy this link', url);
    }
  });
  return el('li', {}, el('span', { class: 'seat-name' }, name), ' human ',
    el('a', { href: seat.link, class: 'seat-link', target: '_blank', rel: 'noopener' }, 'Play as ' + name), ' ', copy);
}

async function create(event) {
  event.preventDefault();
  const message = document.getElementById('lobby-message');
  message.hidden = true;
  const count = Number(document.getElementById('players').value);
  const players = [];
  const names = [];
  for (let p = 0; p < count; p++) {
    names.push(document.getElementById('seat-name-' + p).value.trim() || null);
    const kind = document.getElementById('seat-' + p).value;
    const params = document.getElementById('seat-params-' + p).value.trim();
    players.push(kind === 'human' || params === '' ? kind : kind + ':' + params);
  }
  const options = {};
  for (const input of document.querySelectorAll('[data-option]')) {
    options[input.dataset.option] = input.value;
  }
  const seed = document.getElementById('seed').value.trim();
  const body = { game: document.getElementById('game').value, players, options, names };
  if (seed !== '') {
    body.seed = seed;
  }
  const button = document.getElementById('create');
  button.disabled = true;
  try {
    const made = await api('/api/tables', { method: 'POST', body });
    const list = document.getElementById('created-links');
    clear(list);
    for (const seat of made.seats) {
      list.append(seatLinkItem(seat));
    }
    list.append(el('li', {}, el('a', { href: made.spectate, class: 'spectate-link' }, 'Watch as a spectator'),
      el('span', { class: 'muted small' }, ' (seed ' + made.seed + ')')));
    document.getElementById('created').hidden = false;
    loadUnfinished();
  } catch (e) {
    message.textContent = e.message;
    message.hidden = false;
  } finally {
    button.disabled = false;
  }
}

async function loadUnfinished() {
  const list = document.getElementById('unfinished');
  try {
    const data = await api('/api/tables');
    clear(list);
    if (data.games.length === 0) {
      list.append(el('li', { class: 'muted' }, 'none'));
    }
    for (const g of data.games) {
      const seats = el('ul', { class: 'links inner' });
      for (const s of g.seats) {
        seats.append(seatLinkItem(s));
      }
      list.append(el('li', { class: 'unfinished', 'data-id': g.id },
        el('strong', {}, g.name), ' ',
        el('span', { class: 'muted small' }, (g.version !== undefined ? 'move ' + g.version + ', ' : '')
          + 'started ' + g.created.replace('T', ' ').slice(0, 16)), ' ',
        el('a', { href: g.spectate, class: 'small' }, 'watch'), seats));
    }
  } catch (e) {
    clear(list);
    list.append(el('li', { class: 'muted' }, e.message));
  }
}

async function main() {
  try {
    const catalog = await api('/api/catalog');
    state.games = catalog.games;
  } catch (e) {
    document.getElementById('lobby-message').textContent = e.message;
    document.getElementById('lobby-message').hidden = false;
    return;
  }
  const select = document.getElementById('game');
  for (const g of state.games) {
    select.append(el('option', { value: g.id }, g.name + ' (' + g.minPlayers
      + (g.maxPlayers > g.minPlayers ? '-' + g.maxPlayers : '') + ' players)'));
  }
  select.addEventListener('change', renderGame);
  document.getElementById('players').addEventListener('change', renderSeats);
  document.getElementById('create-form').addEventListener('submit', create);
  renderGame();
  loadUnfinished();
  document.body.dataset.ready = 'true';
}

main();
