// Polis's picture for the browser (served by `agon serve` at /renderers/polis/render.js).
// Each city is a tableau of cards with their symbols (a coin on a protected one), under the city's board; the four
// decks with their counts; the running auction with the high bid and who is still in. Cards the seat does not know
// are backs in their colour, with the colour's letter. The seat's legal actions (their labels) are attached to the
// things they name: a deck, a card, the auction's bid and pass controls. The buttons beside the board stay.
export const stylesheet = new URL('./render.css', import.meta.url).href;

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

/** "MONEY:3*" as a readable pill: the kind, its colour or value; a star when it can be protected. */
function symbol(text, coin) {
  const star = text.endsWith('*');
  const parts = (star ? text.slice(0, -1) : text).split(':');
  const name = SYMBOLS[parts[0]] || parts[0].toLowerCase();
  const rest = parts.slice(1).map(p => COLOURS[p.toLowerCase()] ? COLOURS[p.toLowerCase()].letter : p).join(' ');
  const pill = h('span', { class: 'pl-sym sym-' + parts[0].toLowerCase() + (coin ? ' coined' : ''),
    title: text + (star ? ' (can be protected)' : '') + (coin ? ': protected by a coin' : '') },
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
      box.append(h('span', { class: 'pl-sym ability', title: 'special ability' }, t.slice(1).toLowerCase().replace(/_/g, ' ')));
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

export function render(root, view, legalActions, send) {
  const redraw = () => render(root, view, legalActions, send);
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

  // the cities: the observer's first, then the others in seat order
  const order = view.players.map(p => p.seat);
  order.sort((a, b) => (a === view.observer ? -1 : b === view.observer ? 1 : a - b));
  const cities = h('div', { class: 'pl-cities' });
  for (const seat of order) {
    cities.append(city(view, view.players[seat], matching, actOn));
  }
  wrap.append(cities);
  // whatever the board does not show stays in the decision buttons beside it
  const rest = legalActions.filter(a => !claimed.has(a.index));
  if (legalActions.length) {
    wrap.append(h('p', { class: 'pl-rest muted small' }, rest.length === legalActions.length
      ? 'Choose with the buttons beside the board.'
      : 'Click a lit deck, card or the auction; ' + (rest.length ? rest.length + ' other choice'
        + (rest.length === 1 ? ' is' : 's are') + ' in the buttons beside the board.' : 'the buttons beside the board do the same.')));
  }
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

function city(view, p, matching, actOn) {
  const mine = p.seat === view.observer;
  const panel = h('section', { class: 'pl-city' + (mine ? ' you' : '') + (p.seat === view.onTurn ? ' on-turn' : ''),
    'data-seat': p.seat });
  panel.classList.add('seat-' + (p.seat % 5));
  panel.append(h('header', {}, seatTag(p.seat, view), h('b', { class: 'pl-board' }, p.board || 'no board yet'),
    p.seat === view.onTurn ? h('span', { class: 'pl-turn' }, 'on turn') : null));
  panel.append(h('div', { class: 'pl-stats' },
    stat('Money', p.money), stat('Tokens', p.points), stat('War', p.attack + ' / ' + p.defence, 'attack / defence'),
    stat('Vases', p.vases), stat('Culture', p.culture), stat('VP now', p.vpNow, 'the score if the game ended now')));
  if (p.boardSymbols) {
    panel.append(h('div', { class: 'pl-boardsyms' }, h('span', { class: 'muted small' }, 'Board: '),
      symbols(p.boardSymbols.replace(/^\[|\]$/g, '').split(/,\s*/), '')));
  }
  const tableau = h('div', { class: 'pl-tableau' });
  for (const c of p.city) {
    const card = h('div', { class: 'pl-card face ' + c.colour + (c.slidUp ? ' slid' : ''), 'data-card': c.name },
      h('span', { class: 'pl-letter' }, COLOURS[c.colour] ? COLOURS[c.colour].letter : '?'),
      h('b', { class: 'pl-name' }, c.name), symbols(c.symbols.split(' '), c.coin),
      c.note ? h('span', { class: 'pl-note' }, c.note) : null);
    tableau.append(mine ? actOn(card, 'city-' + c.id, matching(l => l.includes(c.name)), c.name) : card);
  }
  if (!p.city.length) {
    tableau.append(h('span', { class: 'muted small' }, 'no cards in the city yet'));
  }
  panel.append(tableau);
  const hand = h('div', { class: 'pl-hand' }, h('span', { class: 'pl-zone' }, 'Hand'));
  for (const name of p.hand.known) {
    const card = h('div', { class: 'pl-card face small-card', 'data-card': name }, h('b', {}, name));
    hand.append(mine ? actOn(card, 'hand-' + name, matching(l => l.includes(name)), name) : card);
  }
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
  hand.append(h('span', { class: 'pl-zone' }, 'History ' + history + (tucked ? ', under Alexander ' + tucked : '')));
  panel.append(hand);
  return panel;
}

function stat(name, value, title) {
  return h('span', { class: 'pl-stat', title: title || name }, h('span', { class: 'muted' }, name + ' '), h('b', {}, String(value)));
}
