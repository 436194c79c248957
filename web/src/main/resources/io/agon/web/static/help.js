// Rules help on the board: every card, god, tile or symbol a game's renderer marks (data-term, data-card or
// data-name) and the game's glossary names (GET /api/games/ID/glossary, the game's own rules text) gets that text
// on hover and on keyboard focus. The element becomes focusable (unless it sits inside a button) and is described by
// the text (aria-describedby), and a tooltip shows it next to the element; Escape hides it.
import { el } from '/static/util.js';

const help = { game: null, terms: new Map(), ids: new Map(), pop: null, shownFor: null };

/** Loads the glossary of {@code gameId} once (an empty one when the game has none or the request fails). */
export async function loadHelp(gameId) {
  if (help.game === gameId) {
    return;
  }
  help.game = gameId;
  help.terms = new Map();
  try {
    const answer = await fetch('/api/games/' + encodeURIComponent(gameId) + '/glossary');
    if (answer.ok) {
      const terms = (await answer.json()).terms || {};
      help.terms = new Map(Object.entries(terms).map(([k, v]) => [k.toLowerCase(), { name: k, text: v }]));
    }
  } catch (e) {
    help.terms = new Map();
  }
}

function keyOf(e) {
  return e.dataset.term || e.dataset.card || e.dataset.name || '';
}

function tips() {
  let box = document.getElementById('help-tips');
  if (!box) {
    box = el('div', { id: 'help-tips', class: 'help-tips', hidden: '' });
    document.body.append(box);
  }
  return box;
}

function popup() {
  if (!help.pop || !help.pop.isConnected) {
    help.pop = el('div', { id: 'help-pop', class: 'help-pop', role: 'tooltip', hidden: '' });
    document.body.append(help.pop);
  }
  return help.pop;
}

function show(e, entry) {
  const pop = popup();
  pop.textContent = '';
  pop.append(el('b', {}, entry.name), ' ', entry.text);
  pop.hidden = false;
  help.shownFor = e;
  const r = e.getBoundingClientRect();
  const width = Math.min(340, innerWidth - 16);
  pop.style.maxWidth = width + 'px';
  const left = Math.max(8, Math.min(r.left, innerWidth - width - 8));
  pop.style.left = left + 'px';
  const below = r.bottom + 6;
  pop.style.top = below + 'px';
  const h = pop.getBoundingClientRect().height;
  if (below + h > innerHeight - 4 && r.top - h - 6 > 0) {
    pop.style.top = (r.top - h - 6) + 'px';
  }
}

function hide(e) {
  if (help.pop && (e === undefined || help.shownFor === e)) {
    help.pop.hidden = true;
    help.shownFor = null;
  }
}

addEventListener('keydown', ev => {
  if (ev.key === 'Escape') {
    hide();
  }
});

const INTERACTIVE = 'button, a[href], select, textarea, input, [role="button"], [role="menuitem"]';

/** Gives every marked element of {@code root} that the glossary names its rules help. */
export function attachHelp(root) {
  if (!help.terms.size) {
    return;
  }
  hide();
  for (const e of root.querySelectorAll('[data-term], [data-card], [data-name]')) {
    const entry = help.terms.get(keyOf(e).toLowerCase());
    if (!entry || e.dataset.help) {
      continue;
    }
    let id = help.ids.get(entry.name);
    if (!id) {
      id = 'help-' + (help.ids.size + 1);
      help.ids.set(entry.name, id);
    }
    if (!document.getElementById(id)) {
      tips().append(el('span', { id }, entry.name + ': ' + entry.text));
    }
    e.dataset.help = id;
    const described = (e.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
    if (!described.includes(id)) {
      e.setAttribute('aria-describedby', [...described, id].join(' '));
    }
    const inside = e.parentElement && e.parentElement.closest(INTERACTIVE);
    if (!e.matches(INTERACTIVE) && !inside && !e.hasAttribute('tabindex')) {
      e.setAttribute('tabindex', '0');
    }
    e.classList.add('has-help');
    e.addEventListener('mouseover', ev => {
      if (ev.target.closest('.has-help') === e) { // the innermost thing under the pointer speaks
        show(e, entry);
      }
    });
    e.addEventListener('mouseout', () => hide(e));
    e.addEventListener('focus', () => show(e, entry));
    e.addEventListener('blur', () => hide(e));
  }
}
