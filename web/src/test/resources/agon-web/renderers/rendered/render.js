// A test renderer (for RendererHookTest): what a game module would ship as agon-web/renderers/GAME/render.js.
export const stylesheet = new URL('./render.css', import.meta.url).href;

export function render(root, view, legalActions, send) {
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
  root.append(box);
}
