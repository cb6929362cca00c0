// A game on two devices against a hostile peer: the page pairs through its real codes with a
// device of the test's own (tests/e2e/fixtures/hostile-peer.html, on another Chromium process),
// which then sends replayed, forged and unreadable messages on its own data channel, or makes
// crafted invitations. The page has no test hook for any of it: what it does is seen on the
// screen (its notices, its dialog, its bar) and in its record.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { collectErrors, launchBrowser, openEmpty, pit, setSpeed, startServer, state } from './helpers.mjs';
import { PAIR_ARGS, bar, dialog, makeInvitation, openPairing } from './pair-helpers.mjs';

const FIXTURES = new URL('./fixtures/', import.meta.url);

let server;
let devices;

before(async () => {
  server = await startServer();
  devices = await Promise.all([launchBrowser({ args: PAIR_ARGS }), launchBrowser({ args: PAIR_ARGS })]);
});

after(async () => {
  for (const device of devices ?? []) await device.close();
  await server?.close();
});

/** The game's page on the first device, on an empty save; every console line kept. */
async function realPage(query = '') {
  const page = await devices[0].context.newPage();
  const errors = collectErrors(page);
  const said = [];
  page.on('console', (msg) => said.push(`${msg.type()}: ${msg.text()}`));
  await openEmpty(page, server.url + query);
  await setSpeed(page, 'instant');
  return { page, errors, said };
}

/** The hostile peer's page on the second device, served from the fixtures beside the built page. */
async function hostilePage() {
  const page = await devices[1].context.newPage();
  await page.route(`${server.url}__hostile/*`, async (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    const type = name.endsWith('.js') ? 'text/javascript' : 'text/html';
    await route.fulfill({ body: await readFile(new URL(name, FIXTURES)), contentType: type });
  });
  await page.goto(`${server.url}__hostile/hostile-peer.html`);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  return page;
}

const record = (page) => page.evaluate(() => window.__mancala.state().record);
const notice = (page, text) => page.locator('#notice').getByText(text, { exact: false }).waitFor({ timeout: 15_000 });
const letter = (hole) => String.fromCharCode(97 + hole);

/** The page (seat `seat`) invites; the peer answers and greets it as the other seat. */
async function pairWithPeer(seat = 0, query = '') {
  const real = await realPage(query);
  const peer = await hostilePage();
  const invitation = await makeInvitation(real.page, seat);
  const answer = await peer.evaluate((code) => window.hostile.answer(code), invitation.code);
  await dialog(real.page).locator('#pair-paste-answer').fill(answer);
  await dialog(real.page).getByRole('button', { name: 'Connect' }).click();
  await peer.evaluate(() => window.hostile.opened());
  await bar(real.page).waitFor({ timeout: 30_000 });
  const send = (text) => peer.evaluate((t) => window.hostile.send(t), text);
  assert.ok(await send(JSON.stringify({ v: 1, t: 'hello', record: await record(real.page), seat: 1 - seat })));
  return { ...real, peer, invitation, send };
}

/** The peer's move message after the page's record, as an honest device would send it. */
const honestMove = (peer, rec, ply) => peer.evaluate(([r, p]) => window.hostile.move(r, p), [rec, ply]);

/** The page's pairing is over: the bar gone, the game left as `kept`. */
async function assertEnded(real, kept) {
  await bar(real.page).waitFor({ state: 'hidden', timeout: 10_000 });
  assert.equal(await record(real.page), kept, 'the game stays as it was');
}

test('each state takes only its own messages: a replayed hello, a forged move, a reply to nothing, another version each end the pairing in one sentence, the game unchanged', async () => {
  // A replayed hello with a longer record (a move for the honest player's own seat in it).
  {
    const real = await pairWithPeer(0);
    const s = await state(real.page);
    await pit(real.page, s.legal[0]).click();
    await real.peer.waitForFunction(() => window.hostile.received().some((m) => m.t === 'move'));
    const mine = await record(real.page);
    const north = (await state(real.page)).legal[0];
    await real.send(await honestMove(real.peer, mine, letter(north)));
    await real.page.waitForFunction((n) => window.__mancala.state().plies.length === n, 2);
    const kept = await record(real.page);
    const south = (await state(real.page)).legal[0];
    await real.send(JSON.stringify({ v: 1, t: 'hello', record: kept + letter(south) + letter(north), seat: 1 }));
    await notice(real.page, 'Your friend’s device sent a message that does not belong at this point of the game: the game with your friend is over, and your game is unchanged.');
    await assertEnded(real, kept);
    assert.deepEqual(real.errors, []);
    await real.page.close();
    await real.peer.close();
  }
  // Forged moves: leading to another position, for the page's own seat, illegal, out of order;
  // a reply to a question never asked; a message of another version.
  const cases = [
    ['digest', 'The two devices reached different positions at move 2: the game with your friend is over, and neither game was changed.'],
    ['seat', 'Your friend’s device sent a move that is not theirs to play: the game with your friend is over, and your game is unchanged.'],
    ['illegal', 'Your friend’s device sent a move the rules do not allow here: the game with your friend is over, and your game is unchanged.'],
    ['order', 'A message from your friend’s device came out of order: the game with your friend is over, and your game is unchanged.'],
    ['reply', 'Your friend’s device sent a message that does not belong at this point of the game'],
    ['version', 'Your friend’s device runs another version of this page: the game with your friend is over, and your game is unchanged.'],
  ];
  for (const [kind, words] of cases) {
    const real = await pairWithPeer(0);
    const s = await state(real.page);
    // A move for the page's own seat is sent on its turn; the others on the peer's.
    if (kind !== 'seat') {
      await pit(real.page, s.legal[0]).click();
      await real.peer.waitForFunction(() => window.hostile.received().some((m) => m.t === 'move'));
    }
    const kept = await record(real.page);
    const after = await state(real.page);
    const next = letter(after.legal[0]);
    const illegal = letter([...Array(12).keys()].find((h) => !after.legal.includes(h)));
    const move = JSON.parse(await honestMove(real.peer, kept, next));
    const text = {
      digest: JSON.stringify({ ...move, digest: move.digest === '00000000' ? '00000001' : '00000000' }),
      seat: JSON.stringify(move),
      illegal: JSON.stringify({ ...move, ply: illegal }),
      order: JSON.stringify({ ...move, n: move.n + 3 }),
      reply: JSON.stringify({ v: 1, t: 'reply', n: 1, what: 'undo', yes: true }),
      version: JSON.stringify({ ...move, v: 2 }),
    }[kind];
    await real.send(text);
    await notice(real.page, words);
    await assertEnded(real, kept);
    if (kind === 'digest') {
      // Both devices say so: the peer was told the position it claims is not this device's.
      assert.deepEqual((await real.peer.evaluate(() => window.hostile.received())).at(-1), { v: 1, t: 'differ', n: 2 });
    }
    assert.deepEqual(real.errors, [], kind);
    await real.page.close();
    await real.peer.close();
  }
});

test('a flood of 10,000 unreadable messages: said once, warned once on the console, then the connection closed and why', async () => {
  const real = await pairWithPeer(1);
  const kept = await record(real.page);
  const sent = await real.peer.evaluate(() => window.hostile.flood(Array.from({ length: 10_000 }, (_, i) => `{"v":1,"t":"move","n":${i}`)));
  assert.ok(sent > 8, `${sent} sent`);
  await notice(real.page, 'Your friend’s device sent too many messages that could not be read: the connection is closed, and your game is unchanged.');
  await assertEnded(real, kept);
  await real.peer.waitForFunction(() => window.hostile.closed() !== null, null, { timeout: 10_000 });
  const warned = real.said.filter((line) => line.includes('refused'));
  assert.equal(warned.length, 1, warned.join('\n'));
  assert.equal(await real.page.evaluate(() => 6 * 7), 42, 'the page answers');
  assert.deepEqual(real.errors, []);
  await real.page.close();
  await real.peer.close();
});

test('an invitation with a seat, a game or addresses the rules or the network do not allow is refused, with the reason', async () => {
  const peer = await hostilePage();
  const cases = [
    [{ seat: 2 }, 'This invitation gives you a seat the game does not have: it cannot be used.'],
    [{ record: 'bk3~' }, 'A game on two devices is for two players.'],
    [{ record: 'zz9~' }, 'The game in this invitation cannot be opened by this page.'],
    [{ candidates: [['h', '224.0.0.251', 5353]] }, 'This code asks your device to send to addresses that are not one device’s (multicast, broadcast or unspecified): it cannot be used.'],
    [{ candidates: [['h', '255.255.255.255', 9]] }, 'addresses that are not one device’s'],
    [{ candidates: [['s', '0.0.0.0', 9]] }, 'addresses that are not one device’s'],
    [{ candidates: Array.from({ length: 9 }, (_, i) => ['h', `10.0.0.${i + 1}`, 9]) }, 'This code cannot be read'],
  ];
  for (const [fields, words] of cases) {
    const real = await realPage();
    const link = await peer.evaluate(([url, f]) => window.hostile.invitation(url, f), [server.url, fields]);
    await real.page.goto(link);
    await real.page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
    await dialog(real.page).getByText(words, { exact: false }).waitFor({ timeout: 10_000 });
    assert.equal(await dialog(real.page).getByRole('button', { name: 'Accept' }).count(), 0, JSON.stringify(fields));
    assert.deepEqual(real.errors, []);
    await real.page.close();
  }
  await peer.close();
});

test('no TURN password is printed or shown, none goes in an invitation, and an invitation’s ?ice= is not used', async () => {
  const secrets = ['s3cret', 'hunter2', 'pa55word'];
  // Given twice, and with a parameter the page does not know: the console never has the passwords.
  const real = await realPage('?ice=turn:alice:s3cret@127.0.0.1:3478&ice=turn:bob:hunter2@127.0.0.1:3478&lang=en&from=poster');
  await openPairing(real.page);
  const used = await dialog(real.page).locator('#pair-servers-used').textContent();
  assert.equal(used, 'This device uses these servers: turn:127.0.0.1:3478.');
  // A mistyped server in the dialog's field: named with its password masked.
  const field = dialog(real.page).locator('#pair-ice');
  const typed = await field.inputValue();
  await field.fill(`${typed} turn:carol:pa55word@bad_host?foo=1`);
  await dialog(real.page).getByRole('button', { name: 'Make an invitation' }).click();
  const error = await dialog(real.page).locator('#pair-ice-error').textContent();
  assert.match(error, /turn:carol:•••@bad_host\?foo=1/);
  await field.fill(typed);
  await dialog(real.page).getByRole('button', { name: 'Make an invitation' }).click();
  const code = dialog(real.page).locator('#pair-code-invite');
  await code.waitFor({ timeout: 20_000 });
  const link = await dialog(real.page).locator('#pair-link-invite').inputValue();
  const url = new URL(link);
  assert.equal(url.search, '?from=poster', 'none of the page’s options (nor its servers) in the invitation’s query, the host’s own kept');
  const peer = await hostilePage();
  const decoded = await peer.evaluate(async (l) => JSON.stringify(await (await import('/www/pair/pair.js')).readCode(l, 'invite')), link);
  for (const secret of secrets) {
    assert.ok(!link.includes(secret) && !decoded.includes(secret), `${secret} in the invitation`);
    assert.ok(!(await real.page.content()).includes(secret), `${secret} on the screen`);
    for (const line of real.said) assert.ok(!line.includes(secret), `${secret} printed: ${line}`);
  }
  assert.ok(real.said.some((line) => line.includes('turn:bob:•••@')), 'the option given twice is still named');
  assert.deepEqual(real.errors, []);
  await real.page.close();

  // An invitation whose link adds a server: this device uses only the servers its person set (none).
  const crafted = await peer.evaluate((page) => window.hostile.invitation(page), `${server.url}?ice=stun:203.0.113.9:3478`);
  const friend = await realPage();
  await friend.page.goto(crafted);
  await friend.page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  await dialog(friend.page).getByRole('heading', { name: 'You were invited' }).waitFor();
  assert.equal(
    await dialog(friend.page).locator('#pair-servers-used').textContent(),
    'This device asks no STUN or TURN server: only its addresses on its own network are used.',
  );
  assert.deepEqual(friend.errors, []);
  await friend.page.close();
  await peer.close();
});

test('a peer that goes silent is noticed within 5 s, and the friend’s chip says so on a phone', async () => {
  const real = await pairWithPeer(0);
  await real.page.setViewportSize({ width: 390, height: 844 });
  const friendChip = real.page.locator('#players .player[data-player="1"]');
  assert.match(await friendChip.textContent(), /your friend/);
  const started = Date.now();
  await real.peer.evaluate(() => window.hostile.silence());
  await real.page.locator('#players .player[data-player="1"]').getByText('your friend, connection lost').waitFor({ timeout: 8_000 });
  const millis = Date.now() - started;
  console.log(`a silent peer noticed after ${millis} ms`);
  assert.ok(await friendChip.isVisible(), 'the chip is on the phone’s screen, not in a menu');
  assert.equal(await bar(real.page).getAttribute('data-state'), 'lost');
  assert.deepEqual(real.errors, []);
  await real.page.close();
  await real.peer.close();
});
