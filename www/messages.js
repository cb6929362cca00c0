// The message catalogue: every user-visible string of the page goes through t().
// Values are strings with {name} placeholders, or functions of the parameters
// (for plurals). Other languages come later: add a catalogue with the same keys.

const en = {
  'app.title': 'Bakuk, Koumma and Ba-awa',
  'app.tagline': 'Mancala games of Morocco, the Sahara and Ghana',
  'app.loading': 'Loading the engine…',
  'app.engine': 'Engine {version}',
  'app.failed': 'The game engine could not be loaded: {error}',

  'game.bakuk': 'Bakuk',
  'game.koumma': 'Koumma',
  'game.ba-awa': 'Ba-awa',
  'game.bakuk.blurb': 'Morocco · 2 × 3 holes · captures of 2 and 4',
  'game.koumma.blurb': 'Sahara · Bakuk’s relative · captures of 2, 4 and 6',
  'game.ba-awa.blurb': 'Ghana · 2 × 6 pits · relay sowing, fours',

  'player.2.0': 'South',
  'player.2.1': 'North',
  'player.3.0': 'Seat A',
  'player.3.1': 'Seat B',
  'player.3.2': 'Seat C',

  'start.heading': 'New game',
  'start.game': 'Game',
  'start.mode': 'Mode',
  'start.mode.single': 'Single game',
  'start.mode.match': 'Match',
  'start.mode.matchOnly': 'Match play is for Ba-awa only.',
  'start.target': 'Match target',
  'start.target.option': (p) => `${p.n} pits`,
  'start.players': 'Players',
  'start.players.option': (p) => `${p.n} players`,
  'start.seats': 'Seats',
  'start.seat.human': 'Human',
  'start.seat.computer': 'Computer, {level}',
  'start.level.beginner': 'beginner',
  'start.level.intermediate': 'intermediate',
  'start.level.expert': 'expert',
  'start.seats.help': 'A beginner plays sensible moves and makes mistakes; an expert plays the best it can (perfectly in two-player Bakuk and Koumma). Computer against computer plays by itself.',
  'start.first': 'Who starts',
  'start.first.random': 'Random',
  'start.variants': 'Rule variants',
  'start.variants.none': 'Ba-awa is played by the rules as written; there are no variants to choose.',
  'start.play': 'Start the game',
  'start.cancel': 'Back to the game',
  'start.invalid': 'These settings cannot be played: {error}',

  'variant.b': 'Backward chain',
  'variant.b.help': 'After a capture, the chain goes on with the preceding holes (Valdez) instead of the following ones (Mancala World).',
  'variant.o': 'Leftover seeds to their own side',
  'variant.o.help': 'At the end, each player takes the seeds left in their own holes; by default they are not scored.',
  'variant.s': 'Skip an empty seat',
  'variant.s.help': 'With three players, a player with no seeds is passed; the game ends when nobody can move. By default it ends at once.',
  'variant.u': 'Single seeds cannot be played',
  'variant.u.help': 'A hole holding one seed may not be chosen; by default the seed moves on to the next hole.',
  'variant.d': 'Stop when decided',
  'variant.d.help': 'The game ends as soon as one player has 19 or more of the 36 seeds.',

  'controls.speed': 'Speed',
  'speed.slow': 'Slow',
  'speed.normal': 'Normal',
  'speed.fast': 'Fast',
  'speed.instant': 'Instant',
  'controls.pause': 'Pause',
  'controls.resume': 'Resume',
  'controls.stepSeed': 'Step seed',
  'controls.stepLap': 'Step lap',
  'controls.finish': 'Finish move',
  'controls.undo': 'Undo',
  'controls.redo': 'Redo',
  'controls.replay': 'Replay',
  'controls.stopReplay': 'Stop replay',
  'controls.newGame': 'New game',
  'controls.rematch': 'Rematch',
  'controls.rules': 'Rules',
  'controls.counts': 'Show counts',
  'controls.hint': 'Hint',
  'controls.computerPlay': 'Computer, play',
  'controls.animation': 'Animation',
  'controls.game': 'Game',

  'board.label': '{game} board',
  'board.pits': 'Pits',
  'hole.bakuk': 'h{n}',
  'hole.ba-awa': 'p{n}',
  'pit.name': (p) => `${p.kind === 'ba-awa' ? 'Pit' : 'Hole'} ${p.label}, ${p.owner}, ${seeds(p.n)}${p.state ? `, ${p.state}` : ''}`,
  'pit.yours': 'yours',
  'pit.of': '{player}’s',
  'pit.playable': 'playable',
  'pit.chosen': 'chosen',
  'pit.choosable': 'can be chosen',
  'seeds': (p) => seeds(p.n),

  'turn.toMove': '{player} to move',
  'turn.short': 'to move',
  'turn.sowing': 'sowing',
  'turn.thinking': 'thinking…',
  'seat.computer': 'computer, {level}',
  'turn.replaying': 'Replaying the game',
  'turn.animating': '{player} is sowing',
  'store.label': (p) => `${p.player}: ${seeds(p.n)} captured`,

  'why.empty': 'That hole is empty.',
  'why.not-yours': 'That hole is not yours: {player} plays from their own holes.',
  'why.endless': 'That move would sow for ever (the relay comes back to the same state), so it is not allowed.',
  'why.single-seed': 'A single seed cannot be played under the chosen rules.',
  'why.over': 'The game is over.',
  'why.no-such-hole': 'There is no such hole.',
  'why.busy': 'Wait until the move has been sown, or press Finish move.',
  'why.round': 'The round is over: start the next round first.',
  'why.computer': 'It is {player}’s turn, and the computer plays for {player}.',

  // The computer player.
  'computer.thinking': '{player} is thinking…',
  'computer.paused': (p) =>
    `After an undo the computer waits: press “Computer, play” to let ${p.player} move.`,
  'computer.failed': 'The computer could not move ({error}).',

  // Hints. A move's value is the seeds its mover captures from now to the end minus what the
  // others capture, when both sides then play perfectly (two-player Bakuk and Koumma only).
  // Each move is told relative to the best: value − best = 0 is "best", −4 "4 worse than the best".
  'hint.working': 'Looking for the best move…',
  'hint.heading': 'Hint for {player}',
  'hint.best': 'best',
  'hint.badge': (p) => (p.diff === 0 ? 'best' : `−${p.diff}`),
  'hint.outcome': (p) =>
    p.value > 0
      ? `you end up capturing ${seeds(p.value)} more than ${p.other}`
      : p.value < 0
        ? `you end up capturing ${seeds(-p.value)} fewer than ${p.other}`
        : `you and ${p.other} end up capturing the same`,
  'hint.move': (p) =>
    `${p.hole}: ${p.diff === 0 ? 'best move' : `${seeds(p.diff)} worse than the best`} — with perfect play from here, ${p.outcome}`,
  'hint.pit': (p) => (p.diff === 0 ? 'hint: best move' : `hint: ${seeds(p.diff)} worse than the best`),
  'hint.suggest': '{hole} looks best. (Exact values are known only in two-player Bakuk and Koumma.)',
  'hint.pitSuggest': 'hint: suggested move',
  'hint.explain': 'Values count the seeds captured from now to the end of the game, you minus {other}, if both sides play perfectly.',

  'narrate.lift': (p) => `${p.player} lifts ${seeds(p.seeds)} from ${p.hole}`,
  'narrate.lap': (p) => `Lap ${p.lap}: ${seeds(p.seeds)} lifted from ${p.hole}`,
  'narrate.capture.last-seed': (p) => `${p.player} captures ${p.seeds} at ${p.hole}`,
  'narrate.capture.in-passing': (p) => `${p.player} captures ${p.seeds} in passing at ${p.hole}`,
  'narrate.capture.chain': (p) => `…and ${p.seeds} more at ${p.hole} (chain)`,
  'narrate.award': (p) => `${p.player} takes ${seeds(p.seeds)} from ${p.hole}`,
  'narrate.newRound': 'Round {round} begins; {player} starts',
  'narrate.lapBadge': 'Lap {lap}',

  'announce.next': '{player} to move.',
  'announce.undo': 'Move taken back. {next}',
  'announce.redo': 'Move replayed. {next}',
  'announce.round': 'Round {round} starts. {next}',
  'announce.over': 'Game over. {result}',
  'announce.roundOver': 'Round over. {result}',

  'end.reason.no-seeds': 'The player to move had no seeds left.',
  'end.reason.repetition': 'The same position came up for the third time.',
  'end.reason.decided': 'The result was decided: one player holds more than half the seeds.',
  'end.reason.last-seeds': 'Only a few seeds were left; the round’s first player took them.',
  'end.reason.no-move': 'The player to move had no legal move; each pit’s seeds went to its owner.',
  'end.reason.match': 'The match target was reached.',
  'end.wins': '{player} wins',
  'end.winsMatch': '{player} wins the match',
  'end.draw': 'A draw',
  'end.score': (p) => p.parts.join(' · '),
  'end.scoreItem': '{player} {n}',
  'end.heading': 'Game over',
  'end.close': 'Look at the board',

  'round.heading': 'Round {round} is over',
  'round.next': (p) => `Next round: ${p.parts.join(', ')}.`,
  'round.pits': (p) => `${p.player} ${p.n} ${p.n === 1 ? 'pit' : 'pits'}`,
  'round.eliminated': '{player} has no pits left and is out.',
  'round.choose': (p) =>
    `${p.player} takes ${p.extra} ${p.extra === 1 ? 'pit' : 'pits'} from the other row: choose them on the board (the usual choice is marked).`,
  'round.chosen': (p) => `Chosen ${p.n} of ${p.extra}.`,
  'round.start': 'Start round {round}',
  'round.startMatchOver': 'Show the result',
  'round.computerChooses': '{player} is a computer seat: the usual choice is used.',
  'round.computerChose': (p) => `${p.player} (computer) takes ${p.pits.join(', ')}.`,

  'moves.heading': 'Moves',
  'moves.empty': 'No moves yet.',
  'moves.record': 'Record',

  'save.dropped.save': 'The saved game could not be restored: the save cannot be read ({error}).',
  'save.dropped.older-version': 'The saved game is from an older version of the app and could not be restored; its settings were kept.',
  'save.dropped.newer-version': 'The saved game is from a newer version of the app and could not be restored; its settings were kept.',
  'save.dropped.settings': 'The saved settings could not be read; the usual settings are used.',
  'save.dropped.record': 'The save holds no game ({error}); its settings were kept.',
  'save.dropped.prefs': 'Some saved preferences could not be read; the usual ones are used.',
  'save.unreadable': 'The saved game could not be restored ({error}); its settings were kept.',
  'save.other-game': 'The saved settings were for another game than the saved one ({rules}); they now follow the saved game.',
  'save.unavailable': 'Games cannot be saved in this browser (storage is not available).',
  'save.read-only': 'Games cannot be saved now (storage is full or refuses); this game goes on in this page but will not be kept.',
  'save.failed': 'This game could not be saved (storage is full or refuses); it goes on in this page but will not be kept.',

  'rules.heading': 'Rules of {game}',
  'rules.close': 'Close',
  'rules.sources': 'People and sources',
  'rules.inUse': 'Variants in this game',
  'rules.standard': 'The standard rules, no variants.',
  'rules.diagram': 'Diagram: the holes, numbered in sowing order, counter-clockwise',

  'rules.bakuk.body': [
    'Two players face each other across two rows of three holes; each hole starts with six seeds (36 in all). There are no stores: captured seeds are kept beside the board.',
    'On your turn, lift all the seeds of one of your own holes and sow them one by one, counter-clockwise, starting with the next hole. With six or more seeds the emptied hole gets a seed on each pass.',
    'If the last seed makes its hole hold exactly 2 or 4, on either side, you capture those seeds. Then the following hole is captured too if it holds exactly 2 or 4, and so on around the board until a hole does not.',
    'The game ends when the player to move has no seeds, or when the same position comes up a third time. Seeds left on the board are not scored. Most captured seeds wins.',
    'With three players each has two neighbouring holes: A h0 h1, B h2 h3, C h4 h5, and turns go A, B, C.',
  ],
  'rules.bakuk.culture': [
    'Bakuk is a small mancala game from Morocco: a quick game of counting, on two rows of three holes.',
    'Sources: Mancala World (Bakuk page); J. A. Valdez, 50 Ways to Play Mancala (2023), whose reading chains backwards and leaves the remaining seeds unscored.',
  ],
  'rules.koumma.body': [
    'Koumma is played like Bakuk on two rows of three holes with six seeds each, with three differences.',
    'After lifting, the first seed goes back into the hole it came from; the rest are sown from the next hole on.',
    'Groups of 2, 4 or 6 are captured, both at the last hole and along the chain.',
    'A hole with a single seed moves it to the next hole (or, as a variant, cannot be played).',
  ],
  'rules.koumma.culture': [
    'Koumma is a close Saharan relative of Bakuk, offered here as a variant of the Bakuk rules.',
    'Sources: Mancala World; J. A. Valdez, 50 Ways to Play Mancala (2023).',
  ],
  'rules.ba-awa.body': [
    'Two rows of six pits, four seeds in each (48). You play from the pits you own: at the start, South owns the near row and North the far row.',
    'Lift all the seeds of one of your pits and sow them one by one, counter-clockwise, from the next pit. No pit is skipped.',
    'Relay: when the last seed of a lap lands in a pit that already held seeds, lift them all (the one just dropped included) and sow on. When it lands in an empty pit, the move ends.',
    'Fours: when a seed that is not the last of its lap makes a pit hold exactly 4, the pit’s owner takes them at once and the sowing goes on. When the last seed makes 4, the player who is moving takes them and the move ends.',
    'A move that would relay for ever is not allowed. When only 1 to 8 seeds are left, the player who started the round takes them. When the player to move cannot move, each pit’s seeds go to its owner. Most seeds wins the round.',
    'Match play: each round, every player owns one pit for every four seeds captured. The round winner chooses the extra pits from the other row. The first to own the target number of pits wins the match.',
  ],
  'rules.ba-awa.culture': [
    'Ba-awa is a mancala game of Ghana, played with relay sowing on a board of twelve pits; captures of four made in passing belong to the owner of the pit.',
    'Sources: R. C. Bell, Board and Table Games from Many Civilizations (1969); Mancala World (Ba-awa page); J. A. Valdez, 50 Ways to Play Mancala (2023).',
  ],
  'rules.match': (p) => `Match play to ${p.target} pits.`,
  'rules.threePlayers': 'Three players.',

  'error.generic': 'Something went wrong: {error}',

  'pwa.update': 'A new version is ready — reload to update.',
  'pwa.reload': 'Reload',
  'pwa.later': 'Later',

  'kiosk.touch': 'Touch the screen to play',

  'embed.label': 'Mancala board: {game}',
  'embed.loading': 'Loading the board…',

  'demo.moveLog': (p) => `${p.via}: ${p.player} played ${p.hole}`,
  'demo.overLog': (p) => `${p.via}: game over, ${p.result}`,
  'demo.viaElement': 'custom element',
  'demo.viaFrame': 'iframe',

  // ---- Issue 9 (H9): the page a person meets. New keys only, in this block. ----
  'quick.opponent': 'Opponent',
  'quick.opponent.computer': 'Computer',
  'quick.opponent.human': 'Human',
  'narrate.youAre.bakuk': 'You are {player}: tap one of your holes to sow.',
  'narrate.youAre.ba-awa': 'You are {player}: tap one of your pits to sow.',
  'discarded.text': 'A new game has started; the game you were playing was put aside.',
  'discarded.back': 'Back to that game',
  'discarded.restored': 'You are back in the game you were playing.',
  'moves.took': '{player} took {n}',
  'moves.captures': (p) => p.parts.join('; '),
  'moves.roundTakes': (p) => `Round ${p.round}: ${p.player} takes ${p.pits.join(', ')}`,
  'moves.roundBegins': 'Round {round} begins; {player} starts',
  'narrate.toMove.bakuk': '{player} to move: choose a hole to sow.',
  'narrate.toMove.ba-awa': '{player} to move: choose a pit to sow.',
  'summary.sowed': (p) => (p.laps > 1 ? `${p.player} sowed ${p.hole}: ${countOf(p.laps, LAPS)}` : `${p.player} sowed ${p.hole}`),
  'summary.took.last-seed': '{player} took {seeds} at {hole}',
  'summary.took.lapEnd': '{player} took {seeds} at the end of lap {lap}',
  'summary.took.chain': '{player} took {seeds} more at {hole} (chain)',
  'summary.took.in-passing': '{player} took {seeds} in passing at {hole}',
  'summary.awards': (p) => `${p.player} took the ${countOf(p.seeds, SEEDS)} left on their side`,
  'summary.noCapture': 'no capture',
  'summary.move': (p) => `${p.parts.join('; ')}.`,
  'announce.summary': '{summary} {next}',
  'match.standing': (p) => `Match to ${p.target} pits: ${p.parts.join(', ')}.`,
  'match.owns': (p) => `${p.player} owns ${countOf(p.n, PITS)}`,
  'choice.own': 'That pit is already {player}’s: choose pits from the other row.',
  'choice.notChoosable': 'That pit cannot be chosen: choose from the pits marked on the other row.',
  'app.offline': 'You are offline, and this board is not stored for offline use here. Connect to the internet and reload the page.',
  'controls.sound': 'Sound',
  // ---- end of the issue 9 block ----

  // ---- Issue 11 (H11): links, records, browsing. New keys only, in this block. ----
  'link.end': 'the end',
  'link.badRecord': 'The game in this link could not be opened: at character {at} ({found}), {reason}. The board shows another game instead.',
  'link.badPosition': 'The position in this link could not be opened: at character {at} ({found}), {reason}. The board shows another game instead.',
  'link.badRecordPart': 'The game in this link could not be read to its end: at character {at} ({found}), {reason}. The game is open at the position before it.',
  'link.badRecordMove': 'Move {ply} of the game in this link ({found}) cannot be played: {reason}. The game is open at the position before it.',
  'study.tools': 'Share and save this game',
  'study.share': 'Share',
  'study.shareTitle': '{game}: a game to look at or to play on',
  'study.copied': 'Link copied. Paste it anywhere to share this game.',
  'study.copyManual': 'Copy this link to share the game:',
  'study.copyRecord': 'Copy record',
  'study.recordCopied': 'Record copied.',
  'study.recordManual': 'Copy this record:',
  'study.download': 'Download .txt',
  'study.import': 'Open a record…',
  'study.importHeading': 'Open a game',
  'study.importHelp': 'Paste a record (bk2~adbecf), a position (bk2_6.6.6.6.6.6_0.0_0) or a shared link, or open a .txt file.',
  'study.importText': 'Record, position or link',
  'study.importFile': 'Open a file',
  'study.importOpen': 'Open',
  'study.importCancel': 'Cancel',
  'study.importEmpty': 'Paste a record or a position first, or open a file.',
  'study.importBad': 'This cannot be opened: at character {at} ({found}), {reason}.',
  'study.importBadMove': 'Move {ply} ({found}) cannot be played: {reason}.',
  'study.importFileBad': 'The file could not be read: {error}',
  'study.imported': 'The game is open at its last position.',
  'browse.bar': 'Look back through the moves',
  'browse.first': 'The start',
  'browse.back': 'One move back',
  'browse.forward': 'One move forward',
  'browse.last': 'The game as it is',
  'browse.replay': 'Replay this move',
  'browse.branch': 'Play from here',
  'browse.at': (p) => `The board shows the position after move ${p.move} of ${p.total} (${p.player}). Left and Right step, End comes back.`,
  'browse.atStart': (p) => `The board shows the start, before ${single(p.total) ? 'the one move' : `the ${p.total} moves`}. Left and Right step, End comes back.`,
  'browse.live': 'The board shows the game as it is.',
  'browse.blocked': 'The board shows an earlier position: press Play from here to play from it, or End to come back to the game.',
  'browse.branchHeading': 'Play from here?',
  'browse.branchText': (p) => {
    const where = p.move === 0 ? 'its start' : `move ${p.move}`;
    return single(p.n)
      ? `The game goes back to ${where}. The one later move is taken off; Redo brings it back until a new move is played.`
      : `The game goes back to ${where}. The ${p.n} later moves are taken off; Redo brings them back until a new move is played.`;
  },
  'browse.branchConfirm': 'Play from here',
  'browse.branchCancel': 'Keep the game as it is',
  'browse.branched': (p) => (single(p.n) ? 'The game is back one move. Play on from here.' : `The game is back ${p.n} moves. Play on from here.`),
  'editor.open': 'Set up a position',
  'editor.heading': 'Set up a position',
  'editor.help': 'Press + or − on a pit, or drag from one pit to another to move a seed. The engine checks the position as you go.',
  'editor.board': 'The board',
  'editor.captured': 'Captured seeds',
  'editor.toMove': 'To move',
  'editor.starter': 'Round’s starter',
  'editor.starterSame': 'The player to move',
  'editor.match': (p) => `Match to ${p.n} pits`,
  'editor.owner': 'Owner of {hole}',
  'editor.less': 'One seed fewer: {what}',
  'editor.more': 'One seed more: {what}',
  'editor.startPosition': 'Start position',
  'editor.empty': 'Empty the board',
  'editor.total': (p) => (single(p.n) ? 'One seed on the board and captured.' : `${p.n} seeds on the board and captured.`),
  'editor.bad': 'This position cannot be played: {error}.',
  'editor.rulesBad': 'These rules cannot be played: {error}.',
  'editor.over': 'This position is legal, but the game would be over at once: {reason}',
  'editor.good': 'This position can be played; {player} is to move.',
  'editor.opponent': 'Opponent',
  'editor.opponent.human': 'Human (pass and play)',
  'editor.opponent.computer': 'Computer',
  'editor.play': 'Play from this position',
  'editor.cancel': 'Cancel',
  'review.open': 'Review',
  'review.openAfter': 'Review the game',
  'review.heading': 'Review of the game',
  'review.close': 'Close the review',
  'review.working': (p) => `Reviewing: position ${p.move} of ${p.total}…`,
  'review.valuesHelp': 'The line is the final score with best play from each position (the solver’s exact value): above the middle South is ahead, below it North. A red point marks a move that lost seeds. Choose a point to see its position and the best move.',
  'review.capturesHelp': 'The computer gives no exact value for this game, so the chart shows each player’s captured seeds after every move. Choose a point to see its position.',
  'review.valueLabel': 'Chart of the final score with best play after every move',
  'review.captureLabel': 'Chart of each player’s captured seeds after every move',
  'review.start': 'start',
  'review.moves': (p) => (single(p.n) ? 'one move' : `${p.n} moves`),
  'review.ahead': '{player} ahead',
  'review.atStart': 'At the start',
  'review.afterMove': 'After move {move}',
  'review.lead': (p) => `${p.where}: ${p.player} wins by ${seedsText(p.n)} with best play.`,
  'review.leadEstimate': (p) => `${p.where}: ${p.player} is ahead by about ${seedsText(p.n)} (an estimate of the search, not proven).`,
  'review.even': '{where}: a draw with best play.',
  'review.cost': (p) => `Move ${p.move}, ${p.player} ${p.hole}: cost ${seedsText(p.n)}.`,
  'review.costEstimate': (p) => `Move ${p.move}, ${p.player} ${p.hole}: cost about ${seedsText(p.n)} (estimate).`,
  'review.costBadge': '−{n}',
  'review.noLoss': 'No move lost a seed: both sides played perfectly.',
  'review.best': (p) => `After move ${p.move}, the best move: ${new Intl.ListFormat('en', { type: 'disjunction' }).format(p.holes)}.`,
  'review.noBest': 'After move {move}: there is no move to play here.',
  'review.stopped': 'The review was stopped. Press Review to start it again.',
  'review.captures': (p) => `${p.player} ${p.n}`,
  'learn.open': 'Learn',
  'learn.heading': 'Learn to play',
  'learn.leave': 'Back to my game',
  'learn.progress': (p) => `${p.done} of ${p.total} lessons done.`,
  'learn.done': 'done',
  'learn.doneNote': 'You have done this lesson.',
  'learn.list': 'All lessons',
  'learn.lessonHeading': 'Lesson {n} of {total}: {title}',
  'learn.source': 'From the worked example {vector} of the rules.',
  'learn.choose': 'Choose a lesson first.',
  'learn.played': '{player} played {hole}.',
  'learn.chosen': 'You chose {hole}.',
  'learn.notChoosable': '{hole} cannot be chosen: {player} takes the extra pit from the other row.',
  'learn.next': 'Next lesson',
  'learn.finished': 'All lessons',
  'learn.again': 'Do it again',
  'learn.retry': 'Try again',
  'lesson.bk-origin.title': 'Sowing and the origin hole',
  'lesson.bk-origin.question': 'You are South. Sowing drops one seed in each hole counter-clockwise, and the hole the seeds came from is not skipped. Which of your holes sows seeds back into itself?',
  'lesson.bk-origin.hint': 'Hint: count the seeds. There are six holes; a hole with more than five seeds comes round to itself.',
  'lesson.bk-origin.missed': 'Its seeds did not reach the hole they came from.',
  'lesson.bk-origin.explain': 'Right: h0’s 13 seeds went round the board twice and dropped a seed in h0 each time. The last seed made h1 hold 4, so South captured it, and the chain went on.',
  'lesson.bk-capture.title': 'The capture',
  'lesson.bk-capture.question': 'When your last seed makes its hole hold exactly 2 or 4, on either side, you capture those seeds. Which hole captures?',
  'lesson.bk-capture.hint': 'Hint: look for a hole whose last seed lands in a hole holding 1 or 3.',
  'lesson.bk-capture.missed': 'Its last seed did not make a 2 or a 4.',
  'lesson.bk-capture.explain': 'Right: the last seed made h3 hold 2, and South took them. The next hole held 4 too, so the capture went on.',
  'lesson.bk-chain.title': 'The chain of captures',
  'lesson.bk-chain.question': 'After a capture, the following hole is captured too if it holds 2 or 4, and so on around the board. Which hole captures three holes in a row?',
  'lesson.bk-chain.hint': 'Hint: the chain goes on past h5 to h0. Try the hole whose last seed lands in h5.',
  'lesson.bk-chain.missed': 'That made fewer than three captures.',
  'lesson.bk-chain.explain': 'Right: the last seed made h5 hold 2; the chain went on round the board to h0 (2) and h1 (4): 8 seeds in one move.',
  'lesson.km-six.title': 'Koumma: sixes are captured too',
  'lesson.km-six.question': 'In Koumma the first seed goes back into the hole it came from, and groups of 2, 4 or 6 are captured. Which hole captures a six?',
  'lesson.km-six.hint': 'Hint: the first seed stays at home, so a hole with three seeds reaches only two holes further.',
  'lesson.km-six.missed': 'No six was captured.',
  'lesson.km-six.explain': 'Right: the chain took 2, 4, 2 and then the six in h5. North has no seeds left, so the game is over.',
  'lesson.km-single.title': 'Koumma: a single seed moves on',
  'lesson.km-single.question': 'In Koumma a hole holding one seed moves it to the next hole. Which single seed makes a capture?',
  'lesson.km-single.hint': 'Hint: look at h0, with one seed, and at the hole next to it.',
  'lesson.km-single.missed': 'That was not a single seed that captured.',
  'lesson.km-single.explain': 'Right: the single seed of h0 moved to h1, which then held 6: South captured the six.',
  'lesson.ba-relay.title': 'Ba-awa: relay laps',
  'lesson.ba-relay.question': 'You are North. When the last seed of a lap lands in a pit that already held seeds, you lift them all and sow on: a relay. Which of your pits relays for eight laps?',
  'lesson.ba-relay.hint': 'Hint: a pit with many seeds goes further. Try the pits of your row one by one.',
  'lesson.ba-relay.missed': 'That move relayed for fewer than eight laps.',
  'lesson.ba-relay.explain': 'Right: p8’s sowing relayed lap after lap, eight in all, until a last seed fell into an empty pit.',
  'lesson.ba-passing.title': 'Ba-awa: fours made in passing',
  'lesson.ba-passing.question': 'When a seed that is not the last of its lap makes a pit hold 4, the pit’s owner takes them at once and the sowing goes on. Which pit makes a four in passing?',
  'lesson.ba-passing.hint': 'Hint: follow the long moves; a four made with the last seed of a lap does not count here.',
  'lesson.ba-passing.missed': 'No four was made in passing (a four made by a lap’s last seed goes to the mover).',
  'lesson.ba-passing.explain': 'Right: fours made in passing go to the owner of the pit, so some went to North, even though South was moving.',
  'lesson.ba-lap-end.title': 'Ba-awa: a four at a lap’s end',
  'lesson.ba-lap-end.question': 'When the last seed of a lap makes a pit hold 4, the player who is moving takes them and the move ends. Which pit ends its move with a four?',
  'lesson.ba-lap-end.hint': 'Hint: watch p6, on North’s side: it holds 2, and a lap that ends there can make it 4.',
  'lesson.ba-lap-end.missed': 'No lap ended with a four.',
  'lesson.ba-lap-end.explain': 'Right: the last seed made a four on North’s side, and South, the mover, took it: the four at a lap’s end goes to the mover, whoever owns the pit.',
  'lesson.ba-last-eight.title': 'Ba-awa: the last eight seeds',
  'lesson.ba-last-eight.question': 'When only 1 to 8 seeds are left on the board, the player who started the round takes them and the round ends. North started this round. Which of your pits ends the round?',
  'lesson.ba-last-eight.hint': 'Hint: look for a move that captures fours and leaves eight seeds or fewer.',
  'lesson.ba-last-eight.missed': 'More than eight seeds are still on the board.',
  'lesson.ba-last-eight.explain': 'Right: after the fours, eight or fewer seeds were left, and North, who started the round, took them all.',
  'lesson.ba-choice.title': 'Ba-awa: the winner’s choice of pits',
  'lesson.ba-choice.question': 'In a match, each player owns one pit for every four seeds won. South won this round 28 to 20, so South owns seven pits next round and chooses the extra one from North’s row. Tap the pit South takes.',
  'lesson.ba-choice.hint': 'Hint: South keeps the near row; the extra pit comes from the far row, p6 to p11.',
  'lesson.ba-choice.missed': 'That pit cannot be chosen.',
  'lesson.ba-choice.explain': 'Right: the round winner picks the extra pits from the loser’s row, and the next round starts with the new owners.',
  // ---- end of the issue 11 block ----
};

const englishPlural = new Intl.PluralRules('en');
/** True when `n` takes the singular in English. */
function single(n) {
  return englishPlural.select(n) === 'one';
}

function seedsText(n) {
  return single(n) ? 'one seed' : `${n} seeds`;
}

function seeds(n) {
  return `${n} ${n === 1 ? 'seed' : 'seeds'}`;
}

// Counted words of the issue 9 block: the plural form from Intl.PluralRules.
const englishPlurals = new Intl.PluralRules('en');
const LAPS = { one: 'lap', other: 'laps' };
const PITS = { one: 'pit', other: 'pits' };
const SEEDS = { one: 'seed', other: 'seeds' };
function countOf(n, forms) {
  return `${n} ${forms[englishPlurals.select(n)] ?? forms.other}`;
}

const catalogue = en;

/** The message `key` with `params` filled in. Unknown keys show as themselves. */
export function t(key, params = {}) {
  const entry = catalogue[key];
  if (entry === undefined) return key;
  if (typeof entry === 'function') return entry(params);
  if (Array.isArray(entry)) return entry;
  return entry.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** The display name of player `p` in a game of `players` players. */
export function playerName(players, p) {
  return t(`player.${players}.${p}`);
}

/** The label of hole `n` in `game` ("h3" in Bakuk and Koumma, "p3" in Ba-awa). */
export function holeLabel(game, n) {
  return t(game === 'ba-awa' ? 'hole.ba-awa' : 'hole.bakuk', { n });
}

/** Fills every element with data-msg="key" with its text (static parts of the page). */
export function translatePage(root) {
  for (const el of root.querySelectorAll('[data-msg]')) el.textContent = t(el.dataset.msg);
  for (const el of root.querySelectorAll('[data-msg-label]')) el.setAttribute('aria-label', t(el.dataset.msgLabel));
  for (const el of root.querySelectorAll('[data-msg-title]')) el.title = t(el.dataset.msgTitle);
}
