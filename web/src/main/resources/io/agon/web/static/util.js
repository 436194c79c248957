// Small helpers shared by the pages: building elements and calling the JSON API.

/** Creates an element with attributes and children (strings become text, never HTML). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) {
      continue;
    }
    node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined) {
      continue;
    }
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/**
 * For a renderer's focus(root, text): marks each element with the class {@code cls} for 2.5 s (its CSS pulse,
 * restarted when already on) and brings the first into view; true when there was any.
 */
export function pulse(found, cls) {
  for (const e of found) {
    e.classList.remove(cls);
    void e.getBoundingClientRect(); // restart the pulse
    e.classList.add(cls);
    setTimeout(() => e.classList.remove(cls), 2500);
  }
  if (found.length && found[0].scrollIntoView) {
    found[0].scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  return found.length > 0;
}

/** Removes every child of a node. */
export function clear(node) {
  while (node.firstChild) {
    node.removeChild(node.firstChild);
  }
}

/** An API error: the server's one-line message and the HTTP status. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Calls the JSON API; throws an ApiError with the server's one-line message on a 4xx or 5xx. */
export async function api(path, { method = 'GET', body = undefined, headers = {} } = {}) {
  const init = { method, headers: { Accept: 'application/json', ...headers } };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'the server cannot be reached');
  }
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    data = null;
  }
  if (!response.ok) {
    throw new ApiError(response.status, data && data.error ? data.error : 'the server answered ' + response.status);
  }
  return data;
}

/** A game's text with the players' names for "P1", "P2"... (`names[i]`: seat i's chosen name, or null: kept). */
export function namesIn(text, names) {
  return text.replace(/\bP([1-9])\b/g, (all, n) => names[Number(n) - 1] || all);
}

/** `namesIn` on every text, label and title under `root` (what a game's renderer or a panel drew). */
export function nameTexts(root, names) {
  if (!names.some(n => n)) {
    return;
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = namesIn(n.nodeValue, names);
    if (text !== n.nodeValue) {
      n.nodeValue = text;
    }
  }
  for (const e of root.querySelectorAll('[aria-label], [title]')) {
    for (const a of ['aria-label', 'title']) {
      const value = e.getAttribute(a);
      if (value && namesIn(value, names) !== value) {
        e.setAttribute(a, namesIn(value, names));
      }
    }
  }
}
