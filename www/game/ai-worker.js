// The computer player's thread: the search runs here so the page never stalls.
// Requests: { id, kind: 'prepare' | 'decide' | 'hints' | 'positionValue' | 'moveValues' | 'reviewValues', rules,
// record, level, millis }. Answers: { id, result } or { id, error }. A values request that a later
// one has superseded (the page has moved on) is answered { id, error: 'superseded' } unsearched.

// The engine with the computer (pkg/computer/): the page's own module has the rules only.
import init, { Computer } from '../../pkg/computer/mancala-web.js';
import { loadBook } from './computer.js';

const ready = init().then(async () => {
  const computer = new Computer(Math.random() * 2 ** 32);
  await loadBook(computer);
  return computer;
});

let latestValues = 0; // the id of the last values request received

self.onmessage = async ({ data }) => {
  const { id, kind, rules, record, level, millis } = data;
  try {
    const computer = await ready;
    if (kind === 'moveValues') {
      latestValues = id;
      // Let the requests posted meanwhile arrive first: a later one supersedes this one.
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (latestValues !== id) throw new Error('superseded');
    }
    let result;
    if (kind === 'prepare') result = computer.prepare(rules);
    else if (kind === 'decide') result = computer.decide(record, level, millis);
    else if (kind === 'hints') result = computer.hints(record, millis);
    else if (kind === 'positionValue') result = computer.positionValue(record, millis);
    else if (kind === 'moveValues' || kind === 'reviewValues') result = computer.moveValues(record, millis);
    else throw new Error(`unknown request ${kind}`);
    self.postMessage({ id, result });
  } catch (e) {
    self.postMessage({ id, error: String(e?.message ?? e) });
  }
};
