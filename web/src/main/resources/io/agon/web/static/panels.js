// The learner's panels of the game page: the flow (the steps waiting on the game's step stack, who decides each,
// which phase runs) and the last search bot's explanation (top moves with visits and mean values). Both come in
// the state message ("flow", "explanation"); the server sends an explanation only to those who may read it.
import { el, clear } from '/static/util.js';
import { seatName } from '/static/generic.js';

/** Splits a step type name into words: "BuildStep" -> "Build step". */
function words(name) {
  const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function decider(seat) {
  return seat >= 0 ? seatName(seat) : seat === -2 ? 'automatic' : 'later';
}

/** Draws the flow panel into `root` (nothing for a game whose flow is not a step stack). */
export function renderFlow(root, flow) {
  clear(root);
  if (!flow || flow.length === 0) {
    root.hidden = true;
    return;
  }
  root.hidden = false;
  const phase = flow.find(s => s.phase);
  root.append(el('h3', {}, 'Flow' + (phase ? ': ' + phase.phase + ' phase' : '')));
  const list = el('ol', { class: 'flow-steps' });
  flow.forEach((s, i) => list.append(el('li', { class: i === 0 ? 'current' : '' },
    el('span', { class: 'step' }, words(s.step)), ' ',
    el('span', { class: 'muted' }, (s.phase ? s.phase : 'interrupt') + ', ' + decider(s.decider)))));
  root.append(list);
}

/** Draws a search's explanation into `root`: {seat, player, iterations, millis, moves: [{label, visits, mean}]}. */
export function renderExplanation(root, why, title) {
  clear(root);
  if (!why) {
    root.hidden = true;
    return;
  }
  root.hidden = false;
  root.append(el('h3', {}, title || (seatName(why.seat) + ' (' + why.player + ') thought')));
  root.append(el('p', { class: 'small muted' }, why.iterations + ' iterations in ' + why.millis + ' ms'));
  const table = el('table', { class: 'grid explain' });
  table.append(el('thead', {}, el('tr', {}, el('th', {}, 'Move'), el('th', {}, 'Visits'), el('th', {}, 'Mean'))));
  const body = el('tbody');
  why.moves.forEach((m, i) => body.append(el('tr', { class: i === 0 ? 'chosen' : '' },
    el('td', {}, m.label), el('td', {}, String(m.visits)), el('td', {}, m.mean.toFixed(3)))));
  table.append(body);
  root.append(table);
}
