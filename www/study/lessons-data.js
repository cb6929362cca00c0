// The lessons of Learn mode, one per idea of the rules, each built on a worked
// example of the rules (crates/rules/tests/vectors, ids below): the position of
// the example, and what the learner's move must show in the engine's trace for
// the answer to be right. Texts are in the message catalogue under
// `lesson.<id>.title|question|hint|explain`.

/** @typedef {'origin'|'capture'|'chain3'|'six'|'single'|'laps8'|'in-passing'|'last-four'|'last-seeds'|'choice'} Goal */

export const LESSONS = Object.freeze([
  { id: 'bk-origin', vector: 'BK-5', game: 'bakuk', position: 'bk2_13.1.0.0.1.0_10.11_0', goal: 'origin' },
  { id: 'bk-capture', vector: 'BK-3', game: 'bakuk', position: 'bk2_3.3.1.1.4.3_10.11_0', goal: 'capture' },
  { id: 'bk-chain', vector: 'BK-4', game: 'bakuk', position: 'bk2_2.4.3.0.1.1_10.15_0', goal: 'chain3' },
  { id: 'km-six', vector: 'KM-2', game: 'koumma', position: 'km2_3.5.1.4.2.6_8.7_0', goal: 'six' },
  { id: 'km-single', vector: 'KM-3', game: 'koumma', position: 'km2_1.5.1.4.2.6_8.9_0', goal: 'single' },
  { id: 'ba-relay', vector: 'BA-2c', game: 'ba-awa', position: 'ba2_7.7.1.2.7.1.0.8.2.7.2.0_4.0_1_000000111111_1_1', goal: 'laps8' },
  { id: 'ba-passing', vector: 'BA-2b', game: 'ba-awa', position: 'ba2_6.6.0.1.6.6.2.7.1.6.1.6_0.0_0_000000111111_1_1', goal: 'in-passing' },
  { id: 'ba-lap-end', vector: 'BA-2b', game: 'ba-awa', position: 'ba2_6.6.0.1.6.6.2.7.1.6.1.6_0.0_0_000000111111_1_1', goal: 'last-four' },
  { id: 'ba-last-eight', vector: 'BA-3', game: 'ba-awa', position: 'ba2_2.3.1.0.8.0.0.3.0.0.3.0_12.16_0_000000111111_1_1', goal: 'last-seeds' },
  { id: 'ba-choice', vector: 'BA-8a', game: 'ba-awa', position: 'ba2m10_0.0.0.0.0.0.0.0.0.0.0.0_28.20_1_000000111111_0_1', goal: 'choice' },
]);

/**
 * Whether a move reached the lesson's goal, read from the engine's trace of it
 * (`events`) and who moved (`mover`). Nothing is worked out here: only what the
 * engine said happened is looked at.
 */
export function reached(goal, events, mover) {
  const lift = events.find((e) => e.kind === 'lift');
  const captures = events.filter((e) => e.kind === 'capture');
  const mine = captures.filter((e) => e.by === mover);
  switch (goal) {
    case 'origin':
      return events.some((e) => e.kind === 'drop' && e.hole === lift?.hole);
    case 'capture':
      return mine.length > 0;
    case 'chain3':
      return mine.length >= 3;
    case 'six':
      return mine.some((e) => e.seeds === 6);
    case 'single':
      return lift?.seeds === 1 && mine.length > 0;
    case 'laps8':
      return events.filter((e) => e.kind === 'relay').length + 1 >= 8;
    case 'in-passing':
      return captures.some((e) => e.reason === 'in-passing');
    case 'last-four':
      return captures.some((e) => e.reason === 'last-seed');
    case 'last-seeds':
      return events.some((e) => e.kind === 'round-end' && e.reason === 'last-seeds');
    default:
      return false;
  }
}
