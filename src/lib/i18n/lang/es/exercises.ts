/**
 * The Exercises section's words (exercises/text.ts).
 * English: the source of the keys and of each template's `{placeholders}` (`as const`).
 */
const words = {
  'ex.title': 'Exercises',
  'ex.lead':
    'Drills judged by the engine under tournament rules: build a sound soldier structure, put your elephants to work, then win material with tactics.',
  'ex.solvedCount': '{solved} of {total} solved',
  'ex.solved': 'Solved',
  'ex.tried': 'Tried',
  'ex.new': 'New',
  'ex.of': 'Exercise {n} of {total}',
  'ex.back': 'All exercises',
  'ex.goal': 'Goal',
  'ex.moves': 'Moves {used} of {budget}',
  'ex.choice': 'Pick one answer',
  'ex.hint': 'Hint',
  'ex.retry': 'Retry',
  'ex.next': 'Next',
  'ex.done': 'Back to the list',
  'ex.failed': 'Not solved.',
  'ex.retryPrompt': 'Press Retry and try again.',
  'ex.why': 'Why it works',
  'ex.board': 'Exercise board',
  'ex.option': 'Option {n}',
  'ex.pick': 'Choose',
  'ex.rules': 'Rules',
  'ex.rules.janggi': 'Tournament rules: bikjang and counting (Han adds 1.5 deom)',
  'ex.rules.traditional': 'Traditional rules: bikjang, no counting',
  'ex.rules.modern': 'Modern rules: no bikjang, counting',
  'ex.rules.casual': 'Casual rules: no bikjang, no counting',
  'ex.pass': 'Pass',
  'ex.passBikjang': 'The generals face each other. Break the line, or pass to end the game on the count.',
  'track.soldiers': 'Soldier structure',
  'track.elephants': 'Elephant activation',
  'track.soldiers.summary':
    'Soldiers guard the points beside them. Keep them in pairs, avoid lines of three, and think twice before pushing.',
  'track.elephants.summary':
    'Your setup decides where the elephants can go. Walk the outer elephant in, open the right edge, and make the defence cost a chariot.',
  'track.tactics': 'Tactics',
  'track.tactics.summary':
    "Win material with forks, pins on a cannon's screen or a horse's leg, discovered attacks and trapped pieces, against a defence that fights back.",
} as const;

export default words;
