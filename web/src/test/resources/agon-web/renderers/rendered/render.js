// A test renderer (for RendererHookTest): what a game module would ship as agon-web/renderers/GAME/render.js.
// It also keeps what the page gave it, for the test to read: window.agonRendered = {context, focused: [...]}.
export const stylesheet = new URL('./render.css', import.meta.url).href;

window.agonRendered = { context: null, focused: [] };

export function render(root, view, legalActions, send, context) {
  window.agonRendered.context = context;
  root.replaceChildren();
  const box = document.createElement('div');
  box.className = 'test-board';
  box.textContent = 'Drawn by the game: turn ' + view.turn + ', ' + legalActions.length + ' choices. ';
  for (const a of legalActions.slice(0, 3)) {
    const b = document.createElement('button');
    b.className = 'test-move';
    b.textContent = a.label;
    b.addEventListener('click', () => send(a.index));
    box.append(b);
  }
  const last = document.createElement('p');
  last.className = 'test-last';
  last.textContent = context.last.map(m => context.names[m.seat] + ' - ' + m.text).join(' | ');
  box.append(last);
  root.append(box);
}

// A narration line was clicked: mark what it names (here: the whole board, for a move line) and say whether
// there was anything to show.
export function focus(root, text) {
  window.agonRendered.focused.push(text);
  const board = root.querySelector('.test-board');
  const found = /^P[1-9]: /.test(text);
  board.classList.toggle('test-focused', found);
  return found;
}
