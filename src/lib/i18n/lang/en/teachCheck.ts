/** The words of checking a position the teacher pastes into a set (/teach): loaded when a check starts, not with the page. */
const words = {
  'custom.checking': 'Checking the mate…',
  'custom.added': 'Added: mate in {n}.',
  'custom.error.empty': 'Paste a FEN or a puzzle link first.',
  'custom.error.long': 'This is too long to be a FEN or a puzzle link; it may have been pasted twice or changed.',
  'custom.error.version': 'This puzzle link was made by a newer version of the app. Update the app, then add it again.',
  'custom.error.link': 'This puzzle link is damaged: part of it is missing or changed.',
  'custom.error.fen': 'This FEN cannot be read: {reason}',
  'custom.error.illegal': 'This position could not arise in a game. Open it in the editor to see what is wrong.',
  'custom.error.no-mate':
    'The side to move has no forced mate in five moves or fewer, so there is no answer to check. Only mates can be added.',
  'custom.error.unverified': 'This puzzle’s answer no longer mates in {n} under its rules. Open it in the editor and make it again.',
  'custom.error.open': 'Open in the editor',
} as const;

export default words;
