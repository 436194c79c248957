// Polis's picture for the browser (served by `agon serve` at /renderers/polis/render.js).
// Each city is a tableau of cards with their symbols (a coin on a protected one), under the city's board; the four
// decks with their counts; the running auction with the high bid and who is still in. Cards the seat does not know
// are backs in their colour, with the colour's letter. The seat's legal actions (their labels) are attached to the
// things they name: a deck, a card (in a hand or a city), a player's city (to trade with, attack...), a history pile,
// the auction's bid and pass controls; any other choice is a button on the board. The "all moves" drawer beside the
// board stays. Each seat's last move is marked on what it names, new cards fade in, and focus(root, text) shows
// what a narration line names.
import { pulse } from '/static/util.js';

export const stylesheet = new URL('./render.css', import.meta.url).href;
/** Each seat's colour on this board (render.css .seat-N), which the page repeats beside the seat's name. */
export const seatColours = ['#b03a2e', '#1f5fa8', '#23704a', '#8e44ad', '#a86400'];

const NS = 'http://www.w3.org/2000/svg';
const COLOURS = {
  red: { fill: '#c0392b', letter: 'R' },
  green: { fill: '#3f8f3f', letter: 'G' },
  blue: { fill: '#2f6fb5', letter: 'B' },
  yellow: { fill: '#e0b020', letter: 'Y' },
};
const ORDER = ['red', 'green', 'blue', 'yellow'];
const SYMBOLS = {
  WAR: 'War', VASE: 'Vase', CULTURE: 'Culture', MERCENARY: 'Mercenary', MONEY: 'Money', POINTS: 'Points', VP: 'VP',
  DISCOUNT_ANY: 'Discount', START_MONEY: 'Start money', MONEY_PER_BUILDING: 'Money per building',
  VP_PER_BUILDING: 'VP per building', DISCOUNT: 'Discount', MONEY_PER: 'Money per', VP_PER: 'VP per',
};

// the open action menu (a card or deck with several actions) and the bid amount, kept between renders
const ui = { menu: '', menuKey: '', amount: 0, amountKey: '' };
// the city cards of the previous picture, to let new ones fade in
const seen = { observer: null, cards: null };
// actions that name a card lying in a city (anyone's); other actions naming a card are about a hand card
const CITY_VERB = /^(Protect|Sacrifice|Destroy|Assassinate|Tuck) /;
// actions about a history pile
const HISTORY = /history pile/;

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
    node.setAttribute(k, String(v));
  }
  for (const c of children) {
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/** A card back in its colour with the colour's letter (colour-blind safe), as a small SVG. */
function back(colour, label) {
  const c = COLOURS[colour] || { fill: '#888', letter: '?' };
  const svg = s('svg', { viewBox: '0 0 40 56', class: 'pl-back', role: 'img', 'aria-label': label || 'a ' + colour + ' card' });
  svg.append(s('rect', { x: 1, y: 1, width: 38, height: 54, rx: 5, fill: c.fill, stroke: '#1f1d1a', 'stroke-width': 1.5 }));
  svg.append(s('rect', { x: 5, y: 5, width: 30, height: 46, rx: 3, fill: 'none', stroke: '#fff', 'stroke-width': 1.2,
    'stroke-dasharray': '3 2' }));
  svg.append(s('text', { x: 20, y: 35, 'text-anchor': 'middle', 'font-size': 20, 'font-weight': 700, fill: '#fff',
    stroke: '#1f1d1a', 'stroke-width': 2, 'paint-order': 'stroke' }, c.letter));
  return svg;
}

/** The glossary's word for a symbol (its rules help on the board): "money", "point tokens", "VP per red card". */
function term(parts) {
  const kind = parts[0];
  if ((kind === 'MONEY_PER' || kind === 'VP_PER') && parts[1]) {
    return (kind === 'MONEY_PER' ? 'money per ' : 'VP per ') + parts[1].toLowerCase() + ' card';
  }
  return kind === 'POINTS' ? 'point tokens' : kind === 'DISCOUNT' ? 'discount' : SYMBOLS[kind] || kind.toLowerCase();
}

/** "MONEY:3*" as a readable pill: the kind, its colour or value; a star when it can be protected. */
function symbol(text, coin) {
  const star = text.endsWith('*');
  const parts = (star ? text.slice(0, -1) : text).split(':');
  const name = SYMBOLS[parts[0]] || parts[0].toLowerCase();
  const rest = parts.slice(1).map(p => COLOURS[p.toLowerCase()] ? COLOURS[p.toLowerCase()].letter : p).join(' ');
  const pill = h('span', { class: 'pl-sym sym-' + parts[0].toLowerCase() + (coin ? ' coined' : ''),
    'data-term': term(parts),
    title: name + (rest ? ' ' + rest : '') + (star ? ' (can be protected)' : '') + (coin ? ': protected by a coin' : '') },
    name + (rest ? ' ' + rest : ''));
  if (coin) {
    pill.prepend(h('span', { class: 'pl-coin', 'aria-label': 'coin' }, '\u25cf'));
  }
  return pill;
}

function symbols(list, coin) {
  const box = h('span', { class: 'pl-syms' });
  let coinUsed = false;
  for (const t of list) {
    if (!t) {
      continue;
    }
    if (t.startsWith('+')) {
      const ability = t.slice(1).toLowerCase().replace(/_/g, ' ');
      box.append(h('span', { class: 'pl-sym ability', 'data-term': ability }, ability));
      continue;
    }
    const coined = !coinUsed && coin && (t === coin || t.replace('*', '') === coin.replace('*', ''));
    coinUsed = coinUsed || coined;
    box.append(symbol(t, coined));
  }
  return box;
}

function seatTag(p, view) {
  return h('span', { class: 'pl-seat-tag seat-' + (p % 5) },
    'P' + (p + 1) + (p === view.observer ? ' (you)' : ''));
}

/** The seat a narration line is about: "P2: Bid 5" or "P2 buys ..." gives 1; -1 when none. */
function seatOf(text) {
  const m = /^P(\d)\b/.exec(String(text));
  return m ? Number(m[1]) - 1 : -1;
}

/**
 * The board things a narration line names: cards by name (in the seat's own city and hand first), a deck by its
 * colour, the auction for a bid, a city for an attack or a trade.
 */
function named(root, text, seat) {
  const t = String(text).replace(/^[^:]{1,40}: (?=[A-Z])/, ''); // the move without "P2: " (or a chosen name)
  const found = new Set();
  const names = [...new Set([...root.querySelectorAll('[data-card]')].map(e => e.dataset.card))]
    .filter(n => n && t.includes(n)).sort((a, b) => b.length - a.length);
  for (const n of names) {
    const own = seat >= 0 ? [...root.querySelectorAll('.pl-city[data-seat="' + seat + '"] [data-card]')]
      .filter(e => e.dataset.card === n) : [];
    const any = own.length ? own : [...root.querySelectorAll('[data-card]')].filter(e => e.dataset.card === n);
    any.forEach(e => found.add(e));
  }
  for (const m of t.matchAll(/\b(red|green|blue|yellow) (card|deck)/g)) {
    if (!/^(Auction|Bid|Pass|Sell|Buy back|Keep the unsold)/.test(t)) {
      root.querySelectorAll('.pl-deck[data-colour="' + m[1] + '"]').forEach(e => found.add(e));
    }
  }
  if (/^(Auction|Bid|Pass|Sell|Buy back|Keep the unsold)/.test(t) || /\bbids?\b|\bauction/i.test(t) && !found.size) {
    root.querySelectorAll('.pl-auction').forEach(e => found.add(e));
  }
  for (const m of t.matchAll(/^(Trade with|Attack|Point the Harbour at|Look at) P(\d)/g)) {
    root.querySelectorAll('.pl-city[data-seat="' + (Number(m[2]) - 1) + '"] header').forEach(e => found.add(e));
  }
  if (!found.size && seat >= 0) { // a move that names no card, deck or auction (pass, skip, income): its city
    root.querySelectorAll('.pl-city[data-seat="' + seat + '"] header').forEach(e => found.add(e));
  }
  return [...found];
}

/** Briefly marks what a narration line names and brings it into view; false when the board shows none of it. */
export function focus(root, text) {
  const found = named(root, text, seatOf(text));
  return pulse(found, 'pl-focus');
}

/** Marks what each seat's last move touched (context.last: [{seat, text}], newest first). */
function markLast(root, last) {
  for (const m of last || []) {
    for (const e of named(root, m.text, m.seat)) {
      e.classList.add('pl-last', 'last-seat-' + (m.seat % 5));
      if (!e.title) {
        e.title = 'last move: ' + m.text;
      }
    }
  }
}

export function render(root, view, legalActions, send, context) {
  context = context || {};
  const redraw = () => render(root, view, legalActions, send, context);
  const key = view.turn + '/' + view.phase + '/' + view.deciding + '/' + legalActions.map(a => a.label).join('|');
  if (ui.menuKey !== key) {
    ui.menu = '';
    ui.menuKey = key;
  }
  const claimed = new Set();
  /** The actions whose labels pass {@code test}; claims them for the board. */
  const matching = test => {
    const out = legalActions.filter(a => test(a.label));
    out.forEach(a => claimed.add(a.index));
    return out;
  };
  /** Makes {@code node} act: one action is sent at once, several open a menu named {@code id}. */
  const actOn = (node, id, actions, title) => {
    if (!actions.length) {
      return node;
    }
    node.classList.add('pl-act');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('data-act', id);
    node.setAttribute('title', actions.length === 1 ? actions[0].label : title + ': ' + actions.length + ' choices');
    const go = () => {
      if (actions.length === 1) {
        send(actions[0].index);
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
    if (ui.menu === id && actions.length > 1) {
      const menu = h('div', { class: 'pl-menu', role: 'menu' });
      for (const a of actions) {
        const b = h('button', { type: 'button', class: 'pl-menu-item', 'data-index': a.index }, a.label);
        b.addEventListener('click', e => {
          e.stopPropagation();
          send(a.index);
        });
        menu.append(b);
      }
      return h('div', { class: 'pl-menu-wrap' }, node, menu);
    }
    return node;
  };

  root.replaceChildren();
  const wrap = h('div', { class: 'pl' });
  root.append(wrap);

  // the line of the moment
  wrap.append(h('div', { class: 'pl-head' },
    h('span', {}, 'Turn ' + view.turn + (view.phase >= 0 ? ', phase ' + view.phase : ', set-up')),
    h('span', { class: 'pl-eg', title: 'the game ends when the second end-game card is revealed' },
      'End-game cards ' + view.endGameCards + ' / 2'),
    h('span', { class: 'pl-prompt' }, view.deciding < 0 ? view.prompt
      : !view.prompt ? 'P' + (view.deciding + 1) + ' is deciding' // a spectator's board: no prompt
      : (view.deciding === view.observer ? 'You: ' : 'P' + (view.deciding + 1) + ': ') + view.prompt)));

  // the four decks and the box
  const decks = h('div', { class: 'pl-decks' });
  for (const d of view.decks) {
    const deck = h('div', { class: 'pl-deck' + (d.blocked ? ' blocked' : ''), 'data-colour': d.colour },
      back(d.colour, d.colour + ' deck, ' + d.cards + ' cards'),
      h('span', { class: 'pl-count' }, d.cards + ' ' + d.colour), d.blocked ? h('span', { class: 'pl-blocked' }, 'blocked') : null,
      d.knownTop ? h('span', { class: 'pl-top' }, 'top: ' + d.knownTop) : null);
    const word = new RegExp('\\b' + d.colour + ' (card|deck)', 'i');
    decks.append(actOn(deck, 'deck-' + d.colour, matching(l => word.test(l) && !/^Bid /.test(l) && !/^Auction /.test(l)),
      'the ' + d.colour + ' deck'));
  }
  const box = view.box;
  const boxCount = box.known.length + box.hiddenColour.reduce((a, b) => a + b, 0);
  decks.append(h('div', { class: 'pl-box' }, h('b', {}, 'Box'), h('span', {}, boxCount + ' cards'),
    box.known.length ? h('span', { class: 'small' }, 'you know: ' + box.known.join(', ')) : null));
  wrap.append(decks);

  // the auction
  if (view.lot) {
    wrap.append(auction(view, legalActions, matching, send, redraw));
  }

  // city cards new since the last picture fade in (not on the first picture of a page)
  const before = seen.observer === view.observer ? seen.cards : null;
  seen.observer = view.observer;
  seen.cards = new Set(view.players.flatMap(p => p.city.map(c => c.id)));
  // the cities: the observer's first, then the others in seat order
  const order = view.players.map(p => p.seat);
  order.sort((a, b) => (a === view.observer ? -1 : b === view.observer ? 1 : a - b));
  const cities = h('div', { class: 'pl-cities' });
  for (const seat of order) {
    cities.append(city(view, view.players[seat], matching, actOn, before));
  }
  wrap.append(cities);
  for (const e of wrap.querySelectorAll('.pl-enter')) { // a CSS transition from faded to shown
    requestAnimationFrame(() => requestAnimationFrame(() => e.classList.remove('pl-enter')));
  }
  // choices that name no deck, card or city (skip, done, collect income...): buttons on the board, under the prompt
  const rest = legalActions.filter(a => !claimed.has(a.index));
  if (rest.length) {
    const row = h('div', { class: 'pl-choices', role: 'group', 'aria-label': 'other choices' });
    for (const a of rest) {
      const b = h('button', { type: 'button', class: 'pl-choice', 'data-index': a.index }, a.label);
      b.addEventListener('click', () => send(a.index));
      row.append(b);
    }
    wrap.insertBefore(row, wrap.children[1]);
  }
  if (legalActions.length && rest.length < legalActions.length) {
    wrap.append(h('p', { class: 'pl-rest muted small' }, 'Click a lit deck, card, city or the auction (Tab and Enter'
      + ' work too); a thing with several choices opens a menu. Every move is also in "All moves".'));
  }
  markLast(wrap, context.last);
}

function auction(view, legalActions, matching, send, redraw) {
  const lot = view.lot;
  const box = h('section', { class: 'pl-auction', 'aria-label': 'the auction' });
  const card = lot.card ? h('div', { class: 'pl-card face ' + lot.colour },
    h('span', { class: 'pl-letter' }, COLOURS[lot.colour].letter), h('b', {}, lot.card)) : back(lot.colour);
  const facts = h('div', { class: 'pl-facts' });
  facts.append(h('h3', {}, 'Auction: ', seatTag(lot.seller, view), ' sells ' + (lot.card ? lot.card + ' (' + lot.colour + ')'
    : 'a ' + lot.colour + ' card')));
  facts.append(h('p', { class: 'pl-high' }, lot.highBidder >= 0 ? 'High bid ' : 'No bid yet',
    lot.highBidder >= 0 ? h('b', { class: 'pl-high-bid' }, String(lot.highBid)) : null,
    lot.highBidder >= 0 ? ' by ' : null, lot.highBidder >= 0 ? seatTag(lot.highBidder, view) : null));
  if (lot.stage === 'bidding') {
    const ins = h('p', { class: 'pl-in' }, 'Still in: ');
    for (const p of lot.stillIn) {
      const tag = seatTag(p, view);
      if (p === lot.bidder) {
        tag.classList.add('bidding');
        tag.title = 'to bid or pass now';
      }
      ins.append(tag, ' ');
    }
    if (!lot.stillIn.length) {
      ins.append('nobody');
    }
    facts.append(ins);
  } else if (lot.stage === 'seller') {
    facts.append(h('p', {}, 'The seller sells for ' + lot.highBid + ' or buys it back for ' + (lot.highBid + 1) + '.'));
  } else if (lot.stage === 'unsold') {
    facts.append(h('p', {}, 'Nobody bid: the seller may keep the card for 1.'));
  }
  const controls = h('div', { class: 'pl-bidding' });
  const bids = matching(l => /^Bid \d+/.test(l)).map(a => ({ ...a, amount: Number(/^Bid (\d+)/.exec(a.label)[1]) }))
    .sort((a, b) => a.amount - b.amount);
  if (bids.length) {
    const key = view.turn + '/' + lot.highBid + '/' + bids[0].amount;
    if (ui.amountKey !== key || !bids.some(b => b.amount === ui.amount)) {
      ui.amountKey = key;
      ui.amount = bids[0].amount;
    }
    const at = bids.findIndex(b => b.amount === ui.amount);
    const step = d => () => {
      ui.amount = bids[Math.max(0, Math.min(bids.length - 1, at + d))].amount;
      redraw();
    };
    const minus = h('button', { type: 'button', class: 'pl-minus', 'aria-label': 'lower the bid', disabled: at === 0 }, '\u2212');
    const plus = h('button', { type: 'button', class: 'pl-plus', 'aria-label': 'raise the bid', disabled: at === bids.length - 1 }, '+');
    const max = h('button', { type: 'button', class: 'pl-max', title: 'all you can bid' }, 'max ' + bids[bids.length - 1].amount);
    minus.addEventListener('click', step(-1));
    plus.addEventListener('click', step(1));
    max.addEventListener('click', () => {
      ui.amount = bids[bids.length - 1].amount;
      redraw();
    });
    const bid = h('button', { type: 'button', class: 'primary pl-bid', 'data-index': bids[at].index }, 'Bid ' + ui.amount);
    bid.addEventListener('click', () => send(bids[at].index));
    controls.append(minus, h('span', { class: 'pl-amount', 'aria-live': 'polite' }, String(ui.amount)), plus, max, bid);
  }
  const settle = lot.stage === 'seller' || lot.stage === 'unsold'; // every choice now is about the lot
  for (const [cls, test] of [['pl-pass', l => l === 'Pass'], ['pl-sell', l => /^Sell /.test(l)],
    ['pl-buyback', l => /^Buy back/.test(l)], ['pl-keep', l => /^Keep /.test(l)], ['pl-other', () => settle]]) {
    for (const a of matching(test)) {
      const b = h('button', { type: 'button', class: cls, 'data-index': a.index }, a.label);
      b.addEventListener('click', () => send(a.index));
      controls.append(b);
    }
  }
  box.append(h('div', { class: 'pl-lot' }, card), facts);
  if (controls.childNodes.length) {
    box.append(controls);
  }
  return box;
}

function city(view, p, matching, actOn, before) {
  const mine = p.seat === view.observer;
  const tag = 'P' + (p.seat + 1);
  const panel = h('section', { class: 'pl-city' + (mine ? ' you' : '') + (p.seat === view.onTurn ? ' on-turn' : ''),
    'data-seat': p.seat });
  panel.classList.add('seat-' + (p.seat % 5));
  const header = h('header', {}, seatTag(p.seat, view), h('b', { class: 'pl-board' }, p.board || 'no board yet'),
    p.seat === view.onTurn ? h('span', { class: 'pl-turn' }, 'on turn') : null);
  // actions aimed at this player: trade with, attack, point the Harbour at, look at the history pile, Plato's gift
  const aimed = mine ? [] : matching(l => new RegExp('^(Trade with|Attack|Point the Harbour at|Look at) ' + tag
    + '\\b').test(l) || /^Plato: /.test(l) && new RegExp('give \\d+ to ' + tag + '\\b').test(l));
  panel.append(actOn(header, 'seat-' + p.seat, aimed, tag + '\u2019s city'));
  panel.append(h('div', { class: 'pl-stats' },
    stat('Money', p.money), stat('Tokens', p.points), stat('War', p.attack + ' / ' + p.defence, 'attack / defence'),
    stat('Vases', p.vases), stat('Culture', p.culture), stat('VP now', p.vpNow, 'the score if the game ended now')));
  if (p.boardSymbols) {
    panel.append(h('div', { class: 'pl-boardsyms' }, h('span', { class: 'muted small' }, 'Board: '),
      symbols(p.boardSymbols.replace(/^\[|\]$/g, '').split(/,\s*/), '')));
  }
  const tableau = h('div', { class: 'pl-tableau' });
  for (const c of p.city) {
    const card = h('div', { class: 'pl-card face ' + c.colour + (c.slidUp ? ' slid' : '')
      + (before && !before.has(c.id) ? ' pl-enter' : ''), 'data-card': c.name },
      h('span', { class: 'pl-letter' }, COLOURS[c.colour] ? COLOURS[c.colour].letter : '?'),
      h('b', { class: 'pl-name' }, c.name), symbols(c.symbols.split(' '), c.coin),
      c.note ? h('span', { class: 'pl-note' }, c.note) : null);
    // own cards: protect, sacrifice, tuck...; another player's: destroy or assassinate ("... of P2")
    const acts = matching(l => l.includes(c.name) && CITY_VERB.test(l)
      && (mine ? !new RegExp(' of P\\d').test(l) : new RegExp(' of ' + tag + '\\b').test(l) || /^Destroy /.test(l)));
    tableau.append(actOn(card, 'city-' + c.id, acts, c.name));
  }
  if (!p.city.length) {
    tableau.append(h('span', { class: 'muted small' }, 'no cards in the city yet'));
  }
  panel.append(tableau);
  const hand = h('div', { class: 'pl-hand' }, h('span', { class: 'pl-zone' }, 'In hand'));
  p.hand.known.forEach((name, i) => {
    // the card as printed: colour stripe and letter, name, symbols (as a city card shows it)
    const f = (p.hand.faces || [])[i] || { name, colour: '', symbols: '' };
    const card = h('div', { class: 'pl-card face hand-card ' + f.colour, 'data-card': name },
      h('span', { class: 'pl-letter' }, COLOURS[f.colour] ? COLOURS[f.colour].letter : '?'),
      h('b', { class: 'pl-name' }, name), f.symbols ? symbols(f.symbols.split(' '), '') : null);
    hand.append(mine ? actOn(card, 'hand-' + name, matching(l => l.includes(name) && !CITY_VERB.test(l)
      && !HISTORY.test(l)), name) : card);
  });
  p.hand.hiddenColour.forEach((n, i) => {
    for (let k = 0; k < n; k++) {
      hand.append(h('span', { class: 'pl-hidden', 'data-colour': ORDER[i] }, back(ORDER[i], 'a hidden ' + ORDER[i] + ' card')));
    }
  });
  if (!p.hand.known.length && !p.hand.hiddenColour.some(n => n)) {
    hand.append(h('span', { class: 'muted small' }, 'empty'));
  }
  const history = p.history.known.length + p.history.hiddenColour.reduce((a, b) => a + b, 0);
  const tucked = p.tucked.known.length + p.tucked.hiddenColour.reduce((a, b) => a + b, 0);
  const pile = h('span', { class: 'pl-zone pl-history', 'data-seat': p.seat },
    'History ' + history + (tucked ? ', under Alexander ' + tucked : ''));
  // Herodotus, Hippocrates, Homer: the choices about a history pile (the observer's own, or the one looked at)
  const looked = /of P(\d)'s history pile/.exec(view.prompt || ''); // Herodotus chooses in that pile
  const pileOf = l => /^Look at P\d/.test(l) ? Number(/^Look at P(\d)/.exec(l)[1]) - 1
    : /\(Herodotus\)$/.test(l) && looked ? Number(looked[1]) - 1 : view.observer;
  const piled = matching(l => HISTORY.test(l) && pileOf(l) === p.seat);
  hand.append(actOn(pile, 'history-' + p.seat, piled, tag + '\u2019s history pile'));
  panel.append(hand);
  return panel;
}

function stat(name, value, title) {
  return h('span', { class: 'pl-stat', title: title || name }, h('span', { class: 'muted' }, name + ' '), h('b', {}, String(value)));
}
