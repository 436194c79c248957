// A test renderer without focus (for RendererHookTest): the narration lines stay plain text.
export function render(root, view, legalActions, send, context) {
  root.replaceChildren();
  const box = document.createElement('div');
  box.className = 'test-board';
  box.textContent = 'Drawn without focus, for ' + (context.seat < 0 ? 'a spectator' : context.names[context.seat]);
  root.append(box);
}
