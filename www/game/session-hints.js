// A board session's hints: the computer asked for the best moves of the person to move, and
// its answer shown on the board (rings, badges and stars over the pits), on the pit buttons
// and in the hint panel. BoardSession (www/game/board-session.js) keeps the hint's state
// (`hint`, `hintToken`), takes a hint away itself, and loads this module with the first hint.

import { THINK_MILLIS } from './autoplay.js';
import { holeLabel, laterWords, playerName, t } from '../i18n/messages.js';

// Its words come with it (they are not part of a first visit's catalogue).
await laterWords();

/** Asks the computer for a hint for the person to move and shows it on the board. */
export async function requestHint(session) {
  const c = session.controller;
  const state = c.state;
  if (!session.autoplay.humanToMove(state) || session.animator.busy || c.replaying || (session.pair && !session.pair.hintsAllowed)) return;
  session.clearHint();
  const token = ++session.hintToken;
  const record = c.handle.record();
  session.hint = { record, pending: true, byHole: null };
  session.emit('hint', { hint: { heading: t('hint.working'), items: [], explain: '' } });
  session.emit('update', { reason: 'hint' });
  let hints;
  try {
    if (c.engine.describeRules(state.rules).solvable) await session.computer.prepare(state.rules);
    hints = await session.computer.hints(record, THINK_MILLIS);
  } catch (e) {
    if (token !== session.hintToken) return;
    session.clearHint();
    if (e?.name === 'Cancelled') return;
    console.error(e);
    session.emit('notice', { text: t('computer.failed') });
    return;
  }
  if (token !== session.hintToken || c.handle.record() !== record) return;
  session.showHints(state, record, hints);
}

/** Shows `hints` (the computer's, for `state`) on the board and in the hint panel. */
export function showHints(session, state, record, hints) {
  const c = session.controller;
  const mover = state.toMove;
  const other = state.players === 2 ? playerName(2, 1 - mover) : '';
  const exact = hints.some((h) => h.value !== null && h.value !== undefined);
  const bestValue = exact ? Math.max(...hints.map((h) => h.value)) : 0;
  const byHole = new Map();
  const v = session.animator.view;
  v.hint.fill(0);
  const items = [];
  const ordered = exact ? hints.slice().sort((a, b) => b.value - a.value || a.hole - b.hole) : hints.filter((h) => h.best);
  // Moves of the same value share one line ("p1, p2 and p3: …"): a phone shows the whole hint.
  const sameValue = new Map();
  for (const h of ordered) {
    const hole = holeLabel(state.game, h.hole);
    if (exact) {
      const diff = bestValue - h.value;
      const outcome = t('hint.outcome', { value: h.value, other });
      if (!sameValue.has(h.value)) sameValue.set(h.value, { holes: [], at: items.push('') - 1 });
      const group = sameValue.get(h.value);
      group.holes.push(hole);
      items[group.at] = t('hint.move', { hole: group.holes.length > 1 ? group.holes : hole, diff, outcome });
      byHole.set(h.hole, { best: diff === 0, text: t('hint.pit', { diff, outcome }) });
      v.hint[h.hole] = diff === 0 ? 1 : 2;
      v.hintText[h.hole] = t('hint.badge', { diff });
    } else {
      items.push(t('hint.suggest', { hole }));
      byHole.set(h.hole, { best: true, text: t('hint.pitSuggest') });
      v.hint[h.hole] = 1;
      v.hintText[h.hole] = '';
    }
  }
  session.animator.invalidate();
  session.hint = { record, pending: false, byHole, state, hints };
  session.overlay.update(c.state, session.choice, byHole);
  session.emit('hint', {
    hint: { heading: t('hint.heading', { player: playerName(state.players, mover) }), items, explain: exact ? t('hint.explain', { other }) : '' },
  });
  session.emit('update', { reason: 'hint' });
  // A sentence a pit: said one after the other.
  items.forEach((text, i) => session.emit('announce', { text, append: i > 0 }));
}
