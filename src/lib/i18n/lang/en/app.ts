/**
 * The app's own words: the shell, navigation, settings, storage notices, the board's spoken names.
 * English: the source of the keys and of each template's `{placeholders}` (`as const`).
 */
const words = {
  'app.name': 'Janggi trainer',
  'app.description': 'Learn Janggi, Korean chess: lessons, exercises, mate puzzles and class assignments. Works offline.',
  'title.page': '{page} · {app}',
  'a11y.skip': 'Skip to content',
  'language.name': 'English',

  'nav.label': 'Main',
  'nav.home': 'Home',
  'nav.learn': 'Learn',
  'nav.exercises': 'Exercises',
  'nav.puzzles': 'Puzzles',
  'nav.play': 'Play',
  'nav.teach': 'Teach',
  'nav.progress': 'Progress',
  'nav.settings': 'Settings',

  'theme.toDark': 'Switch to dark theme',
  'theme.toLight': 'Switch to light theme',

  'common.loading': 'Loading…',

  'section.learn': 'How the pieces move, the palace, and the first tactics, step by step.',
  'section.exercises': 'Short drills on ideas from the lessons.',
  'section.puzzles': 'Find the checkmate. Puzzles adapt to your rating.',
  'section.play': 'Play a friend on one device, taking turns, or play the computer.',
  'section.teach': 'Build assignments for a class and collect the results.',
  'section.progress': 'Your stars, streaks, ratings and what to review.',

  'settings.title': 'Settings',
  'settings.theme': 'Theme',
  'settings.theme.system': 'Match this device',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.language': 'Language',
  'settings.pieces': 'Pieces',
  'settings.pieces.hanja': 'Hanja characters',
  'settings.pieces.letters': 'Letters',
  'settings.pieces.naval': 'Ships (naval)',
  'settings.coordinates': 'Coordinate labels',
  'settings.coordinates.coords': 'Files a–i, ranks 1–10',
  'settings.coordinates.korean': 'Korean rows and columns',
  'settings.notation': 'Move notation',
  'settings.notation.uci': 'Coordinates (b1c3)',
  'settings.notation.korean': 'Korean (79졸78)',
  'settings.notation.site': 'Piece letters (H02-83)',

  'storage.unavailable':
    'This browser is not letting the app save progress (private browsing or blocked storage). You can keep going; progress lasts until you close the tab.',
  'storage.quota': 'Storage is full, so new progress lasts only until you close the tab. Free some space on the device and reload.',
  'storage.blocked': 'An older copy of the app is open in another tab. Close it and reload to save progress.',
  'storage.version': 'A newer version of the app saved your progress. Reload to update.',
  'storage.unknown': 'Progress could not be saved, so it lasts only until you close the tab.',
  'common.dismiss': 'Dismiss',

  'update.available': 'A new version of the app is ready.',
  'update.reload': 'Update',
  'update.later': 'Later',

  'board.label': 'Janggi board',
  'board.diagram': 'Diagram',
  'board.pass': 'Pass',
  'board.passTitle': 'Pass this turn: the general stays where it is',
  'board.empty': 'empty',
  'board.color.cho': 'Cho',
  'board.color.han': 'Han',
  'board.role.general': 'general',
  'board.role.guard': 'guard',
  'board.role.elephant': 'elephant',
  'board.role.horse': 'horse',
  'board.role.chariot': 'chariot',
  'board.role.cannon': 'cannon',
  'board.role.soldier': 'soldier',
  'board.role.soldier.han': 'soldier',
  'board.point': '{square}, {piece}',
  'board.piece': '{color} {role}',
  'board.moveHere': 'legal move',
  'board.announce.move': '{color} {role} {from} to {to}',
  'board.announce.capture': '{color} {role} {from} takes {captured} on {to}',
  'board.announce.pass': '{color} passes',
  'board.announce.check': 'Check.',
  'board.announce.mate': 'Checkmate.',
  'board.announce.then': '{move}. {then}',
  'board.announce.bikjang': 'Bikjang: the generals face each other.',
  'board.announce.select': '{piece} on {square} selected, {count} moves.',
  'board.announce.select.one': '{piece} on {square} selected, {count} move.',
  'board.announce.deselect': 'Selection cleared.',
  'board.legend': 'What are these pieces?',
  'board.help': 'Arrow keys move between points. Enter or Space picks up a piece and puts it down. Escape cancels.',
} as const;

export default words;

export type MessageKey = keyof typeof words;
/** What every other catalogue must provide: exactly the English keys. */
export type Messages = { readonly [K in MessageKey]: string };
