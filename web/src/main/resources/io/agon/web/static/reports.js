// The list of saved analysis reports (docs/analyze.md): each opens the report page the server serves as written.
import { api, el, clear } from '/static/util.js';

/** "3 players" or "2-4 players". */
function playersText(counts) {
  if (counts.length === 0) {
    return '';
  }
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  return (lo === hi ? String(lo) : lo + '-' + hi) + ' players';
}

/** A report's time as a local date and time, or "" when unknown. */
function whenText(written) {
  const date = new Date(written);
  return !written || Number.isNaN(date.getTime()) ? '' : date.toLocaleString(undefined,
    { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

async function show() {
  const list = document.getElementById('reports');
  clear(list);
  try {
    const answer = await api('/api/reports');
    for (const r of answer.reports) {
      const link = el('a', { href: '/reports/' + encodeURIComponent(r.name), class: 'open-report' },
        el('b', {}, r.game), ' ', playersText(r.players || []), ', ' + r.games + ' games',
        r.partial ? ' (partial)' : '');
      list.append(el('li', {}, link, ' ', el('span', { class: 'muted small' },
        r.name + ' \u00b7 ' + whenText(r.written))));
    }
    if (answer.reports.length === 0) {
      list.append(el('li', { class: 'muted' }, 'No reports: start the server with --reports DIR, where each folder'
        + ' holds the report.html and report.json of agon analyze.'));
    }
  } catch (e) {
    const m = document.getElementById('message');
    m.textContent = e.message;
    m.hidden = false;
  }
}

show();
