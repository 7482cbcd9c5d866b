/**
 * The exercises' own task words: goals, why a try failed, how a game ended.
 * English: the source of the keys and of each template's `{placeholders}` (`as const`).
 */
const words = {
  // ------------------------------------------------------------------ exercise runner
  'ex.try-over': 'This try is over. Retry the exercise.',
  'ex.no-pass': 'No passing in this exercise: make a move.',
  'ex.not-this': 'Not this one.',
  'ex.your-move': 'Your move.',
  'end.mated': 'Your general is checkmated.',
  'end.over': 'The game is over.',
  'end.bikjang.count':
    'The generals face each other and nobody breaks the line: bikjang ends the game on the count, and {result}, {mine} to {theirs}.',
  'end.bikjang': 'The generals face each other and nobody breaks the line: bikjang ends the game, and {result}.',
  'end.double-pass.count': 'Both sides passed: the game ends on the count, and {result}, {mine} to {theirs}.',
  'end.double-pass': 'Both sides passed: the game ends, and {result}.',
  'end.other': 'The game is over ({reason}), and {result}.',
  'end.result.draw': 'it is a draw',
  'end.result.win': '{side} wins',
  'end.reason.repetition': 'repetition',
  'end.reason.perpetual-check': 'perpetual check',
  'end.reason.back-and-forth': 'a piece moved back and forth',
  'end.reason.move-limit': 'the move limit',

  // ------------------------------------------------------------------ exercise goals (what to do)
  'goal.allSoldiersProtected': 'Every {side} {soldier} is protected by another {soldier}.',
  'goal.noLineOfThree': 'No three {side} {soldier}s stand in a line.',
  'goal.soldierPairs': 'At least {min} of {side} {soldier}s side by side.',
  'goal.pieceOn': '{owner} {piece} stands on {sq}.',
  'goal.pieceOn.any': '{owner} piece stands on {sq}.',
  'goal.pointReachable': 'The piece on {sq} can reach {to} within {within}.',
  'goal.pieceAttacked': 'Your pieces attack the piece on {sq}.',
  'goal.pieceAttacked.by': 'Your {by} attacks the piece on {sq}.',
  'goal.fileOpen': 'The {file}-file is free of {owner} {soldier}s.',
  'goal.safeFromCapture': 'Your piece on {sq} is safe from capture.',
  'goal.wonMaterial': 'Win at least {min} of material.',
  'goal.materialKept': 'Do not lose material.',
  'goal.elephantFree': '{owner} {wing} elephant can move.',
  'goal.not': 'Not: {goal}',

  // ------------------------------------------------------------------ exercise goals (why not)
  'no.allSoldiersProtected': 'The {piece} on {sq} is not protected by another {piece}.',
  'no.noLineOfThree': 'The {piece}s on {sqs} stand in a line of {n}.',
  'no.soldierPairs.none': 'No pair of soldiers stands side by side; the goal is {min}.',
  'no.soldierPairs.one': 'Only 1 pair of soldiers stands side by side; the goal is {min}.',
  'no.soldierPairs.some': 'Only {pairs} pairs of soldiers stand side by side; the goal is {min}.',
  'no.pieceOn': 'There is no {side} {piece} on {sq}.',
  'no.pieceOn.any': 'There is no {side} piece on {sq}.',
  'no.pointReachable.gone': 'There is no piece on {sq} any more.',
  'no.pointReachable': 'The {piece} on {sq} cannot reach {to} within {within}.',
  'no.pieceAttacked.none': 'There is no enemy piece on {sq} to attack.',
  'no.pieceAttacked': 'Nothing of yours attacks the {target} on {sq}.',
  'no.pieceAttacked.by': 'No {by} of yours attacks the {target} on {sq}.',
  'no.fileOpen': '{owner} {soldier} on {sq} still closes the {file}-file.',
  'no.safeFromCapture.gone': 'You have no piece on {sq} any more.',
  'no.safeFromCapture': 'The {piece} on {sq} can be captured by the {by} on {bySq}.',
  'no.wonMaterial.up': 'You are {gain} up; the goal is to win {min}.',
  'no.wonMaterial.down': 'You are {gain} down; the goal is to win {min}.',
  'no.wonMaterial.even': 'Material is even; the goal is to win {min}.',
  'no.materialKept.one': 'Your {lost} was captured: you are {gain} down.',
  'no.materialKept.many': 'Your {lost} were captured: you are {gain} down.',
  'no.materialKept': 'You lost material: you are {gain} down.',
  'no.elephantFree.none': '{owner} elephant is missing on the {wing}.',
  'no.elephantFree': 'The {wing} elephant on {sq} has no move: its paths are blocked.',
  'no.negated': 'This holds, and it should not: {goal}',
} as const;

export default words;
