// The player's games as one text file, to export and to import: a game a line, its record in
// the project's notation (docs/notation.md) first, then what the record does not hold as
// name=value words: `redo=` (the plies redo brings back), `seats=` (as a link's seats option:
// human or a computer level, one a player) and `played=` (when it was last played, ISO 8601).
// Lines starting with # are comments. The engine reads every record; nothing here knows a rule.

import { readOptions } from '../game/params.js';
import { seatsParam } from '../study/record-link.js';

const WORD = /^([a-z]+)=(\S*)$/;

/** The file's text for `games` ({ entry, players } each, players the number the record has). */
export function exportGames(games, now = new Date()) {
  const lines = [`# Bakuk, Koumma and Ba-awa: ${games.length} games, exported ${now.toISOString()}`, '# record redo=plies-to-redo seats=who-plays played=when'];
  for (const { entry, players } of games) {
    const words = [entry.record];
    if (entry.redo) words.push(`redo=${entry.redo}`);
    if (entry.settings?.seats) words.push(`seats=${seatsParam(entry.settings, players)}`);
    if (Number.isFinite(entry.updated)) words.push(`played=${new Date(entry.updated).toISOString()}`);
    lines.push(words.join(' '));
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The games in a file's text: { games: [{ line, record, redo, seats, played }], problems:
 * [{ line, text }] } (line numbers from 1). A line is a game when its first word has a `~`;
 * the engine still has to read it. `seats` is a settings object's seats, or null.
 */
export function readGamesFile(text) {
  const games = [];
  const problems = [];
  String(text ?? '')
    .split(/\r?\n/)
    .forEach((raw, index) => {
      const line = raw.trim();
      if (!line || line.startsWith('#')) return;
      const [record, ...rest] = line.split(/\s+/);
      const words = {};
      let ok = record.includes('~');
      for (const word of rest) {
        const found = word.match(WORD);
        if (!found || Object.hasOwn(words, found[1])) ok = false;
        else words[found[1]] = found[2];
      }
      if (!ok) {
        problems.push({ line: index + 1, text: line });
        return;
      }
      const options = words.seats ? readOptions((name) => (name === 'seats' ? words.seats : null)) : null;
      const seats = options && !options.ignored.includes('seats') ? options.settings.seats : null;
      const played = words.played ? Date.parse(words.played) : NaN;
      games.push({ line: index + 1, record, redo: words.redo ?? '', seats, played: Number.isFinite(played) ? played : null });
    });
  return { games, problems };
}
