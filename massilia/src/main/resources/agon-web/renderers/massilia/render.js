// Massilia's picture for the browser (served by `agon serve` at /renderers/massilia/render.js).
// The 24-field market ring with stalls, goods cubes and the persons; in its middle the temple dice, the harbour
// with its price tiles and the points markers; each trader's board, the seat's own dice and god cards. The seat's
// legal actions come as data in view.options (one per legal action, in the legal order): a die use is built by
// clicking a die, then each bend (pips, colour, an added die), then its target (a field of the ring, a goods
// kind of the harbour, prestige or the gods); god cards are played and taken by clicking them; any other choice is a
// button on the board. The "all moves" drawer beside the board stays. Each seat's last move is marked on what it
// names (fields, harbour goods, its trader), changed fields fade in, and focus(root, text) shows what a narration
// line names.
import { pulse } from '/static/util.js';

export const stylesheet = new URL('./render.css', import.meta.url).href;
/** Each seat's colour on this board (render.css .seat-N), which the page repeats beside the seat's name. */
export const seatColours = ['#c0392b', '#23704a', '#d4a017', '#1f5fa8'];

const NS = 'http://www.w3.org/2000/svg';
const DICE = [
  { name: 'beige', short: 'Be', fill: '#e9d8a6', ink: '#1f1d1a', action: 'buy goods' },
  { name: 'brown', short: 'Br', fill: '#8a5a2b', ink: '#ffffff', action: 'move a person' },
  { name: 'black', short: 'Bk', fill: '#26231f', ink: '#ffffff', action: 'buy prestige' },
  { name: 'grey', short: 'Gy', fill: '#9a9a9a', ink: '#1f1d1a', action: 'sacrifice to the gods' },
];
const GOODS = [
  { name: 'violet', letter: 'V', fill: '#7d4cc2' },
  { name: 'orange', letter: 'O', fill: '#f08a24' },
  { name: 'pink', letter: 'P', fill: '#e76fa5' },
  { name: 'beige', letter: 'B', fill: '#e9d8a6' },
];
const PERSONS = [
  { name: 'violet customer', letter: 'v', fill: '#7d4cc2' },
  { name: 'orange customer', letter: 'o', fill: '#f08a24' },
  { name: 'pink customer', letter: 'p', fill: '#e76fa5' },
  { name: 'consul', letter: 'C', fill: '#ffffff' },
];
const SEATS = ['red', 'green', 'yellow', 'blue'];
const GODS = ['Jupiter', 'Mars', 'Mercurius', 'Pluto', 'Minerva', 'Phoebus', 'Juno', 'Vesta'];
const CELL = 64;

// the open action menu, kept between renders of the same decision
const ui = { menu: '', key: '' };
// what each field showed in the previous picture, to let changed fields fade in
const seen = { observer: null, fields: null };
// a god played from the hand by a choice of its own (the other gods bend a die use: see the bend buttons)
const PLAYED = { play_mars: 1, play_pluto: 3, play_vesta: 7 };

/**
 * The board things a narration line names: ring fields ("field 7"), harbour goods ("buy 2 violet"), a god card on
 * display; for a seat's move that names none of these, that trader's row.
 */
function named(root, text, seat) {
  const t = String(text);
  const found = new Set();
  for (const m of t.matchAll(/\bfields? (\d+)(?: to (\d+))?/g)) { // "field 7", "from field 23 to 20"
    for (const f of [m[1], m[2]].filter(x => x !== undefined)) {
      root.querySelectorAll('.ms-field[data-field="' + f + '"]').forEach(e => found.add(e));
    }
  }
  if (!/^(P\d: )?(Take|Add|Keep|Recolour|[+-]1) /.test(t)) { // a die is named by its colour too: not goods
    for (const m of t.matchAll(/\b(?:buy \d+|keep an?|an?) (violet|orange|pink|beige)\b(?! \d)/g)) {
      const k = GOODS.findIndex(g => g.name === m[1]);
      root.querySelectorAll('.ms-goods[data-goods="' + k + '"]').forEach(e => found.add(e));
    }
  }
  for (const e of root.querySelectorAll('.ms-god-shown')) {
    if (e.dataset.name && t.includes('face-up ' + e.dataset.name)) {
      found.add(e);
    }
  }
  if (!found.size && seat >= 0) {
    root.querySelectorAll('.ms-player[data-seat="' + seat + '"]').forEach(e => found.add(e));
  }
  return [...found];
}

/** Briefly marks what a narration line names and brings it into view; false when the board shows none of it. */
export function focus(root, text) {
  const m = /^P(\d)\b/.exec(String(text));
  const found = named(root, text, m ? Number(m[1]) - 1 : -1);
  return pulse(found, 'ms-focus');
}

/** Marks what each seat's last move touched (context.last: [{seat, text}], newest first). */
function markLast(root, last) {
  for (const m of last || []) {
    for (const e of named(root, m.text, m.seat)) {
      e.classList.add('ms-last', 'last-seat-' + (m.seat % 4));
    }
  }
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

/** A die as SVG: its colour, its pips as a number and the colour's short name (colour-blind safe). */
function dieSvg(colour, pips, size = 40, note = '') {
  const d = DICE[colour];
  const svg = s('svg', { viewBox: '0 0 40 40', width: size, height: size, class: 'ms-die-face', role: 'img',
    'aria-label': d.name + ' ' + pips + (note ? ' ' + note : '') });
  svg.append(s('rect', { x: 1.5, y: 1.5, width: 37, height: 37, rx: 7, fill: d.fill, stroke: '#1f1d1a', 'stroke-width': 1.5 }));
  svg.append(s('text', { x: 20, y: 25, 'text-anchor': 'middle', 'font-size': 19, 'font-weight': 800, fill: d.ink }, String(pips)));
  svg.append(s('text', { x: 20, y: 36, 'text-anchor': 'middle', 'font-size': 8.5, 'font-weight': 700, fill: d.ink }, d.short));
  return svg;
}

/** Field f of the 24-field ring as grid cell (x, y) of a 7 x 7 frame, clockwise from the top left corner. */
function cellOf(f) {
  if (f <= 6) {
    return [f, 0];
  }
  if (f <= 12) {
    return [6, f - 6];
  }
  if (f <= 18) {
    return [18 - f, 6];
  }
  return [0, 24 - f];
}

function seatText(p, view) {
  return p === view.observer ? 'you (P' + (p + 1) + ')' : 'P' + (p + 1);
}

export function render(root, view, legalActions, send, context) {
  context = context || {};
  const redraw = () => render(root, view, legalActions, send, context);
  // options describe the legal actions; without legal actions (another seat decides, a replay) nothing is clickable
  const options = (legalActions.length ? view.options || [] : []).slice(0, legalActions.length).map((o, i) => ({ ...o, i,
    index: legalActions[i].index, label: legalActions[i].label }));
  // a new decision (a new prompt or legal list) closes the open menu
  const key = view.round + '/' + view.prompt + '/' + legalActions.map(a => a.label).join('|');
  if (ui.key !== key) {
    ui.key = key;
    ui.menu = '';
  }
  const used = new Set();
  const kinds = (...ks) => options.filter(o => ks.includes(o.kind));
  /** Makes a node act on {@code list}: one option at once, several through a menu named {@code id}. */
  const actOn = (node, id, list, title, menuHost) => {
    if (!list.length) {
      return;
    }
    list.forEach(o => used.add(o.i));
    node.classList.add('lit');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('data-act', id);
    const label = list.length === 1 ? list[0].label : title + ' (' + list.length + ' choices)';
    node.setAttribute('aria-label', label);
    if (node instanceof SVGElement) {
      node.append(s('title', {}, label));
    } else {
      node.setAttribute('title', label);
    }
    const go = e => {
      if (e) {
        e.stopPropagation();
      }
      if (list.length === 1) {
        send(list[0].index);
      } else {
        ui.menu = ui.menu === id ? '' : id;
        redraw();
      }
    };
    node.addEventListener('click', go);
    node.addEventListener('keydown', e => {
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault();
        go();
      }
    });
    if (ui.menu === id && list.length > 1) {
      menus.push({ title, list });
    }
  };
  const menus = [];

  root.replaceChildren();
  const wrap = h('div', { class: 'ms' });
  root.append(wrap);
  wrap.append(h('div', { class: 'ms-head' },
    h('span', {}, 'Round ' + view.round + ' of 7' + (view.over ? ' (over)' : '')),
    h('span', {}, 'Order: ' + view.order.map(p => 'P' + (p + 1)).join(' \u2192 ')),
    h('span', { class: 'ms-prompt' }, view.prompt)));

  const main = h('div', { class: 'ms-main' });
  wrap.append(main);
  const boardBox = h('div', { class: 'ms-board-box' });
  main.append(boardBox);
  // a group, not an image: its lit fields, dice and goods are buttons
  const svg = s('svg', { viewBox: `-6 -6 ${7 * CELL + 12} ${7 * CELL + 12}`, class: 'ms-board', role: 'group',
    'aria-label': 'the market ring' });
  boardBox.append(svg);

  // the ring: stalls, cubes, persons; fields an action can reach are lit
  const stalls = new Map(view.stalls.map(st => [st.field, st]));
  const personAt = new Map();
  view.persons.forEach((f, p) => {
    if (!personAt.has(f)) {
      personAt.set(f, []);
    }
    personAt.get(f).push(p);
  });
  const fieldActs = new Map();
  // fields whose stall, cubes or persons changed since the last picture fade in (not on a page's first picture)
  const before = seen.observer === view.observer ? seen.fields : null;
  const now = new Map();
  for (let f = 0; f < 24; f++) {
    const st = stalls.get(f);
    now.set(f, (st ? st.owner + ':' + st.cubes.join(',') : '') + '/' + (personAt.get(f) || []).join(','));
  }
  seen.observer = view.observer;
  seen.fields = now;
  for (const o of options) {
    if (o.field >= 0 && ['move_person', 'choose_corner', 'place_cube', 'move_cube', 'return_cube'].includes(o.kind)) {
      if (!fieldActs.has(o.field)) {
        fieldActs.set(o.field, []);
      }
      fieldActs.get(o.field).push(o);
    }
  }
  for (let f = 0; f < 24; f++) {
    const [cx, cy] = cellOf(f);
    const x = cx * CELL;
    const y = cy * CELL;
    const st = stalls.get(f);
    const fresh = before && before.get(f) !== now.get(f);
    const g = s('g', { class: 'ms-field' + (st ? ' stall seat-' + st.owner : '') + (fresh ? ' ms-enter' : ''),
      'data-field': f });
    if (fresh) { // a CSS transition from faded to shown, once the new node is in the page
      requestAnimationFrame(() => requestAnimationFrame(() => g.classList.remove('ms-enter')));
    }
    g.append(s('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, rx: 5, class: 'ms-cell' }));
    g.append(s('text', { x: x + 5, y: y + 15, class: 'ms-num' }, String(f)));
    if (st) {
      g.append(s('text', { x: x + CELL - 6, y: y + 14, 'text-anchor': 'end', class: 'ms-owner' }, 'P' + (st.owner + 1)));
      let k = 0;
      st.cubes.forEach((n, goods) => {
        for (let j = 0; j < n; j++, k++) {
          const gx = x + 6 + (k % 3) * 13;
          const gy = y + 20 + Math.floor(k / 3) * 13;
          g.append(s('rect', { x: gx, y: gy, width: 12, height: 12, fill: GOODS[goods].fill, stroke: '#1f1d1a',
            'stroke-width': 0.8 }));
          g.append(s('text', { x: gx + 6, y: gy + 9.5, 'text-anchor': 'middle', class: 'ms-cube-letter' },
            GOODS[goods].letter));
        }
      });
    }
    (personAt.get(f) || []).forEach((p, j) => {
      const px = x + CELL - 12 - j * 15;
      const py = y + CELL - 12;
      g.append(s('circle', { cx: px, cy: py, r: 7.5, fill: PERSONS[p].fill, stroke: '#1f1d1a', 'stroke-width': 1.5,
        class: 'ms-person' }));
      g.append(s('text', { x: px, y: py + 3.5, 'text-anchor': 'middle', class: 'ms-person-letter' + (p === 3 ? ' consul' : '') },
        PERSONS[p].letter));
    });
    const acts = fieldActs.get(f) || [];
    if (acts.length) {
      g.append(s('rect', { x: x + 1, y: y + 1, width: CELL - 2, height: CELL - 2, rx: 6, class: 'ms-lit-ring' }));
      const tags = [...new Set(acts.filter(o => o.kind === 'move_person').map(o => PERSONS[o.person].letter))];
      if (tags.length) {
        g.append(s('text', { x: x + CELL / 2, y: y + CELL / 2 + 6, 'text-anchor': 'middle', class: 'ms-target' },
          '\u2192' + tags.join('')));
      }
    }
    actOn(g, 'field-' + f, acts, 'field ' + f);
    svg.append(g);
  }

  // the middle: temple dice, harbour with price tiles, points markers, god cards on display
  const mid = s('g', { class: 'ms-middle' });
  svg.append(mid);
  const mx = CELL + 10;
  let my = CELL + 22;
  mid.append(s('text', { x: mx, y: my, class: 'ms-h' }, 'Temple (price ' + view.prices[0] + ')'));
  my += 6;
  let col = 0;
  const declaring = view.declared;
  for (let code = 0; code < 24; code++) {
    for (let n = 0; n < view.temple[code]; n++) {
      const colour = Math.floor(code / 6);
      const pips = code % 6 + 1;
      const dx = mx + (col % 7) * 42;
      const dy = my + Math.floor(col / 7) * 42;
      col++;
      const g = s('g', { class: 'ms-die temple', 'data-colour': colour, 'data-pips': pips, transform: `translate(${dx},${dy})` });
      const face = dieSvg(colour, pips, 38);
      g.append(...face.childNodes);
      const mine = options.filter(o => (o.kind === 'use_die' || o.kind === 'add_die') && !o.fromSupply
        && o.colour === colour && o.pips === pips);
      actOn(g, 'temple-' + code, mine, (declaring ? 'add ' : 'take ') + DICE[colour].name + ' ' + pips);
      mid.append(g);
    }
  }
  if (col === 0) {
    mid.append(s('text', { x: mx, y: my + 20, class: 'ms-small' }, 'no dice in the temple'));
  }
  my += Math.max(1, Math.ceil(col / 7)) * 42 + 22;
  mid.append(s('text', { x: mx, y: my, class: 'ms-h' }, 'Harbour: cubes, price, points'));
  my += 6;
  for (let gk = 0; gk < 4; gk++) {
    const gx = mx + gk * 74;
    const g = s('g', { class: 'ms-goods', 'data-goods': gk });
    g.append(s('rect', { x: gx, y: my, width: 68, height: 52, rx: 6, fill: '#fffdf8', stroke: '#b9b1a2', class: 'ms-goods-box' }));
    g.append(s('rect', { x: gx + 5, y: my + 6, width: 16, height: 16, fill: GOODS[gk].fill, stroke: '#1f1d1a' }));
    g.append(s('text', { x: gx + 13, y: my + 18.5, 'text-anchor': 'middle', class: 'ms-cube-letter big' }, GOODS[gk].letter));
    g.append(s('text', { x: gx + 26, y: my + 19, class: 'ms-t' }, '\u00d7' + view.harbour[gk]));
    g.append(s('text', { x: gx + 3, y: my + 35, class: 'ms-small' }, 'price ' + (gk < 3 ? view.prices[gk + 1] : 1)));
    if (gk < 3) {
      g.append(s('text', { x: gx + 3, y: my + 48, class: 'ms-small' }, 'points ' + view.markers[gk]));
    }
    actOn(g, 'goods-' + gk, options.filter(o => (o.kind === 'buy_goods' || o.kind === 'pay_for_cube') && o.goods === gk),
      GOODS[gk].name + ' goods');
    mid.append(g);
  }
  // the god cards on display, under the picture (as text it wraps at any width instead of running into the ring);
  // a grey die use takes one of them, or the top of the deck, by clicking it
  const gods = h('p', { class: 'ms-gods' }, h('span', {}, 'Gods on display:'), ' ');
  view.faceUp.forEach((g, i) => {
    const card = h('span', { class: 'ms-god ms-god-shown', 'data-name': g >= 0 ? GODS[g] : '' }, g >= 0 ? GODS[g] : '-');
    actOn(card, 'take-' + i, options.filter(o => o.kind === 'take_card' && o.variant === i), 'take ' + GODS[g]);
    gods.append(card, ' ');
  });
  const deck = h('span', { class: 'ms-god ms-god-deck' }, 'deck ' + view.deckSize);
  actOn(deck, 'take-deck', options.filter(o => o.kind === 'take_card' && o.variant === 2), 'take the top card');
  gods.append(deck, ' Penalty stones left: ' + view.stoneSupply + '.');
  boardBox.append(gods);

  // the side: the die use being built, own dice, god cards, the players
  const side = h('div', { class: 'ms-side' });
  main.append(side);
  side.append(dieUse(view, options, actOn, kinds));
  if (view.observer >= 0) { // a spectator holds no dice and no cards
    side.append(ownDice(view, options, actOn));
  }
  side.append(players(view));
  for (const m of menus) {
    const box = h('div', { class: 'ms-menu', role: 'menu' }, h('b', {}, m.title + ':'));
    for (const o of m.list) {
      const b = h('button', { type: 'button', class: 'ms-menu-item', 'data-index': o.index }, o.label);
      b.addEventListener('click', () => send(o.index));
      box.append(b);
    }
    const close = h('button', { type: 'button', class: 'small' }, 'close');
    close.addEventListener('click', () => {
      ui.menu = '';
      redraw();
    });
    box.append(close);
    wrap.insertBefore(box, main);
  }
  const rest = options.filter(o => !used.has(o.i));
  if (rest.length) { // choices that name no die, field or card (pass, end the turn, build here...): board buttons
    const box = h('div', { class: 'ms-rest', role: 'group', 'aria-label': 'other choices' });
    for (const o of rest) {
      const b = h('button', { type: 'button', class: 'ms-' + o.kind.replace(/_/g, '-'), 'data-index': o.index }, o.label);
      b.addEventListener('click', () => send(o.index));
      box.append(b);
    }
    wrap.insertBefore(box, main);
  }
  wrap.append(h('p', { class: 'ms-key muted small' }, 'Key: dice Be beige (buy goods), Br brown (move a person), Bk black '
    + '(buy prestige), Gy grey (sacrifice); cubes V violet, O orange, P pink, B beige; persons v o p customers, C the '
    + 'consul; P1..P4 stall owners. Lit: what you can click now. Ringed: each player\u2019s last move.'));
  markLast(wrap, context.last);
}

/** The die use being declared: its dice with their bends, what the set is worth, and the bend controls. */
function dieUse(view, options, actOn, kinds) {
  const d = view.declared;
  const box = h('section', { class: 'ms-use' + (d ? ' active' : '') });
  if (!d) {
    const take = kinds('use_die');
    box.append(h('h3', {}, 'Die use'), h('p', { class: 'small' }, take.length
      ? '1. Click a lit die (temple or your supply). 2. Bend it if you like. 3. Click the target.'
      : 'No die use now.'));
    return box;
  }
  box.append(h('h3', {}, (d.player === view.observer ? 'Your die use' : 'P' + (d.player + 1) + '\u2019s die use') + ': '
    + DICE[d.dice[0].effColour].name + ' ' + d.value + ' (' + DICE[d.dice[0].effColour].action + ')'
    + (d.stones ? ', ' + d.stones + ' penalty stone' + (d.stones === 1 ? '' : 's') : '')));
  const dice = h('div', { class: 'ms-set' });
  d.dice.forEach((die, i) => {
    const one = h('div', { class: 'ms-set-die', 'data-die': i }, dieSvg(die.effColour, die.value, 44,
      die.colour !== die.effColour || die.delta ? '(rolled ' + DICE[die.colour].name + ' ' + die.pips + ')' : ''));
    if (die.colour !== die.effColour || die.delta) {
      one.append(h('span', { class: 'ms-was small' }, 'was ' + DICE[die.colour].short + ' ' + die.pips));
    }
    const bends = h('div', { class: 'ms-bends' });
    for (const o of options.filter(o => o.kind === 'pip_step' && o.die === i)) {
      const b = h('button', { type: 'button', class: 'ms-bend ms-pip' + (o.up ? ' up' : ' down'), 'data-die': i,
        title: o.label }, (o.up ? '+1' : '\u22121') + (o.god ? ' Minerva' : ''));
      actOn(b, 'pip-' + o.i, [o], o.label);
      bends.append(b);
    }
    for (const o of options.filter(o => o.kind === 'recolour' && o.die === i)) {
      const b = h('button', { type: 'button', class: 'ms-bend ms-recolour', title: o.label },
        '\u2192 ' + DICE[o.colour].short + (o.god ? ' Phoebus' : ''));
      actOn(b, 'recolour-' + o.i, [o], o.label);
      bends.append(b);
    }
    one.append(bends);
    dice.append(one);
  });
  box.append(dice);
  if (kinds('add_die').length) {
    box.append(h('p', { class: 'small' }, 'Add a die: click a lit die in the temple or your supply.'));
  }
  const targets = h('div', { class: 'ms-targets' });
  for (const [kind, text] of [['buy_prestige', 'Buy prestige'], ['sacrifice', 'Sacrifice to the gods']]) {
    const list = options.filter(o => o.kind === kind);
    if (list.length) {
      const b = h('button', { type: 'button', class: 'primary ms-' + kind.replace(/_/g, '-') }, text);
      actOn(b, kind, list, text);
      targets.append(b);
    }
  }
  if (options.some(o => o.kind === 'move_person')) {
    targets.append(h('span', { class: 'small' }, 'Target: click a lit field of the ring (\u2192v: the violet customer ends there).'));
  }
  if (options.some(o => o.kind === 'buy_goods')) {
    targets.append(h('span', { class: 'small' }, 'Target: click a lit goods kind in the harbour.'));
  }
  for (const o of options.filter(o => o.kind === 'cancel_die')) {
    const b = h('button', { type: 'button', class: 'ms-cancel-die' }, 'Cancel');
    actOn(b, 'cancel', [o], o.label);
    targets.append(b);
  }
  box.append(targets);
  return box;
}

/** The seat's own dice: rolled (to keep), in the personal supply (to use or add), behind the screen; god cards. */
function ownDice(view, options, actOn) {
  const me = view.players[view.observer];
  const box = h('section', { class: 'ms-own' }, h('h3', {}, 'Your dice and cards'));
  if (view.ownRolled.some(n => n)) {
    const row = h('div', { class: 'ms-dice-row' }, h('span', { class: 'small' }, 'Rolled:'));
    view.ownRolled.forEach((n, code) => {
      for (let k = 0; k < n; k++) {
        const b = h('span', { class: 'ms-die rolled' }, dieSvg(Math.floor(code / 6), code % 6 + 1, 40));
        actOn(b, 'keep-' + code, options.filter(o => o.kind === 'keep_die' && o.colour === Math.floor(code / 6)
          && o.pips === code % 6 + 1), 'keep');
        row.append(b);
      }
    });
    for (const o of options.filter(o => o.kind === 'end_keeping')) {
      const b = h('button', { type: 'button', class: 'ms-end-keeping' }, 'Put the rest into the temple');
      actOn(b, 'end-keeping', [o], o.label);
      row.append(b);
    }
    box.append(row);
  }
  const supply = h('div', { class: 'ms-dice-row' }, h('span', { class: 'small' }, 'Supply:'));
  let any = false;
  me.supplyDice.forEach((n, code) => {
    for (let k = 0; k < n; k++) {
      any = true;
      const colour = Math.floor(code / 6);
      const pips = code % 6 + 1;
      const b = h('span', { class: 'ms-die supply', 'data-colour': colour, 'data-pips': pips }, dieSvg(colour, pips, 40));
      actOn(b, 'supply-' + code, options.filter(o => (o.kind === 'use_die' || o.kind === 'add_die') && o.fromSupply
        && o.colour === colour && o.pips === pips), (view.declared ? 'add ' : 'take ') + DICE[colour].name + ' ' + pips);
      supply.append(b);
    }
  });
  if (!any) {
    supply.append(h('span', { class: 'muted small' }, 'none'));
  }
  box.append(supply);
  const behind = h('div', { class: 'ms-dice-row ms-screen' }, h('span', { class: 'small' }, 'Behind your screen:'));
  me.screenDice.forEach((n, colour) => {
    for (let k = 0; k < n; k++) {
      behind.append(dieSvg(colour, '\u2713', 28, '(used, behind the screen)'));
    }
  });
  behind.append(h('span', { class: 'small' }, screen(me.screenDice)
    + (me.money >= 0 ? '; ' + me.money + ' sesterces, ' + me.stones + ' penalty stones' : '')));
  box.append(behind);
  const cards = h('div', { class: 'ms-cards' }, h('span', { class: 'small' }, 'God cards:'));
  const played = new Set();
  view.ownHand.forEach((g, i) => {
    const card = h('span', { class: 'ms-god' + (view.ownPlayable[i] ? ' playable' : ''), 'data-name': GODS[g] || '',
      title: view.ownPlayable[i] ? 'may be played now' : 'taken this turn: not yet playable' }, GODS[g] || '?');
    if (!played.has(g)) { // Mars, Pluto, Vesta are played by clicking the card
      played.add(g);
      actOn(card, 'god-' + g, options.filter(o => PLAYED[o.kind] === g), 'play ' + GODS[g]);
    }
    cards.append(card);
  });
  if (!view.ownHand.length) {
    cards.append(h('span', { class: 'muted small' }, 'none'));
  }
  box.append(cards);
  return box;
}

function screen(byColour) {
  const parts = byColour.map((n, c) => n ? n + ' ' + DICE[c].name : '').filter(x => x);
  const total = byColour.reduce((a, b) => a + b, 0);
  return parts.length ? parts.join(', ') + (total === 1 ? ' die' : ' dice') : 'no dice';
}

function players(view) {
  const box = h('section', { class: 'ms-players' });
  for (const p of view.players) {
    box.append(h('div', { class: 'ms-player seat-' + p.seat + (p.seat === view.observer ? ' you' : '') + (p.passed ? ' passed' : ''),
      'data-seat': p.seat },
      h('span', { class: 'ms-seat' }, 'P' + (p.seat + 1)),
      h('b', {}, (p.seat === view.observer ? 'You' : SEATS[p.seat])),
      h('span', {}, 'prestige ' + p.prestige),
      h('span', {}, p.money >= 0 ? p.money + ' sesterces' : 'sesterces hidden'),
      h('span', {}, p.cards + ' god card' + (p.cards === 1 ? '' : 's')),
      h('span', {}, p.reserve + ' stall tile' + (p.reserve === 1 ? '' : 's') + ' left'),
      h('span', {}, 'screen: ' + screen(p.screenDice)),
      p.roundTile > 0 ? h('span', {}, 'round tile ' + p.roundTile) : null,
      p.passed ? h('span', { class: 'ms-passed' }, 'passed') : null));
  }
  return box;
}
