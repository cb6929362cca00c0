// A game on two devices: two Chromium processes on this machine, each
// with its own profile, paired over a WebRTC data channel on the loopback only (no
// STUN, no TURN). Pairing by link and by pasted code, a whole game, undo asked of
// the friend, a rematch, a lost connection and the game resumed from its record, the board
// seen from each device's seat, and the words when no connection can be made. A tampered
// device's messages: tests/e2e/pair-hostile.test.mjs.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, collectErrors, launchBrowser, openBlank, openEmpty, pit, readQrCode, screenshot, setSpeed, settled, startGame, startServer, state, useTool } from './helpers.mjs';
import { PAIR_ARGS, acceptInvitation, bar, connect, dialog, makeInvitation, openPairing } from './pair-helpers.mjs';
const PAIR_QR = '#pair-dialog .pair-qr svg';

let server;
let devices;

before(async () => {
  server = await startServer();
  // Two processes, as two phones would be: nothing shared but the loopback.
  devices = await Promise.all([launchBrowser({ args: PAIR_ARGS }), launchBrowser({ args: PAIR_ARGS })]);
});

after(async () => {
  for (const device of devices ?? []) await device.close();
  await server?.close();
});

/** A page of device `i` with the app open on an empty save (the `query` after the address). */
async function freshPage(i, query = '') {
  const page = await devices[i].context.newPage();
  const errors = collectErrors(page);
  await openEmpty(page, server.url + query);
  await setSpeed(page, 'instant');
  return { page, errors };
}

/** The bar shown: on a phone it sits in the More menu with the quick switches (www/embed/embed.js). */
const paired = (page) => page.locator('#pair-bar:not([hidden])').waitFor({ state: 'attached', timeout: 30_000 });
/** The bar says the two devices are connected. */
const connected = (page) => page.locator('#pair-bar[data-state="open"]').waitFor({ state: 'attached', timeout: 30_000 });

/** Pairs a fresh page of each device: the friend opens the invitation's link (`hints`: allowed for both). */
async function pairByLink(seat = 0, { hints = false } = {}) {
  const host = await freshPage(0);
  const invitation = await makeInvitation(host.page, seat, undefined, { hints });
  const guest = await freshPage(1);
  await guest.page.goto(invitation.link);
  await guest.page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  await dialog(guest.page).getByRole('heading', { name: 'You were invited' }).waitFor();
  await dialog(guest.page).getByText(hints ? 'Hints are allowed in this game, for both of you.' : 'No hints in this game, for either of you.').waitFor();
  const answer = await acceptInvitation(guest.page);
  await connect(host.page, guest.page, answer.code);
  return { host, guest, invitation, answer };
}

const engineRecord = (page) => page.evaluate(() => document.getElementById('record').textContent);
const plies = async (page) => (await state(page)).plies.length;

/** Waits until `page` has `n` plies and its board is still. */
async function waitPlies(page, n) {
  await page.waitForFunction((count) => window.__mancala.state().plies.length === count && !window.__mancala.busy(), n, { timeout: 20_000 });
}

/** Plays the first legal pit on the device whose turn it is; the other one sees it. */
async function playOne(devicesBySeat) {
  const s = await state(devicesBySeat[0]);
  const mover = devicesBySeat[s.toMove];
  const other = devicesBySeat[1 - s.toMove];
  const n = s.plies.length;
  const hole = s.legal[n % s.legal.length];
  await pit(mover, hole).click();
  await waitPlies(mover, n + 1);
  await waitPlies(other, n + 1);
}

test('paired by QR code (the links read from the drawn codes): a whole game, each move checked and shown on the other device, whose turn always said', async () => {
  const host = await freshPage(0);
  const invitation = await makeInvitation(host.page, 0);
  const scanned = await readQrCode(host.page, PAIR_QR);
  assert.equal(scanned, invitation.link, 'the QR code holds the invitation’s link');
  // The code's modules are whole device pixels, and its version one a phone reads from a screen.
  const qr = await host.page.locator(PAIR_QR).evaluate((svg) => ({
    version: Number(svg.dataset.version),
    perModule: (svg.getBoundingClientRect().width * devicePixelRatio) / svg.viewBox.baseVal.width,
  }));
  console.log(`invitation QR code: version ${qr.version}, ${qr.perModule} device px a module`);
  assert.ok(qr.version <= 13, `version ${qr.version}`);
  assert.ok(Number.isInteger(qr.perModule) && qr.perModule >= 2, `${qr.perModule} device px a module`);
  const guest = await freshPage(1);
  await guest.page.goto(scanned);
  await dialog(guest.page).getByRole('heading', { name: 'You were invited' }).waitFor();
  const answer = await acceptInvitation(guest.page);
  const scannedAnswer = await readQrCode(guest.page, PAIR_QR);
  assert.equal(scannedAnswer, answer.link, 'the QR code holds the answer’s link');
  await connect(host.page, guest.page, scannedAnswer);
  console.log(`invitation link ${invitation.link.length} B (code ${invitation.code.length} B); answer link ${answer.link.length} B`);
  const h = host.page;
  const g = guest.page;
  assert.match(await bar(h).textContent(), /Your turn: you play South/);
  assert.match(await bar(g).textContent(), /Your friend’s turn \(South\)\. You play North/);
  assert.match(await h.locator('#players .player[data-player="0"]').textContent(), /you/);
  assert.match(await g.locator('#players .player[data-player="1"]').textContent(), /you/);
  assert.equal(await engineRecord(g), await engineRecord(h), 'the same game on both');

  // North's device may not play South's move.
  const start = await state(g);
  await pit(g, start.legal[0]).click();
  await g.locator('#notice').getByText('It is your friend’s turn: wait for their move.').waitFor();
  assert.equal(await plies(g), 0);

  const bySeat = [h, g];
  for (let i = 0; i < 400 && (await state(h)).status !== 'over'; i += 1) await playOne(bySeat);
  const [end, endGuest] = [await state(h), await state(g)];
  assert.equal(end.status, 'over');
  assert.equal(await engineRecord(g), await engineRecord(h), 'the same record on both devices');
  assert.deepEqual(endGuest.captured, end.captured);
  await h.locator('#end-dialog').waitFor();
  await g.locator('#end-dialog').waitFor();
  assert.match(await bar(h).textContent(), /Game over\. You played South/);

  // A rematch is asked of the friend; allowed, the other player starts on both devices.
  await h.locator('#btn-end-rematch').click();
  await dialog(g).getByText('Your friend asks for a new game, the other player starting.').waitFor();
  assert.equal(await g.evaluate(() => document.activeElement.textContent), 'Allow', 'the answer has the focus');
  await dialog(g).getByRole('button', { name: 'Allow' }).click();
  await waitPlies(h, 0);
  await waitPlies(g, 0);
  assert.equal((await state(h)).toMove, 1);
  assert.equal((await state(g)).toMove, 1);
  assert.match(await bar(g).textContent(), /Your turn: you play North/);
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  await h.close();
  await g.close();
});

test('paired by pasted code; undo asks the friend; the inviter plays North: its row nearest the player, its pits “yours”, the keyboard’s way in on one of them', async () => {
  const host = await freshPage(0);
  const invitation = await makeInvitation(host.page, 1);
  const guest = await freshPage(1);
  const h = host.page;
  const g = guest.page;
  await useTool(g, '#btn-pair');
  await dialog(g).locator('#pair-paste-invite').fill(invitation.code.replace(/(.{60})/g, '$1\n'));
  await dialog(g).getByRole('button', { name: 'Open the invitation' }).click();
  await dialog(g).getByText('You play South; your friend plays North.').waitFor();
  const answer = await acceptInvitation(g);
  await connect(h, g, answer.code);
  // The inviter plays North here: South (the friend) moves first.
  const bySeat = [g, h];
  for (let i = 0; i < 3; i += 1) await playOne(bySeat);

  // Undo: the player of the last move asks (back to before it); the friend refuses, then allows.
  const played = await state(h);
  const asker = played.plies.at(-1).player;
  const back = played.plies.length - 1;
  await bySeat[asker].locator('#btn-undo').click();
  const friend = bySeat[1 - asker];
  await dialog(friend).getByText('Your friend asks to take back their last move.').waitFor();
  await dialog(friend).getByRole('button', { name: 'Refuse' }).click();
  await bySeat[asker].locator('#notice').getByText('Your friend would rather keep the move.').waitFor();
  assert.equal(await plies(h), 3);
  await bySeat[asker].locator('#btn-undo').click();
  await dialog(friend).getByRole('button', { name: 'Allow' }).click();
  await waitPlies(h, back);
  await waitPlies(g, back);
  assert.equal((await state(h)).toMove, asker, 'back to the asker’s move');
  assert.equal(await engineRecord(g), await engineRecord(h));

  // The inviter plays North: on its device North's row is the one nearest the player (drawn
  // below South's), its pits are "yours" whoever moves, and the keyboard enters the board on one.
  const y = async (page, hole) => (await pit(page, hole).boundingBox()).y;
  const turn = await state(h);
  const north = turn.owners.indexOf(1);
  assert.ok((await y(h, north)) > (await y(h, 0)), 'North’s row at the bottom on North’s device');
  assert.ok((await y(g, 0)) > (await y(g, north)), 'South’s row at the bottom on South’s device');
  const label = (page, hole) => pit(page, hole).getAttribute('aria-label');
  for (const [page, seat] of [[h, 1], [g, 0]]) {
    for (const hole of [0, north]) {
      const owned = turn.owners[hole] === seat;
      assert.equal(/yours/.test(await label(page, hole)), owned, `pit ${hole} on seat ${seat}’s device, ${turn.toMove} to move`);
    }
    const entry = Number(await page.locator('#pit-layer .pit[tabindex="0"]').getAttribute('data-pit'));
    assert.equal(turn.owners[entry], seat, `the keyboard enters seat ${seat}’s board on its own pit`);
    assert.equal(await page.locator('#btn-hint').isDisabled(), true, 'no hint for one side only');
  }
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    await h.setViewportSize(viewport);
    await settled(h);
    await screenshot(h, `pair-north-${viewport.width}x${viewport.height}`);
  }
  assert.ok((await y(h, north)) > (await y(h, 0)), 'still turned after a resize');
  assert.equal(await engineRecord(g), await engineRecord(h));
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  await h.close();
  await g.close();
});

test('match play between two devices: a round played out, the next round started by its starter’s device only', async () => {
  const host = await freshPage(0);
  await startGame(host.page, { game: 'ba-awa', match: true });
  const invitation = await makeInvitation(host.page, 0);
  const guest = await freshPage(1);
  await guest.page.goto(invitation.link);
  await dialog(guest.page).getByText(/Your friend invites you to play Ba.awa/) // a non-breaking hyphen in the name.waitFor();
  const answer = await acceptInvitation(guest.page);
  await connect(host.page, guest.page, answer.code);
  const bySeat = [host.page, guest.page];
  assert.equal((await state(guest.page)).matchTarget, 10, 'the friend has the match too');
  for (let i = 0; i < 600 && (await state(host.page)).status === 'playing'; i += 1) await playOne(bySeat);
  const over = await state(host.page);
  assert.equal(over.status, 'round-over');
  assert.equal((await state(guest.page)).status, 'round-over');
  const next = over.next;
  const starter = next.chooser ?? next.starter;
  const [mine, theirs] = [bySeat[starter], bySeat[1 - starter]];
  // The other device offers no button it cannot use, and says who starts...
  await theirs.locator('#round-panel').getByText('Your friend starts the next round, on their device.').waitFor();
  assert.equal(await theirs.locator('#btn-next-round').isHidden(), true);
  assert.match(await bar(theirs).textContent(), /Round over\. Your friend starts the next round\./);
  // ...the starter's does, with the pits it chose (the engine's choice, as the panel offers it).
  await mine.locator('#btn-next-round').click();
  const n = over.plies.length + 1;
  await waitPlies(mine, n);
  await waitPlies(theirs, n);
  assert.equal((await state(theirs)).round, 2);
  assert.equal(await engineRecord(theirs), await engineRecord(mine));
  await playOne(bySeat);
  assert.equal(await engineRecord(theirs), await engineRecord(mine));
  assert.deepEqual(host.errors, []);
  assert.deepEqual(guest.errors, []);
  await host.page.close();
  await guest.page.close();
});

/** The saved games of `page`'s browser: [{ id, record, pairing }]. */
const savedGames = (page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('mancala-web.game.'))
      .map((key) => {
        const entry = JSON.parse(localStorage.getItem(key));
        return { id: key.slice('mancala-web.game.'.length), record: entry.record, pairing: entry.settings?.pairing ?? null };
      }),
  );

/** The device's tab goes (a phone's browser closed); `other` says the connection is lost. */
async function dropTab(gone, other) {
  const closed = Date.now();
  await gone.close();
  await bar(other).getByText('The connection to your friend’s device is lost.', { exact: false }).waitFor({ timeout: 40_000 });
  console.log(`a closed tab noticed after ${Date.now() - closed} ms`);
}

/** The inviter invites again from the bar; resolves to the invitation's link. */
async function inviteAgain(page) {
  await bar(page).getByRole('button', { name: 'Invite again' }).click();
  await dialog(page).locator('#pair-code-invite').waitFor({ timeout: 20_000 });
  return dialog(page).locator('#pair-link-invite').inputValue();
}

/** The friend's device opens `link` in a new tab of its browser; resolves to { page, errors }. */
async function openOnDevice(i, link) {
  const page = await devices[i].context.newPage();
  const errors = collectErrors(page);
  await page.goto(link);
  await page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  return { page, errors };
}

/** The answer shown on `page`: { link, code }. */
async function answerShown(page) {
  const code = dialog(page).locator('#pair-code-answer');
  await code.waitFor({ timeout: 20_000 });
  return { link: await dialog(page).locator('#pair-link-answer').inputValue(), code: await code.inputValue() };
}

test('a lost connection is said on the other device; the pairing is kept, and a reconnect takes two steps with no seat to choose and no move lost', async () => {
  const { host, guest } = await pairByLink(0);
  const h = host.page;
  for (let i = 0; i < 4; i += 1) await playOne([h, guest.page]);
  // No hints unless the inviter allowed them: for neither player.
  assert.equal(await h.locator('#btn-hint').isDisabled(), true);
  const kept = await engineRecord(h);
  await dropTab(guest.page, h);
  assert.equal(await bar(h).getAttribute('data-state'), 'lost');
  assert.match(await h.locator('#players .player[data-player="1"]').textContent(), /your friend, connection lost/);
  // Apart, neither device plays: not the friend's seat, and not its own.
  const before = await plies(h);
  await pit(h, (await state(h)).legal[0]).click({ force: true });
  await h.evaluate(() => window.__mancala.idle());
  assert.equal(await plies(h), before, 'no move while the friend is away');
  // Step one: the host invites again. Step two: the friend's device opens the link (its camera would)
  // and, knowing the pairing, answers at once: no "You were invited", no seat to choose.
  const friend = await openOnDevice(1, await inviteAgain(h));
  const answer = await answerShown(friend.page);
  assert.equal(await dialog(friend.page).getByRole('heading', { name: 'You were invited' }).count(), 0);
  assert.equal(await engineRecord(friend.page), kept, 'the friend\'s saved game came back for the pairing');
  // The inviter opens the answer's link, in a new tab: it goes to the inviting tab.
  const tab = await devices[0].context.newPage();
  const tabErrors = collectErrors(tab);
  await tab.goto(answer.link);
  await dialog(tab).getByText('The answer went to the page that made the invitation, in another tab of this browser.', { exact: false }).waitFor();
  await connected(h);
  await connected(friend.page);
  await tab.close();
  assert.deepEqual(tabErrors, []);
  await playOne([h, friend.page]);
  assert.equal(await plies(friend.page), 5);
  assert.equal(await engineRecord(friend.page), await engineRecord(h));
  // One saved game each for the pairing: no copy made by going on.
  for (const page of [h, friend.page]) {
    const games = (await savedGames(page)).filter((g) => g.pairing);
    assert.equal(new Set(games.map((g) => g.pairing.id)).size, 1);
    assert.equal(games.length, 1, JSON.stringify(games));
  }
  assert.deepEqual(host.errors, []);
  assert.deepEqual(friend.errors, []);
  await h.close();
  await friend.page.close();
});

test('a reloaded page keeps its pairing; records that differ after a drop are shown, and each device\'s person chooses', async () => {
  const { host, guest } = await pairByLink(0, { hints: true });
  const h = host.page;
  for (let i = 0; i < 3; i += 1) await playOne([h, guest.page]);
  // The inviter allowed hints, for both: the friend (North, to move) may ask for one.
  await guest.page.locator('#btn-hint').click();
  await guest.page.locator('#hint-panel').getByText('Hint for', { exact: false }).waitFor({ timeout: 30_000 });
  const common = await engineRecord(h);
  await dropTab(guest.page, h);
  // The host reloads: still the paired game, its friend's seat not playable, the bar offers to invite again.
  await h.reload();
  await h.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  await bar(h).getByRole('button', { name: 'Invite again' }).waitFor({ timeout: 20_000 });
  assert.match(await h.locator('#players .player[data-player="0"]').textContent(), /you/);
  assert.equal(await engineRecord(h), common);
  // The friend's saved game has a move the host never heard of (its own, sent as the connection
  // dropped): written into its save from a page of the same origin that is not the game's.
  const north = (await state(h)).legal[0];
  const letter = String.fromCharCode(97 + north); // holes 0-11 are a-l (docs/notation.md)
  const writer = await devices[1].context.newPage();
  await openBlank(writer, server.url);
  await writer.evaluate((record) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('mancala-web.game.') && JSON.parse(localStorage.getItem(k)).settings?.pairing);
    localStorage.setItem(key, JSON.stringify({ ...JSON.parse(localStorage.getItem(key)), record }));
  }, common + letter);
  await writer.close();
  // The host invites again; the friend's device finds its game one move ahead and asks.
  const friend = await openOnDevice(1, await inviteAgain(h));
  await dialog(friend.page).getByRole('heading', { name: 'The two devices’ games differ' }).waitFor({ timeout: 20_000 });
  const said = await dialog(friend.page).textContent();
  assert.match(said, /agree up to move 3/);
  assert.match(said, new RegExp(`Only this device’s game has move 4 \\(${letter}\\)`));
  await dialog(friend.page).getByRole('button', { name: 'Go on from this device’s game' }).click();
  const answer = await answerShown(friend.page);
  // The host's game would change: its person is asked too.
  await dialog(h).locator('#pair-paste-answer').fill(answer.code);
  await dialog(h).getByRole('button', { name: 'Connect' }).click();
  await dialog(h).getByText('Your friend chose to go on from their device’s game.', { exact: false }).waitFor();
  assert.match(await dialog(h).textContent(), new RegExp(`Only your friend’s game has move 4 \\(${letter}\\)`));
  await dialog(h).getByRole('button', { name: 'Go on from your friend’s game' }).click();
  await connected(h);
  await connected(friend.page);
  await waitPlies(h, 4);
  assert.equal(await engineRecord(h), common + letter);
  await playOne([h, friend.page]);
  assert.equal(await engineRecord(friend.page), await engineRecord(h));
  assert.deepEqual(host.errors, []);
  assert.deepEqual(friend.errors, []);
  await h.close();
  await friend.page.close();
});

test('a long game\'s QR code stays small: it stands for the record, which comes over the channel and is checked', async () => {
  // A Ba-awa match of 200 plies still in progress, played by the engine itself on the page.
  const host = await freshPage(0);
  const record = await host.page.evaluate(async () => {
    const engine = await import('/pkg/mancala-web.js');
    await engine.default();
    for (let step = 1; step < 50; step += 1) {
      const game = new engine.GameHandle('ba2m10', undefined);
      for (let i = 0; game.view().status !== 'over' && game.view().plyCount < 200; i += 1) {
        const { legal, status } = game.view();
        if (status === 'playing') game.play(legal[(i * step) % legal.length]);
        else game.nextRound(null);
      }
      const done = game.view().status !== 'over' ? game.record() : null;
      game.free();
      if (done) return done;
    }
    return null;
  });
  assert.ok(record, 'a match of 200 plies in progress');
  await host.page.goto(`${server.url}?record=${record}&seats=human,human`);
  await host.page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  const invitation = await makeInvitation(host.page, 0);
  // The whole invitation (its link) would need a larger code than phones read well.
  const whole = await host.page.evaluate(async (link) => (await (await import('/www/board/qr.js')).encodeQr(link)).version, invitation.link);
  console.log(`a ${record.length}-character record: its invitation link ${invitation.link.length} B, a QR code of version ${whole}`);
  assert.ok(whole > 13, `the whole invitation is a version ${whole} code`);
  const version = await host.page.locator(PAIR_QR).evaluate((svg) => Number(svg.dataset.version));
  assert.ok(version <= 13, `a version phones read: ${version}`);
  const scanned = await readQrCode(host.page, PAIR_QR);
  assert.notEqual(scanned, invitation.link, 'the QR code holds a shorter invitation');
  const guest = await freshPage(1);
  await guest.page.goto(scanned);
  await dialog(guest.page).getByRole('heading', { name: 'You were invited' }).waitFor();
  await dialog(guest.page).getByText('The game goes on from move 201.').waitFor();
  const answer = await acceptInvitation(guest.page);
  await connect(host.page, guest.page, answer.code);
  await connected(guest.page);
  await waitPlies(guest.page, 200);
  assert.equal(await engineRecord(guest.page), record);
  await playOne([host.page, guest.page]);
  assert.equal(await engineRecord(guest.page), await engineRecord(host.page));
  for (const device of [host, guest]) {
    assert.deepEqual(device.errors, []);
    await device.page.close();
  }
});

test('accepting an invitation keeps the game the friend was playing among their games', async () => {
  const host = await freshPage(0);
  const invitation = await makeInvitation(host.page, 0);
  const guest = await freshPage(1);
  await guest.page.locator('#quick-opponent label:has(input[value="human"])').click();
  for (let i = 0; i < 3; i += 1) {
    await pit(guest.page, (await state(guest.page)).legal[0]).click();
    await guest.page.evaluate(() => window.__mancala.idle());
  }
  const before = await engineRecord(guest.page);
  await guest.page.goto(invitation.link);
  await guest.page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  await dialog(guest.page).getByRole('heading', { name: 'You were invited' }).waitFor();
  assert.match(await dialog(guest.page).textContent(), /kept under Your games/);
  const answer = await acceptInvitation(guest.page);
  await connect(host.page, guest.page, answer.code);
  assert.notEqual(await engineRecord(guest.page), before, 'the game of the invitation is on the board');
  const kept = await guest.page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('mancala-web.game.'))
      .map((key) => JSON.parse(localStorage.getItem(key)).record),
  );
  assert.ok(kept.includes(before), `${before} is kept: ${kept}`);
  for (const device of [host, guest]) {
    assert.deepEqual(device.errors, []);
    await device.page.close();
  }
});

test('no connection in the time given: the inviter is told why, in words, and what would help', async () => {
  const host = await freshPage(0);
  const invitation = await makeInvitation(host.page, 0);
  const guest = await freshPage(1);
  await guest.page.goto(invitation.link);
  await guest.page.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
  const answer = await acceptInvitation(guest.page);
  // The friend's device is gone before the inviter takes the answer.
  await guest.page.close();
  await dialog(host.page).locator('#pair-paste-answer').fill(answer.code);
  await dialog(host.page).getByRole('button', { name: 'Connect' }).click();
  await dialog(host.page).getByRole('heading', { name: 'No connection' }).waitFor({ timeout: 60_000 });
  const words = await dialog(host.page).textContent();
  assert.match(words, /The two devices could not connect \(30 s\)\./);
  assert.match(words, /same Wi-Fi network/);
  assert.match(words, /STUN or TURN server/);
  assert.equal(await bar(host.page).isHidden(), true, 'no paired game');
  assert.deepEqual(host.errors, []);
  await host.page.close();
});

test('where the browser reads QR codes, the inviter scans the answer with the camera', async () => {
  const page = await devices[0].context.newPage();
  const errors = collectErrors(page);
  // BarcodeDetector as Chrome on Android has it, reading whatever the test holds up.
  await page.addInitScript(() => {
    window.BarcodeDetector = class {
      async detect(source) {
        if (!(source instanceof HTMLVideoElement) || !source.srcObject) throw new TypeError('no video');
        return window.heldUp ? [{ rawValue: window.heldUp, format: 'qr_code' }] : [];
      }
    };
  });
  await openEmpty(page, server.url);
  const invitation = await makeInvitation(page, 0);
  const guest = await freshPage(1);
  await guest.page.goto(invitation.link);
  const answer = await acceptInvitation(guest.page);
  await dialog(page).getByRole('button', { name: 'Scan with the camera' }).click();
  await dialog(page).getByText('Hold the code in front of the camera.').waitFor();
  await page.locator('#pair-dialog video').evaluate((v) => new Promise((done) => (v.readyState >= 2 ? done() : v.addEventListener('loadeddata', done))));
  await page.evaluate((link) => (window.heldUp = link), answer.link);
  await paired(page);
  await paired(guest.page);
  assert.equal(await page.locator('#pair-dialog video').count(), 0, 'the camera is stopped');
  assert.deepEqual(errors, []);
  assert.deepEqual(guest.errors, []);
  await page.close();
  await guest.page.close();
});

test('codes that cannot be used are said so, and the answer is not taken for an invitation', async () => {
  const { page, errors } = await freshPage(0);
  await useTool(page, '#btn-pair');
  await dialog(page).locator('#pair-paste-invite').fill('not a code at all');
  await dialog(page).getByRole('button', { name: 'Open the invitation' }).click();
  await dialog(page).getByText('This code cannot be read: part of it may be missing.', { exact: false }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a ?ice= with an item that is not a STUN or TURN address is named in a notice, and no server is used', async () => {
  // Not freshPage: its speed setting is a click, which takes a notice that stays away.
  const page = await devices[0].context.newPage();
  const errors = collectErrors(page);
  await openEmpty(page, `${server.url}?ice=stun:stun.example.org,stun.example.org`);
  await page.locator('#notice').getByText('Options that could not be used were left out: ice.').waitFor();
  await openPairing(page);
  assert.equal(await dialog(page).locator('#pair-ice').inputValue(), '');
  assert.deepEqual(errors, []);
  await page.close();
});

test('every pairing screen: axe-core finds nothing; screenshots in English and Arabic, desktop and phone', async () => {
  const found = {};
  for (const [lang, viewport] of [
    ['en', { width: 1024, height: 768 }],
    ['ar', { width: 390, height: 844 }],
    ['en', { width: 390, height: 844 }],
    ['ar', { width: 1024, height: 768 }],
  ]) {
    const tag = `${lang}-${viewport.width}`;
    const host = await freshPage(0, `?lang=${lang}`);
    const guest = await freshPage(1, `?lang=${lang}`);
    await host.page.setViewportSize(viewport);
    await guest.page.setViewportSize(viewport);
    const h = host.page;
    const g = guest.page;
    await openPairing(h);
    await dialog(h).locator('h2').waitFor();
    found[`${tag} start`] = await axeViolations(h);
    await screenshot(h, `pair-start-${tag}`);
    await dialog(h).locator('button.primary').first().click();
    await dialog(h).locator('#pair-code-invite').waitFor({ timeout: 20_000 });
    found[`${tag} invitation`] = await axeViolations(h);
    await screenshot(h, `pair-invitation-${tag}`);
    await g.goto(await dialog(h).locator('#pair-link-invite').inputValue());
    await g.locator('html[data-ready="true"]').waitFor({ timeout: 30_000 });
    await dialog(g).locator('button.primary').waitFor();
    found[`${tag} invited`] = await axeViolations(g);
    await screenshot(g, `pair-invited-${tag}`);
    await dialog(g).locator('button.primary').click();
    await dialog(g).locator('#pair-code-answer').waitFor({ timeout: 20_000 });
    found[`${tag} answer`] = await axeViolations(g);
    await screenshot(g, `pair-answer-${tag}`);
    await dialog(h).locator('#pair-paste-answer').fill(await dialog(g).locator('#pair-code-answer').inputValue());
    await dialog(h).locator('button.primary').click();
    await paired(h);
    await paired(g);
    found[`${tag} playing`] = await axeViolations(h);
    await screenshot(h, `pair-playing-host-${tag}`);
    await screenshot(g, `pair-playing-guest-${tag}`);
    if (viewport.width < 620) {
      await g.locator('#btn-more').click(); // the bar is in the More menu, with the quick switches
      await bar(g).waitFor();
      found[`${tag} playing, the menu open`] = await axeViolations(g);
      await screenshot(g, `pair-playing-guest-menu-${tag}`);
    }
    assert.deepEqual(host.errors, []);
    assert.deepEqual(guest.errors, []);
    await h.close();
    await g.close();
  }
  for (const [screen, violations] of Object.entries(found)) assert.deepEqual(violations, [], screen);
});
