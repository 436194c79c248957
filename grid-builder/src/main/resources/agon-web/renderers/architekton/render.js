// Architekton's picture for the browser (served by `agon serve` at /renderers/architekton/render.js).
// Draws the open grid as SVG: landscapes filled with their terrain, buildings with the terrain each edge asks for
// and their owner's house, the free cells of the checkerboard. The seat's legal actions come as data in
// view.options (one per legal action, in the legal order): choose a display tile, every cell where it fits lights
// up; click a cell, turn a building, and place it. What a placement encloses is said before it is made.
// Each seat's last move is ringed on the board (the cells and tiles it names), new tiles fade in, and
// focus(root, text) shows what a narration line names. Cells are named as the moves name them: "column 2, row -1".
import { pulse } from '/static/util.js';

export const stylesheet = new URL('./render.css', import.meta.url).href;
/** Each seat's colour on this board (its houses), which the page repeats beside the seat's name. */
export const seatColours = ['#c0392b', '#f0f0f0'];

const NS = 'http://www.w3.org/2000/svg';
const TERRAIN = {
  S: { name: 'sea', fill: '#4a86c5' },
  M: { name: 'meadow', fill: '#b5d96b' },
  F: { name: 'forest', fill: '#2f6e3b' },
  E: { name: 'earth', fill: '#c98f4a' },
};
const SEATS = ['#c0392b', '#f0f0f0'];
const SEAT_INK = ['#ffffff', '#1f1d1a'];
const CELL = 60;

// what the player has chosen so far; kept between renders of the same decision
const pick = { key: '', tile: '', x: null, y: null, rotation: 0 };
// the cells of the previous picture, to let new tiles fade in
const seen = { observer: null, cells: null };

function s(tag, attrs = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined && v !== false) {
      node.setAttribute(k, String(v));
    }
  }
  for (const c of children) {
    if (c !== null && c !== undefined) {
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
  }
  return node;
}

function h(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== null && v !== undefined && v !== false) {
      node.setAttribute(k, v === true ? '' : String(v));
    }
  }
  for (const c of children) {
    if (c !== null && c !== undefined) {
      node.append(c instanceof Node ? c : document.createTextNode(String(c)));
    }
  }
  return node;
}

/** A cell as the moves and the narration name it. */
function where(x, y) {
  return 'column ' + x + ', row ' + y;
}

/** The cells a text names ("column 2, row -1"), as "x,y" keys. */
function cellsIn(text) {
  const out = [];
  for (const m of String(text).matchAll(/column (-?\d+), row (-?\d+)/g)) {
    out.push(m[1] + ',' + m[2]);
  }
  return out;
}

/** The board things a narration line names: its cells, and display tiles named by their words. */
function named(root, text, seat = -1) {
  const found = [];
  for (const k of cellsIn(text)) {
    const [x, y] = k.split(',');
    found.push(...root.querySelectorAll('.ak-board .laid[data-x="' + x + '"][data-y="' + y + '"]'));
  }
  const lower = String(text).toLowerCase();
  if (!found.length && seat >= 0) { // a move that names no cell: its player
    found.push(...root.querySelectorAll('.ak-seat[data-seat="' + seat + '"]'));
  }
  if (!found.length) { // a line about the display ("New buildings in the display: ...")
    for (const b of root.querySelectorAll('.ak-pick')) {
      const name = b.dataset.name || '';
      if (name && (lower.includes(': ' + name) || lower.includes(', ' + name))) {
        found.push(b);
      }
    }
  }
  return found;
}

/** Briefly marks what a narration line names and brings it into view; false when the board shows none of it. */
export function focus(root, text) {
  const found = named(root, text);
  return pulse(found, 'ak-focus');
}

/** Rings what each seat's last move touched (context.last: [{seat, text}], newest first). */
function markLast(root, last) {
  for (const m of last || []) {
    for (const e of named(root, m.text, m.seat)) {
      e.classList.add('ak-last', 'last-seat-' + (m.seat % 2));
    }
  }
}

function seatName(p, view) {
  return p === view.observer ? 'you (P' + (p + 1) + ')' : 'P' + (p + 1);
}

/** A house: a pentagon in the seat's colour with its number (colour-blind safe). */
function house(seat, cx, cy, size) {
  const w = size / 2;
  const g = s('g', { class: 'house seat-' + seat });
  g.append(s('path', {
    d: `M${cx - w},${cy + w} V${cy - w * 0.2} L${cx},${cy - w} L${cx + w},${cy - w * 0.2} V${cy + w} Z`,
    fill: SEATS[seat], stroke: '#1f1d1a', 'stroke-width': 1.5,
  }));
  g.append(s('text', { x: cx, y: cy + w * 0.5, 'text-anchor': 'middle', 'font-size': size * 0.7,
    'font-weight': 700, fill: SEAT_INK[seat] }, String(seat + 1)));
  return g;
}

/** A tile drawn in a CELL x CELL box at (0,0): a landscape, or a building with its four edges. */
function tile(edges, building, owner, atLabel) {
  const g = s('g', { class: building ? 'tile building' : 'tile landscape' });
  const c = CELL;
  if (!building) {
    const t = TERRAIN[edges[0]];
    g.append(s('rect', { width: c, height: c, fill: t.fill, stroke: '#3b352c', 'stroke-width': 1 }));
    g.append(s('text', { x: c / 2, y: c / 2 + 7, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700,
      class: 'letter' }, edges[0]));
    g.append(s('title', {}, t.name + ' landscape' + (atLabel || '')));
    return g;
  }
  const m = c / 2;
  const tri = [`0,0 ${c},0 ${m},${m}`, `${c},0 ${c},${c} ${m},${m}`, `${c},${c} 0,${c} ${m},${m}`,
    `0,${c} 0,0 ${m},${m}`];
  const at = [[m, 13], [c - 9, m + 4], [m, c - 5], [9, m + 4]];
  for (let d = 0; d < 4; d++) {
    const t = TERRAIN[edges[d]];
    g.append(s('polygon', { points: tri[d], fill: t.fill, stroke: '#3b352c', 'stroke-width': 0.8 }));
    g.append(s('text', { x: at[d][0], y: at[d][1], 'text-anchor': 'middle', 'font-size': 11, 'font-weight': 700,
      class: 'letter small' }, edges[d]));
  }
  g.append(s('rect', { x: m - 13, y: m - 13, width: 26, height: 26, fill: '#f4efe4', stroke: '#3b352c',
    'stroke-width': 1 }));
  if (owner >= 0) {
    g.append(house(owner, m, m, 20));
  }
  g.append(s('title', {}, 'building: north ' + TERRAIN[edges[0]].name + ', east ' + TERRAIN[edges[1]].name
    + ', south ' + TERRAIN[edges[2]].name + ', west ' + TERRAIN[edges[3]].name
    + (owner >= 0 ? ', house of P' + (owner + 1) : ', no house') + (atLabel || '')));
  return g;
}

/** The edges of a building turned {@code r} quarter turns clockwise: what was north faces east. */
function rotate(edges, r) {
  let e = edges;
  for (let i = 0; i < (r & 3); i++) {
    e = e[3] + e.slice(0, 3);
  }
  return e;
}

/** "encloses P2's building at column 1, row 2 with 2 wrong edges: P2 pays 2 chips to keep the house, or 1 to withdraw it". */
function enclosureText(e, view) {
  const at = where(e.x, e.y);
  if (e.owner < 0) {
    return 'encloses the houseless building at ' + at + ': no chips';
  }
  const who = seatName(e.owner, view);
  if (e.wrong === 0) {
    return 'encloses ' + who + "'s building at " + at + ' perfectly: ' + who + ' win' + (e.owner === view.observer
      ? '' : 's') + ' 1 chip';
  }
  return 'encloses ' + who + "'s building at " + at + ' with ' + e.wrong + ' wrong edge' + (e.wrong === 1 ? '' : 's')
    + ': ' + who + ' pay' + (e.owner === view.observer ? '' : 's') + ' ' + e.wrong + ' chip' + (e.wrong === 1 ? '' : 's')
    + ' to keep the house, or ' + (e.wrong - 1) + ' to withdraw it';
}

/** A seat's chip change if this placement is made: +1 per perfect building, minus the price of keeping the others. */
function chipsFor(option, seat) {
  let n = 0;
  for (const e of option.encloses) {
    if (e.owner === seat) {
      n += e.wrong === 0 ? 1 : -e.wrong;
    }
  }
  return n;
}

function badge(option, view) {
  if (!option.encloses.length) {
    return '';
  }
  const mine = chipsFor(option, view.observer);
  const theirs = chipsFor(option, 1 - view.observer);
  return (mine > 0 ? '+' + mine : mine < 0 ? String(mine) : '') + (theirs !== 0 ? (mine !== 0 ? '/' : '') + 'P'
    + (2 - view.observer) + (theirs > 0 ? '+' : '') + theirs : '') || '!';
}

export function render(root, view, legalActions, send, context) {
  context = context || {};
  // options describe the legal actions; without legal actions (another seat decides, a replay) nothing is clickable
  const options = (legalActions.length ? view.options || [] : []).slice(0, legalActions.length);
  const act = i => send(legalActions[i].index);
  const key = view.turn + '/' + view.table.length + '/' + options.length + '/' + view.decider;
  if (pick.key !== key) {
    Object.assign(pick, { key, tile: '', x: null, y: null, rotation: 0 });
  }
  const places = options.map((o, i) => ({ ...o, i })).filter(o => o.kind === 'place');
  if (pick.tile && !places.some(o => o.tile === pick.tile)) {
    pick.tile = '';
  }
  if (!pick.tile && places.length && new Set(places.map(o => o.tile)).size === 1) {
    pick.tile = places[0].tile;
  }
  const redraw = () => render(root, view, legalActions, send, context);
  root.replaceChildren();
  const wrap = h('div', { class: 'ak' });
  root.append(wrap);

  // the players: chips, houses in supply, whose turn
  const seats = h('div', { class: 'ak-seats' });
  for (let p = 0; p < view.chips.length; p++) {
    const badgeSvg = s('svg', { viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': 'true' });
    badgeSvg.append(house(p, 12, 12, 20));
    seats.append(h('div', { class: 'ak-seat' + (p === view.onTurn ? ' on-turn' : '') + (p === view.observer ? ' you' : ''),
      'data-seat': p },
      badgeSvg, h('b', {}, p === view.observer ? 'You (P' + (p + 1) + ')' : 'P' + (p + 1)),
      h('span', { class: 'ak-chips', 'data-seat': p }, view.chips[p] + ' chip' + (view.chips[p] === 1 ? '' : 's')),
      h('span', {}, view.supply[p] + ' house' + (view.supply[p] === 1 ? '' : 's') + ' in supply'),
      p === view.onTurn ? h('span', { class: 'ak-turn' }, 'on turn') : null));
  }
  wrap.append(seats);

  // the question of the moment: keep or withdraw, move a house; shown to everyone, answerable by the decider
  const keep = options.map((o, i) => ({ ...o, i })).filter(o => o.kind === 'keep' || o.kind === 'withdraw');
  const moves = options.map((o, i) => ({ ...o, i })).filter(o => o.kind === 'move');
  const ask = h('div', { class: 'ak-ask' + (keep.length || moves.length ? ' urgent' : '') });
  ask.append(h('p', {}, view.decider < 0 ? (view.result || 'The game is over')
    : (view.decider === view.observer ? 'You: ' : 'P' + (view.decider + 1) + ' decides: ') + view.prompt));
  for (const o of keep) {
    const b = h('button', { type: 'button', class: 'ak-' + o.kind },
      (o.kind === 'keep' ? 'Keep the house, pay ' : 'Withdraw the house, pay ') + o.cost
      + ' chip' + (o.cost === 1 ? '' : 's') + (o.cost > view.chips[view.observer]
        ? ' (you have only ' + view.chips[view.observer] + ': you lose)' : ''));
    b.addEventListener('click', () => act(o.i));
    ask.append(b);
  }
  if (moves.length) {
    ask.append(h('p', { class: 'hint' }, 'Click one of your houses (ringed) to move it onto the new building.'));
  }
  wrap.append(ask);

  // the display
  const display = h('div', { class: 'ak-display' });
  for (const [label, row, building] of [['Landscapes', view.landscapeRow, false], ['Buildings', view.buildingRow, true]]) {
    const line = h('div', { class: 'ak-row' }, h('span', { class: 'ak-row-name' }, label));
    for (const t of row) {
      const playable = places.some(o => o.tile === t.tile);
      const chosen = pick.tile === t.tile;
      const svg = s('svg', { viewBox: `-2 -2 ${CELL + 4} ${CELL + 4}`, class: 'ak-tile' });
      svg.append(tile(building ? rotate(t.edges, chosen ? pick.rotation : 0) : t.edges, building, -1));
      const b = h('button', { type: 'button', class: 'ak-pick' + (chosen ? ' chosen' : ''), 'data-tile': t.tile,
        'data-name': t.name, 'aria-disabled': !playable ? 'true' : null, 'aria-pressed': String(chosen),
        title: 'the ' + tileName(t.name, building) + (playable ? ': choose it' : '') }, svg,
        h('span', { class: 'ak-id' }, t.name.replace(/ building$/, '')));
      b.addEventListener('click', () => { // a tile that cannot be laid now still takes the focus: its rule shows
        if (!playable) {
          return;
        }
        pick.tile = chosen ? '' : t.tile;
        pick.x = null;
        pick.y = null;
        redraw();
      });
      line.append(b);
    }
    if (!row.length) {
      line.append(h('span', { class: 'muted' }, 'empty'));
    }
    display.append(line);
  }
  display.append(h('p', { class: 'ak-stacks muted' }, 'Stacks: ' + view.stacks[0] + ' landscapes, ' + view.stacks[1]
    + ' buildings. Reserves: ' + view.reserves[0] + ' + ' + view.reserves[1]
    + (view.reserveOpened ? ' (opened, final turns left: ' + view.finalTurnsLeft + ')' : ' (closed)')
    + (view.flushed.length ? '. Out of the game: ' + view.flushed.join(', ') : '') + '.'));
  wrap.append(display);

  // the chosen placement: cell, rotation, what it encloses, the button that places it
  const fits = places.filter(o => o.tile === pick.tile);
  const atCell = fits.filter(o => o.x === pick.x && o.y === pick.y);
  if (atCell.length && !atCell.some(o => o.rotation === pick.rotation)) {
    pick.rotation = atCell[0].rotation;
  }
  const chosen = atCell.find(o => o.rotation === pick.rotation);
  const place = h('div', { class: 'ak-place' });
  if (pick.tile && !chosen) {
    const n = new Set(fits.map(o => o.x + ',' + o.y)).size;
    place.append(h('p', { class: 'hint' }, 'The ' + tileName(nameOf(view, pick.tile), building(view, pick.tile))
      + ': click a lit cell (' + n + (n === 1 ? ' fits' : ' fit') + ') to lay it there.'));
  } else if (chosen) {
    const rotations = atCell.map(o => o.rotation);
    place.append(h('p', { class: 'hint' }, 'Lay the ' + tileName(nameOf(view, chosen.tile), building(view, chosen.tile))
      + ' at ' + where(chosen.x, chosen.y)
      + (building(view, chosen.tile) ? ', turned ' + chosen.rotation * 90 + '\u00b0' : '')));
    if (atCell.length > 1) {
      const turn = h('button', { type: 'button', class: 'ak-rotate', title: 'turn the building a quarter clockwise' },
        '\u21bb Turn (' + (rotations.indexOf(chosen.rotation) + 1) + ' of ' + rotations.length + ')');
      turn.addEventListener('click', () => {
        pick.rotation = rotations[(rotations.indexOf(pick.rotation) + 1) % rotations.length];
        redraw();
      });
      place.append(turn);
    }
    const go = h('button', { type: 'button', class: 'primary ak-confirm', 'data-index': chosen.i }, 'Place it');
    go.addEventListener('click', () => act(chosen.i));
    place.append(go);
    if (chosen.encloses.length) {
      const ul = h('ul', { class: 'ak-encloses' });
      for (const e of chosen.encloses) {
        ul.append(h('li', {}, 'This ' + enclosureText(e, view)));
      }
      place.append(ul);
    }
  } else if (places.length) {
    place.append(h('p', { class: 'hint' }, 'Choose a tile from the display.'));
  }
  wrap.append(place);

  wrap.append(board(view, fits, moves, pick, act, redraw));
  markLast(wrap, context.last);
  wrap.append(h('p', { class: 'ak-key muted small' }, 'Key: S sea, M meadow, F forest, E earth. A building shows the '
    + 'landscape each side asks for and its owner\u2019s house (1 red, 2 white). Lit cells take the chosen tile; '
    + '+n / -n on a lit cell: chips laying there wins, or costs if the house is kept (P2: for the other player). '
    + 'Ringed: each player\u2019s last move. Columns are numbered along the top, rows down the left side.'));
}

/** "forest landscape", "sea-earth-meadow-forest building": a display tile's name as the moves say it. */
function tileName(name, isBuilding) {
  return isBuilding ? name : name + ' landscape';
}

function nameOf(view, id) {
  const t = view.landscapeRow.find(d => d.tile === id) || view.buildingRow.find(d => d.tile === id);
  return t ? t.name : 'tile';
}

function building(view, id) {
  return view.buildingRow.some(d => d.tile === id);
}

function board(view, fits, moves, pick, act, redraw) {
  const cells = view.table;
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (const c of cells) {
    minX = Math.min(minX, c.x);
    maxX = Math.max(maxX, c.x);
    minY = Math.min(minY, c.y);
    maxY = Math.max(maxY, c.y);
  }
  minX -= 1;
  maxX += 1;
  minY -= 1;
  maxY += 1;
  const width = (maxX - minX + 1) * CELL;
  const height = (maxY - minY + 1) * CELL;
  const px = x => (x - minX) * CELL;
  const py = y => (maxY - y) * CELL; // north is up
  const M = 24; // room for the column and row numbers
  const svg = s('svg', { viewBox: `${-M} ${-M} ${width + M + 4} ${height + M + 4}`, class: 'ak-board', role: 'group',
    'aria-label': 'the table: ' + cells.length + ' tiles' });
  svg.setAttribute('width', String(width + M + 4));
  svg.setAttribute('height', String(height + M + 4));
  // never drawn below 80% (a phone scrolls the table instead): the house numbers stay at 11 px or more
  svg.style.minWidth = Math.round((width + M + 4) * 0.8) + 'px';
  for (let x = minX; x <= maxX; x++) {
    svg.append(s('text', { x: px(x) + CELL / 2, y: -7, 'text-anchor': 'middle', class: 'axis',
      'aria-hidden': 'true' }, String(x)));
  }
  for (let y = minY; y <= maxY; y++) {
    svg.append(s('text', { x: -5, y: py(y) + CELL / 2 + 5, 'text-anchor': 'end', class: 'axis',
      'aria-hidden': 'true' }, String(y)));
  }
  // tiles new since the last picture fade in (not on the first picture, nor for another seat's page)
  const before = seen.observer === view.observer ? seen.cells : null;
  seen.observer = view.observer;
  seen.cells = new Set(cells.map(c => c.x + ',' + c.y + ',' + c.house));
  const taken = new Map(cells.map(c => [c.x + ',' + c.y, c]));
  // the checkerboard of free cells: landscape cells (even x + y) and building cells (odd)
  for (let x = minX; x <= maxX; x++) {
    for (let y = minY; y <= maxY; y++) {
      if (!taken.has(x + ',' + y)) {
        svg.append(s('rect', { x: px(x) + 1, y: py(y) + 1, width: CELL - 2, height: CELL - 2,
          class: ((x + y) & 1) === 0 ? 'free landscape-cell' : 'free building-cell' }));
      }
    }
  }
  for (const c of cells) {
    const fresh = before && !before.has(c.x + ',' + c.y + ',' + c.house);
    const g = s('g', { transform: `translate(${px(c.x)},${py(c.y)})`, class: 'laid' + (fresh ? ' ak-enter' : ''),
      'data-x': c.x, 'data-y': c.y });
    g.append(tile(c.edges, c.building, c.house, ' at ' + where(c.x, c.y)));
    g.append(s('rect', { x: 2, y: 2, width: CELL - 4, height: CELL - 4, rx: 4, class: 'ak-ring' }));
    svg.append(g);
    if (fresh) { // a CSS transition from faded to shown, once the new node is in the page
      requestAnimationFrame(() => requestAnimationFrame(() => g.classList.remove('ak-enter')));
    }
  }
  // cells where the chosen tile fits
  const byCell = new Map();
  for (const o of fits) {
    const k = o.x + ',' + o.y;
    if (!byCell.has(k)) {
      byCell.set(k, []);
    }
    byCell.get(k).push(o);
  }
  for (const [k, list] of byCell) {
    const o = list[0];
    const here = pick.x === o.x && pick.y === o.y;
    const g = s('g', { class: 'target' + (here ? ' chosen' : ''), 'data-x': o.x, 'data-y': o.y, tabindex: 0,
      role: 'button', 'aria-label': 'lay the ' + tileName(nameOf(view, o.tile), building(view, o.tile)) + ' at '
        + where(o.x, o.y) });
    g.append(s('rect', { x: px(o.x) + 3, y: py(o.y) + 3, width: CELL - 6, height: CELL - 6, rx: 6 }));
    if (here) {
      const shown = list.find(p => p.rotation === pick.rotation) || o;
      const ghost = s('g', { transform: `translate(${px(o.x)},${py(o.y)})`, class: 'ghost' });
      const d = view.buildingRow.find(t => t.tile === o.tile) || view.landscapeRow.find(t => t.tile === o.tile);
      const b = building(view, o.tile);
      ghost.append(tile(b ? rotate(d.edges, shown.rotation) : d.edges, b, b ? view.observer : -1));
      g.append(ghost);
    }
    const best = list.map(p => badge(p, view)).find(b => b) || '';
    if (best) {
      g.append(s('text', { x: px(o.x) + CELL - 6, y: py(o.y) + 16, 'text-anchor': 'end', class: 'badge' }, best));
    }
    const choose = () => {
      pick.x = o.x;
      pick.y = o.y;
      redraw();
    };
    g.addEventListener('click', choose);
    g.addEventListener('keydown', e => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        choose();
      }
    });
    svg.append(g);
  }
  // houses that may be moved onto the new building
  for (const o of moves) {
    const g = s('g', { class: 'target move', 'data-x': o.x, 'data-y': o.y, role: 'button', tabindex: 0,
      'aria-label': 'move your house from the building at ' + where(o.x, o.y) });
    g.append(s('circle', { cx: px(o.x) + CELL / 2, cy: py(o.y) + CELL / 2, r: CELL / 2 - 4 }));
    g.addEventListener('click', () => act(o.i));
    g.addEventListener('keydown', e => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        act(o.i);
      }
    });
    svg.append(g);
  }
  // the building whose owner is asked to keep or withdraw
  for (const o of (view.options || []).filter(o => o.kind === 'keep')) {
    svg.append(s('rect', { x: px(o.x) - 2, y: py(o.y) - 2, width: CELL + 4, height: CELL + 4, class: 'asked' }));
  }
  return h('div', { class: 'ak-board-wrap', tabindex: 0, role: 'region', 'aria-label': 'the table (scrolls)' }, svg);
}
