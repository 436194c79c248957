// The generic renderer: draws any game's view (a JSON object) as readable panels, tables and cards, with no
// knowledge of the game. Field names become headings ("landscapeRow" -> "Landscape row"); fields that name a
// seat by convention (seat, observer, owner, onTurn, decider, deciding, player, active, seller, leader...) show as
// the seat's name (P1, P2... without one); a number field at -1 (nothing known, or none) is left out.
import { el } from '/static/util.js';

const SEAT_KEYS = new Set(['seat', 'observer', 'owner', 'onTurn', 'decider', 'deciding', 'player', 'active',
  'seller', 'leader', 'winner', 'bidder', 'highBidder', 'roller', 'startPlayer', 'dealer']);
// the seats' names of the view being drawn (renderView's context.names)
let names = [];
const MAX_TABLE_COLUMNS = 8;

/** The name of seat {@code seat} in the view being drawn, "P1" for seat 0 without one. */
export function seatName(seat) {
  return names[seat] || 'P' + (seat + 1);
}

/** A value that stands for "unknown" or "none": left out of the panels. */
function unknown(value) {
  return value === null || value === undefined || value === -1;
}

/** "landscapeRow" -> "Landscape row", "vpNow" -> "Vp now", "hidden_colour" -> "Hidden colour". */
export function humanize(key) {
  const words = String(key).replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isPlain(value) {
  return value === null || typeof value !== 'object';
}

function plainText(key, value) {
  if (value === null || value === undefined) {
    return '-';
  }
  if (typeof value === 'boolean') {
    return value ? 'yes' : 'no';
  }
  if (typeof value === 'number' && SEAT_KEYS.has(key) && Number.isInteger(value)) {
    return value >= 0 ? seatName(value) : '-';
  }
  if (value === '') {
    return '-';
  }
  return String(value);
}

function plainNode(key, value) {
  const text = plainText(key, value);
  if (typeof value === 'string' && value.includes('\n')) {
    return el('pre', { class: 'text' }, text);
  }
  return el('span', { class: 'value' + (typeof value === 'number' ? ' number' : '') }, text);
}

/** A value of any shape as a node: plain values as text, lists as chips, tables or cards, objects as lists. */
function valueNode(key, value, context, depth) {
  if (isPlain(value)) {
    return plainNode(key, value);
  }
  if (Array.isArray(value)) {
    return listNode(key, value, context, depth);
  }
  return objectNode(value, context, depth);
}

function listNode(key, list, context, depth) {
  if (list.length === 0) {
    return el('span', { class: 'value muted' }, 'none');
  }
  if (list.every(isPlain)) {
    const chips = el('span', { class: 'chips' });
    list.forEach((v, i) => chips.append(el('span', { class: 'chip', title: '#' + (i + 1) },
      v === -1 ? '?' : plainText(key, v))));
    return chips;
  }
  if (list.every(v => !isPlain(v) && !Array.isArray(v))) {
    const keys = [];
    for (const row of list) {
      for (const k of Object.keys(row)) {
        if (!keys.includes(k)) {
          keys.push(k);
        }
      }
    }
    const flat = list.every(row => Object.values(row).every(isPlain));
    if (flat && keys.length <= MAX_TABLE_COLUMNS) {
      return tableNode(list, keys, context);
    }
    return cardsNode(list, context, depth);
  }
  const items = el('ol', { class: 'nested' });
  list.forEach(v => items.append(el('li', {}, valueNode(key, v, context, depth + 1))));
  return items;
}

function isYou(row, context) {
  return context.seat >= 0 && row.seat === context.seat;
}

function tableNode(rows, keys, context) {
  const table = el('table', { class: 'grid' });
  const head = el('tr');
  keys.forEach(k => head.append(el('th', {}, humanize(k))));
  table.append(el('thead', {}, head));
  const body = el('tbody');
  for (const row of rows) {
    const tr = el('tr', { class: isYou(row, context) ? 'you' : null });
    keys.forEach(k => tr.append(el('td', {}, plainText(k, row[k]))));
    body.append(tr);
  }
  table.append(body);
  return el('div', { class: 'scroll' }, table);
}

function cardTitle(row, index, context) {
  if (typeof row.seat === 'number') {
    return seatName(row.seat) + (isYou(row, context) ? ' (you)' : '');
  }
  if (typeof row.name === 'string' && row.name) {
    return row.name;
  }
  return '#' + (index + 1);
}

function cardsNode(rows, context, depth) {
  const grid = el('div', { class: 'cards' });
  rows.forEach((row, i) => {
    const card = el('div', { class: 'card' + (isYou(row, context) ? ' you' : '') });
    card.append(el('h4', {}, cardTitle(row, i, context)));
    card.append(objectNode(row, context, depth + 1));
    grid.append(card);
  });
  return grid;
}

function isWide(value) {
  return Array.isArray(value) && value.some(v => !isPlain(v));
}

function objectNode(object, context, depth) {
  const dl = el('dl', { class: 'fields' });
  for (const [k, v] of Object.entries(object)) {
    if (unknown(v)) {
      continue;
    }
    const wide = isWide(v) ? 'wide' : null;
    dl.append(el('dt', { class: wide }, humanize(k)), el('dd', { class: wide }, valueNode(k, v, context, depth + 1)));
  }
  return dl;
}

/**
 * Draws {@code view} into {@code root}: plain top-level fields in an overview panel, every list or object in a
 * panel of its own.
 */
export function renderView(root, view, context) {
  names = (context && context.names) || [];
  if (isPlain(view) || Array.isArray(view)) {
    root.append(el('section', { class: 'panel' }, valueNode('view', view, context, 0)));
    return;
  }
  const overview = el('dl', { class: 'fields' });
  const panels = [];
  for (const [key, value] of Object.entries(view)) {
    if (key === 'observer' || unknown(value)) {
      continue;
    }
    if (isPlain(value) || (Array.isArray(value) && value.every(isPlain) && value.length <= 8)) {
      overview.append(el('dt', {}, humanize(key)), el('dd', {}, valueNode(key, value, context, 1)));
    } else {
      panels.push(el('section', { class: 'panel view-part', 'data-field': key },
        el('h3', {}, humanize(key)), valueNode(key, value, context, 1)));
    }
  }
  if (overview.children.length > 0) {
    root.append(el('section', { class: 'panel view-part', 'data-field': 'overview' }, el('h3', {}, 'Overview'),
      overview));
  }
  panels.forEach(p => root.append(p));
}
