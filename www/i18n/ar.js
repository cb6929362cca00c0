// العربية (right to left). The usual Arabic vocabulary of mancala games:
// حفرة (hole and pit), بذرة / بذور (seed), بذر (sowing), أسر (capture),
// دورة (lap), مخزن (store), البذر المتتابع (relay sowing).
//
// Hole names: the notation of the records, h0–h5 (Bakuk, Koumma) and p0–p11
// (Ba-awa), in Latin letters and Western digits as in the records; in sentences
// the word before it is "الحفرة" in both games. messages.js isolates every filled-in
// value (FSI … PDI), so "p11" reads right inside Arabic text. The three seats are
// أ، ب، ج. Numbers are written with Western digits, as in Morocco.
// Plural forms: zero, one, two, few (3–10), many (11–99), other (100 and more); zero is
// written as a count ("0 بذرة"), as scores are.

/** The six forms of a counted noun inside `template` ('#' is where the count goes). */
function counted(param, template, forms) {
  const entry = { plural: param };
  for (const [category, form] of Object.entries(forms)) entry[category] = template.replace('#', form.replace('{n}', `{${param}}`));
  return entry;
}

const SEEDS = { zero: '{n} بذرة', one: 'بذرة واحدة', two: 'بذرتين', few: '{n} بذور', many: '{n} بذرة', other: '{n} بذرة' };
const PITS = { zero: '{n} حفرة', one: 'حفرة واحدة', two: 'حفرتين', few: '{n} حفر', many: '{n} حفرة', other: '{n} حفرة' };
const PLAYERS = { zero: '{n} لاعب', one: 'لاعب واحد', two: 'لاعبان', few: '{n} لاعبين', many: '{n} لاعبًا', other: '{n} لاعب' };
const LAPS = { zero: '{n} دورة', one: 'دورة واحدة', two: 'دورتان', few: '{n} دورات', many: '{n} دورة', other: '{n} دورة' };

export default {
  'app.title': 'Bakuk وKoumma وBa-awa',
  'app.loading': 'جارٍ تحميل محرّك اللعبة…',
  'app.engine': 'المحرّك {version}',
  'app.failed': 'تعذّر تحميل محرّك اللعبة: {error}',

  'language.label': 'اللغة',

  'game.bakuk': 'Bakuk',
  'game.koumma': 'Koumma',
  'game.ba-awa': 'Ba-awa',
  'game.bakuk.blurb': 'المغرب · 2 × 3 حفر · أسر 2 و4',
  'game.koumma.blurb': 'الصحراء · قريبة Bakuk · أسر 2 و4 و6',
  'game.ba-awa.blurb': 'غانا · 2 × 6 حفر · بذر متتابع، أسر الأربعات',

  'player.2.0': 'الجنوب',
  'player.2.1': 'الشمال',
  'player.3.0': 'المقعد أ',
  'player.3.1': 'المقعد ب',
  'player.3.2': 'المقعد ج',

  'start.heading': 'لعبة جديدة',
  'start.game': 'اللعبة',
  'start.mode': 'النمط',
  'start.mode.single': 'لعبة واحدة',
  'start.mode.match': 'مباراة',
  'start.mode.matchOnly': 'المباراة ذات الجولات خاصة بلعبة Ba-awa.',
  'start.target': 'هدف المباراة',
  'start.target.option': counted('n', '#', PITS),
  'start.players': 'اللاعبون',
  'start.players.option': counted('n', '#', PLAYERS),
  'start.seats': 'المقاعد',
  'start.seat.human': 'إنسان',
  'start.seat.computer': 'الحاسوب، {level}',
  'start.level.beginner': 'مبتدئ',
  'start.level.intermediate': 'متوسط',
  'start.level.expert': 'خبير',
  'start.seats.help':
    'يلعب المبتدئ نقلات معقولة ويخطئ أحيانًا؛ ويلعب الخبير أفضل ما يستطيع (لعبًا مثاليًا في Bakuk وKoumma بين لاعبَين). الحاسوب ضد الحاسوب يلعب وحده.',
  'start.first': 'من يبدأ',
  'start.first.random': 'عشوائيًا',
  'start.variants': 'صيغ القواعد',
  'start.variants.none': 'تُلعب Ba-awa بالقواعد كما هي مكتوبة؛ لا توجد صيغ للاختيار.',
  'start.play': 'ابدأ اللعبة',
  'start.cancel': 'العودة إلى اللعبة',
  'start.invalid': 'لا يمكن اللعب بهذه الإعدادات: {error}',

  'variant.b': 'سلسلة إلى الخلف',
  'variant.b.help': 'بعد الأسر تستمر السلسلة في الحفر السابقة (Valdez) بدلًا من الحفر التالية (Mancala World).',
  'variant.o': 'البذور الباقية لأصحاب جهتها',
  'variant.o.help': 'في النهاية يأخذ كل لاعب البذور الباقية في حفره؛ ولا تُحتسب افتراضيًا.',
  'variant.s': 'تخطّي المقعد الفارغ',
  'variant.s.help':
    'مع ثلاثة لاعبين يُتخطّى اللاعب الذي لا بذور له، وتنتهي اللعبة حين لا يستطيع أحد أن يلعب. وتنتهي افتراضيًا في الحال.',
  'variant.u': 'لا تُلعب البذرة المنفردة',
  'variant.u.help': 'لا يجوز اختيار حفرة فيها بذرة واحدة؛ وافتراضيًا تنتقل البذرة إلى الحفرة التالية.',
  'variant.d': 'التوقف عند حسم النتيجة',
  'variant.d.help': 'تنتهي اللعبة حالما يملك أحد اللاعبين 19 بذرة أو أكثر من البذور الـ36.',

  'controls.speed': 'السرعة',
  'speed.slow': 'بطيئة',
  'speed.normal': 'عادية',
  'speed.fast': 'سريعة',
  'speed.instant': 'فورية',
  'controls.pause': 'إيقاف مؤقت',
  'controls.resume': 'متابعة',
  'controls.stepSeed': 'بذرة بذرة',
  'controls.stepLap': 'دورة دورة',
  'controls.finish': 'إنهاء النقلة',
  'controls.undo': 'تراجع',
  'controls.redo': 'إعادة',
  'controls.replay': 'إعادة العرض',
  'controls.stopReplay': 'إيقاف العرض',
  'controls.newGame': 'لعبة جديدة',
  'controls.rematch': 'العب مجددًا',
  'controls.rules': 'القواعد',
  'controls.counts': 'إظهار الأعداد',
  'controls.hint': 'تلميح',
  'controls.computerPlay': 'العب يا حاسوب',
  'controls.animation': 'الحركة',
  'controls.game': 'اللعبة',

  'board.label': 'لوح {game}',
  'board.pits': 'الحفر',
  'hole.bakuk': 'h{n}',
  'hole.ba-awa': 'p{n}',
  'pit.hole.bakuk': 'الحفرة {label}',
  'pit.hole.ba-awa': 'الحفرة {label}',
  'pit.name': '{hole}، {owner}، {seeds}',
  'pit.nameWithState': '{hole}، {owner}، {seeds}، {state}',
  'pit.yours': 'لك',
  'pit.of': 'لـ{player}',
  'pit.playable': 'يمكن لعبها',
  'pit.chosen': 'مختارة',
  'pit.choosable': 'يمكن اختيارها',
  'seeds': counted('n', '#', SEEDS),
  'laps': counted('n', '#', LAPS),

  'turn.short': 'دوره',
  'turn.sowing': 'يبذر',
  'turn.thinking': 'يفكّر…',
  'seat.computer': 'الحاسوب، {level}',

  'why.empty': 'هذه الحفرة فارغة.',
  'why.not-yours': 'هذه الحفرة ليست لك: {player} يلعب من حفره.',
  'why.endless': 'هذه النقلة تبذر بلا نهاية (يعود البذر المتتابع إلى الحالة نفسها)، لذلك لا تجوز.',
  'why.single-seed': 'لا يجوز لعب بذرة منفردة بحسب القواعد المختارة.',
  'why.over': 'انتهت اللعبة.',
  'why.no-such-hole': 'لا توجد حفرة كهذه.',
  'why.busy': 'انتظر حتى يكتمل بذر النقلة، أو اضغط «إنهاء النقلة».',
  'why.round': 'انتهت الجولة: ابدأ الجولة التالية أولًا.',
  'why.computer': 'الدور على {player}، والحاسوب يلعب عن {player}.',

  'computer.thinking': '{player} يفكّر…',
  'computer.paused': 'بعد التراجع ينتظر الحاسوب: اضغط «{button}» ليلعب {player}.',
  'computer.failed': 'تعذّر على الحاسوب أن يلعب ({error}).',

  'hint.working': 'جارٍ البحث عن أفضل نقلة…',
  'hint.heading': 'تلميح لـ{player}',
  'hint.badge.best': 'الأفضل',
  'hint.badge.worse': '\u2066−{n}\u2069', // a signed number reads left to right
  'hint.outcome.more': counted('n', 'تنتهي وقد أسرت # أكثر من {other}', SEEDS),
  'hint.outcome.fewer': counted('n', 'تنتهي وقد أسرت # أقل من {other}', SEEDS),
  'hint.outcome.same': 'تنتهي أنت و{other} وقد أسرتما العدد نفسه',
  'hint.move.best': '{hole}: أفضل نقلة — مع لعب مثالي من هنا، {outcome}',
  'hint.move.worse': counted('n', '{hole}: أسوأ من الأفضل بـ# — مع لعب مثالي من هنا، {outcome}', SEEDS),
  'hint.pit.best': 'تلميح: أفضل نقلة',
  'hint.pit.worse': counted('n', 'تلميح: أسوأ من الأفضل بـ#', SEEDS),
  'hint.suggest': 'تبدو {hole} الأفضل. (القيم الدقيقة معروفة فقط في Bakuk وKoumma بين لاعبَين.)',
  'hint.pitSuggest': 'تلميح: نقلة مقترحة',
  'hint.explain': 'تَعُدّ القيم البذور المأسورة من الآن حتى نهاية اللعبة، بذورك ناقص بذور {other}، إذا لعب الطرفان لعبًا مثاليًا.',

  'narrate.lift': counted('seeds', '{player} يرفع # من {hole}', SEEDS),
  'narrate.lap': counted('seeds', 'الدورة {lap}: رُفعت # من {hole}', SEEDS),
  'narrate.capture.last-seed': counted('seeds', '{player} يأسر # في {hole}', SEEDS),
  'narrate.capture.in-passing': counted('seeds', '{player} يأسر # أثناء المرور في {hole}', SEEDS),
  'narrate.capture.chain': counted('seeds', '…و# أخرى في {hole} (سلسلة)', SEEDS),
  'narrate.award': counted('seeds', '{player} يأخذ # من {hole}', SEEDS),
  'narrate.newRound': 'تبدأ الجولة {round}؛ يبدأ {player}',
  'narrate.lapBadge': 'الدورة {lap}',

  'announce.next': 'الدور على {player}.',
  'announce.undo': 'أُلغيت النقلة. {next}',
  'announce.redo': 'أُعيدت النقلة. {next}',
  'announce.round': 'تبدأ الجولة {round}. {next}',
  'announce.over': 'انتهت اللعبة. {result}',
  'announce.roundOver': 'انتهت الجولة. {result}',

  'end.reason.no-seeds': 'لم يبقَ لصاحب الدور أي بذور.',
  'end.reason.repetition': 'تكرّر الوضع نفسه للمرة الثالثة.',
  'end.reason.decided': 'حُسمت النتيجة: أحد اللاعبين يملك أكثر من نصف البذور.',
  'end.reason.last-seeds': 'لم تبقَ إلا بذور قليلة؛ فأخذها من بدأ الجولة.',
  'end.reason.no-move': 'لم تكن لصاحب الدور أي نقلة جائزة؛ فذهبت بذور كل حفرة إلى مالكها.',
  'end.reason.match': 'بُلغ هدف المباراة.',
  'end.wins': 'فاز {player}',
  'end.resultWins': 'فاز {player}. {score}',
  'end.resultWinsMatch': 'فاز {player} بالمباراة. {score}',
  'end.resultDraw': 'تعادل. {score}',
  'end.draw': 'تعادل',
  'end.score': '{parts}',
  'end.scoreItem': '{player} {n}',
  'end.heading': 'انتهت اللعبة',
  'end.close': 'انظر إلى اللوح',

  'round.heading': 'انتهت الجولة {round}',
  'round.next': 'الجولة التالية: {parts}.',
  'round.pits': counted('n', '{player} #', PITS),
  'round.eliminated': 'لم تبقَ لـ{player} أي حفرة، فخرج من اللعبة.',
  'round.choose': counted('extra', 'يأخذ {player} # من الصف الآخر: اخترها على اللوح (الاختيار المعتاد معلَّم).', PITS),
  'round.chosen': counted('n', 'اختيرت # من {extra}.', {
    zero: '{n}',
    one: 'واحدة',
    two: 'اثنتان',
    few: '{n}',
    many: '{n}',
    other: '{n}',
  }),
  'round.start': 'ابدأ الجولة {round}',
  'round.computerChose': '{player} (الحاسوب) يأخذ {pits}.',

  'moves.heading': 'النقلات',
  'moves.empty': 'لا نقلات بعد.',
  'moves.record': 'السجل',

  'save.unavailable': 'لا يمكن حفظ الألعاب في هذا المتصفح (التخزين غير متاح).',

  'rules.heading': 'قواعد {game}',
  'rules.close': 'إغلاق',
  'rules.sources': 'الناس والمصادر',
  'rules.inUse': 'الصيغ في هذه اللعبة',
  'rules.standard': 'القواعد المعتادة، بلا صيغ.',
  'rules.diagram': 'رسم: الحفر مرقّمة بترتيب البذر، عكس اتجاه عقارب الساعة',

  'rules.bakuk.body': [
    'يتقابل لاعبان على صفّين من ثلاث حفر؛ في كل حفرة ست بذور في البداية (36 بذرة في المجموع). لا مخازن: تُوضع البذور المأسورة بجانب اللوح.',
    'في دورك، ارفع كل بذور حفرة من حفرك وابذرها واحدة واحدة، عكس اتجاه عقارب الساعة كما يُرى اللوح من فوق، بدءًا بالحفرة التالية. إذا كانت البذور ستًّا أو أكثر، تنال الحفرة التي أُفرغت بذرة في كل مرور. يُرسم اللوح بالطريقة نفسها في كل اللغات، فيبقى البذر عكس اتجاه عقارب الساعة حتى حين يُقرأ النص من اليمين إلى اليسار.',
    'إذا جعلت البذرة الأخيرة حفرتها تحوي 2 أو 4 بالضبط، في أي من الجهتين، أسرت تلك البذور. ثم تُؤسر الحفرة التالية أيضًا إن كانت تحوي 2 أو 4 بالضبط، وهكذا حول اللوح حتى حفرة لا تحوي ذلك.',
    'تنتهي اللعبة حين لا يملك صاحب الدور أي بذور، أو حين يتكرّر الوضع نفسه للمرة الثالثة. لا تُحتسب البذور الباقية على اللوح. يفوز من أسر أكثر البذور.',
    'مع ثلاثة لاعبين لكل لاعب حفرتان متجاورتان: أ: h0 وh1، ب: h2 وh3، ج: h4 وh5، ويدور اللعب بالترتيب أ، ب، ج.',
  ],
  'rules.bakuk.culture': [
    'Bakuk لعبة منقلة صغيرة من المغرب: لعبة عدّ سريعة على صفّين من ثلاث حفر.',
    'المصادر: Mancala World (صفحة Bakuk)؛ J. A. Valdez، ‏50 Ways to Play Mancala ‏(2023)، وفي قراءته تسير السلسلة إلى الخلف ولا تُحتسب البذور الباقية.',
  ],
  'rules.koumma.body': [
    'تُلعب Koumma مثل Bakuk على صفّين من ثلاث حفر في كل منها ست بذور، ويكون البذر عكس اتجاه عقارب الساعة كما يُرى اللوح من فوق، مع ثلاثة فروق.',
    'بعد الرفع تعود البذرة الأولى إلى الحفرة التي جاءت منها؛ وتُبذر البقية بدءًا بالحفرة التالية.',
    'تُؤسر مجموعات 2 أو 4 أو 6، في الحفرة الأخيرة وعلى طول السلسلة.',
    'الحفرة التي فيها بذرة واحدة تنقلها إلى الحفرة التالية (أو، في صيغة أخرى، لا يجوز لعبها).',
  ],
  'rules.koumma.culture': [
    'Koumma قريبة صحراوية للعبة Bakuk، تُقدَّم هنا صيغةً من قواعد Bakuk.',
    'المصادر: Mancala World؛ J. A. Valdez، ‏50 Ways to Play Mancala ‏(2023).',
  ],
  'rules.ba-awa.body': [
    'صفّان من ست حفر، في كل حفرة أربع بذور (48). تلعب من الحفر التي تملكها: في البداية يملك الجنوب الصف القريب ويملك الشمال الصف البعيد.',
    'ارفع كل بذور حفرة من حفرك وابذرها واحدة واحدة، عكس اتجاه عقارب الساعة كما يُرى اللوح من فوق، بدءًا بالحفرة التالية. لا تُتخطّى أي حفرة. لا يُعكس اللوح للغات التي تُكتب من اليمين إلى اليسار: اتجاه البذر واحد في كل اللغات.',
    'البذر المتتابع: إذا وقعت البذرة الأخيرة من دورة في حفرة فيها بذور، ارفعها كلها (ومعها البذرة التي وقعت لتوّها) وتابع البذر. وإذا وقعت في حفرة فارغة، انتهت النقلة.',
    'الأربعات: إذا جعلت بذرةٌ ليست الأخيرة في دورتها حفرةً تحوي 4 بالضبط، يأخذها مالك الحفرة فورًا ويستمر البذر. وإذا جعلت البذرة الأخيرة العدد 4، يأخذها اللاعب الذي يلعب وتنتهي النقلة.',
    'لا تجوز نقلة يتتابع بذرها بلا نهاية. إذا لم يبقَ إلا من 1 إلى 8 بذور، يأخذها اللاعب الذي بدأ الجولة. إذا لم يستطع صاحب الدور أن يلعب، تذهب بذور كل حفرة إلى مالكها. يفوز بالجولة صاحب أكثر البذور.',
    'المباراة: في كل جولة يملك كل لاعب حفرة عن كل أربع بذور أسرها. يختار الفائز بالجولة الحفر الزائدة من الصف الآخر. يفوز بالمباراة أول من يملك عدد الحفر المحدَّد هدفًا.',
  ],
  'rules.ba-awa.culture': [
    'Ba-awa لعبة منقلة من غانا، تُلعب بالبذر المتتابع على لوح من اثنتي عشرة حفرة؛ والأربعات التي تتكوّن أثناء المرور تعود إلى مالك الحفرة.',
    'المصادر: R. C. Bell، ‏Board and Table Games from Many Civilizations ‏(1969)؛ Mancala World (صفحة Ba-awa)؛ J. A. Valdez، ‏50 Ways to Play Mancala ‏(2023).',
  ],
  'rules.match': counted('target', 'مباراة حتى #.', PITS),
  'rules.threePlayers': 'ثلاثة لاعبين.',
  'rules.variantItem': '{name}: {help}',

  'pwa.update': 'إصدار جديد جاهز — أعد التحميل للتحديث.',
  'pwa.reload': 'إعادة التحميل',
  'pwa.later': 'لاحقًا',

  'kiosk.touch': 'المس الشاشة لتلعب',

  'embed.loading': 'جارٍ تحميل اللوح…',

  'demo.title': 'تضمين ألعاب المنقلة: عرض توضيحي',
  'demo.heading': 'المنقلة على صفحتك',
  'demo.intro':
    'تؤدي هذه الصفحة دور صفحة متحف أو موقع لدراسة الألعاب. وهي تضمّن اللعبة مرتين: عنصرًا مخصّصًا وفي إطار iframe معزول. الأحداث التي يرسلها كل منهما إلى هذه الصفحة مدرجة في الأسفل.',
  'demo.elementHeading': 'عنصر مخصّص',
  'demo.frameHeading': 'إطار iframe',
  'demo.logHeading': 'الأحداث التي وصلت إلى هذه الصفحة',
  'demo.moveLog': '{via}: لعب {player} {hole}',
  'demo.overLog': '{via}: انتهت اللعبة، {result}',
  'demo.viaElement': 'العنصر المخصّص',
  'demo.viaFrame': 'إطار iframe',

  // The first-visit screen and the game put aside (issue 9).
  'quick.opponent': 'الخصم',
  'quick.opponent.computer': 'الحاسوب',
  'quick.opponent.human': 'إنسان',
  'narrate.youAre.bakuk': 'أنت {player}: المس إحدى حفرك لتبذر منها.',
  'narrate.youAre.ba-awa': 'أنت {player}: المس إحدى حفرك لتبذر منها.',
  'discarded.text': 'بدأت لعبة جديدة، ووُضعت اللعبة التي كنت تلعبها جانبًا.',
  'discarded.back': 'العودة إلى تلك اللعبة',
  'discarded.restored': 'عدت إلى اللعبة التي كنت تلعبها.',

  // The move list, the move summary, the match standing and the round choice (issue 9).
  'moves.took': counted('n', 'أسر {player} #', SEEDS),
  'moves.captures': '{parts}',
  'moves.roundTakes': 'الجولة {round}: يأخذ {player} {pits}',
  'moves.roundBegins': 'تبدأ الجولة {round}؛ يبدأ {player}',
  'narrate.toMove.bakuk': 'الدور على {player}: اختر حفرة لتبذر منها.',
  'narrate.toMove.ba-awa': 'الدور على {player}: اختر حفرة لتبذر منها.',
  'summary.sowed': 'بذر {player} من {hole}',
  'summary.sowedLaps': 'بذر {player} من {hole}: {laps}',
  'summary.took.last-seed': counted('seeds', 'أسر {player} # في {hole}', SEEDS),
  'summary.took.lapEnd': counted('seeds', 'أسر {player} # في نهاية الدورة {lap}', SEEDS),
  'summary.took.chain': counted('seeds', 'أسر {player} # أخرى في {hole} (سلسلة)', SEEDS),
  'summary.took.in-passing': counted('seeds', 'أسر {player} # أثناء المرور في {hole}', SEEDS),
  'summary.awards': counted('seeds', 'أخذ {player} # بقيت في جهته', SEEDS),
  'summary.noCapture': 'بلا أسر',
  'summary.move': '{parts}.',
  'list.clauseSeparator': '؛ ',
  'announce.summary': '{summary} {next}',
  'match.standing': counted('target', 'مباراة حتى #: {parts}.', PITS),
  'match.owns': counted('n', 'يملك {player} #', PITS),
  'choice.own': 'هذه الحفرة لـ{player} أصلًا: اختر حفرًا من الصف الآخر.',
  'choice.notChoosable': 'لا يمكن اختيار هذه الحفرة: اختر من الحفر المعلَّمة في الصف الآخر.',

  // Offline without a stored copy, and the sound switch (issue 9).
  'app.offline': 'أنت غير متصل، وهذا اللوح غير محفوظ هنا للاستعمال دون اتصال. اتصل بالإنترنت وأعد تحميل الصفحة.',
  'controls.sound': 'الصوت',
};
