/**
 * The words of task feedback (lesson steps and exercises), in every UI language. Logic returns a
 * code with parameters (messages.ts); the views and the Node-side validators say it with `say()`.
 * `{name}` is filled from the message's parameters in the reader's language, `{name|이/가}` with
 * the particle that fits the word (see $lib/i18n/particles.ts). English sentences are capitalised
 * when said, so a template may start with a parameter ("{owner} soldier…" → "Your soldier…").
 */
import { SECTIONS_KO } from '$lib/i18n/catalogues';

const en = {
  /** Authored content (a hint, a success line, an option's reply), already in the reader's language. */
  text: '{text}',
  /** Several messages said one after the other. */
  join: '{a} {b}',

  // ------------------------------------------------------------------ moves, passes, controls
  'move.not-allowed': 'That move is not allowed.',
  'pass.in-check': 'You cannot pass while in check.',
  'pass.not-now': 'You cannot pass now.',
  'step.finished': 'This task is finished. Retry it or go on.',
  'step.cannot-go': 'The piece cannot go there.',
  'step.choose-wrong': 'Not quite. Try another answer.',
  'step.stuck.no-answer': 'The other side has no answer here. Retry the task.',
  'step.stuck.captured': 'Your piece was captured! That one was protected. Retry the task.',
  'step.stuck.no-moves': 'You have no moves left. Retry the task.',
  'step.left.go': '{n} more to go.',
  'step.left.capture': '{n} more to capture.',
  'step.left.find': 'Yes! {n} more to find.',
  'step.left.go.none': 'Not there yet: {n} still to reach.',
  'step.left.capture.none': 'Nothing captured yet: {n} still to capture.',
  'step.tap.miss': 'That is {point}, not one of the points to find. Read the task again: {n} still to find.',
  'tap.no-moves': 'This {piece} has no legal move right now. Tap a point to see why.',
  'tap.not-yours': 'That is a {color} piece. You are playing {turn}.',
  /** The opponent's reply, said as a reader says a move. */
  'reply.move': '{move}.',

  // ------------------------------------------------------------------ lesson judge
  'judge.pass-never-mates': 'Passing never mates. Look for a move that leaves no way out.',
  'judge.not-mate': 'That is not mate: the general still has a way out.',
  'judge.lets-escape': 'That lets the general escape. Look for a stronger move.',
  'judge.pass-in-bikjang': 'A pass leaves the generals facing each other, so the game would end and be counted. Break the line instead.',
  'judge.wrong-way': 'That works, but this time try to {ways}.',
  'judge.not-pass': 'Every move here makes things worse. What else can you do on your turn?',
  'judge.no-pass': 'No passing in this drill: make a move.',
  'judge.wrong-checker': 'That is check, but this step wants the {piece} to give it.',
  'judge.gives-check': 'That gives check. Here the other side only waits, so find a quieter way.',
  'judge.makes-bikjang': 'That leaves the two generals facing each other (bikjang). Keep a piece between them for now.',
  'way.move': 'move the general out of the line',
  'way.block': 'put a piece in the way',
  'way.capture': 'capture the piece that gives check',

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

  // ------------------------------------------------------------------ why a move is not allowed
  'why.empty': 'There is no piece on {from}.',
  'why.not-your-piece': 'That is a {color} piece; you are playing {turn}.',
  'why.own-piece': 'Your own {target} stands on {to}. You never capture your own pieces.',
  'why.in-check': 'You are in check from {by}; this move does not stop it.',
  'why.self-check': 'Your general would be in check on {to} from {by}.',
  'why.pinned': 'Your general would be in check: this piece is shielding it from {by}.',
  'why.bikjang': 'The generals face each other (bikjang): break the line, or pass to end the game.',
  'why.palace-only': 'The {piece} never leaves its palace.',
  'why.one-step': 'The {piece} moves one point at a time along the palace lines.',
  'why.one-step.soldier': 'A soldier moves one point at a time: forward or sideways.',
  'why.no-palace-line': 'That square is not on a palace line: no diagonal joins {from} and {to}.',
  'why.horse-shape': 'A horse moves one point straight, then one point diagonally outward.',
  'why.horse-leg': "The horse's leg is blocked at {at}.",
  'why.elephant-shape': 'An elephant moves one point straight, then two points diagonally outward.',
  'why.elephant-path': "The elephant's path is blocked at {at}.",
  'why.straight-lines': 'A chariot moves along straight lines (and the diagonal lines inside a palace).',
  'why.straight-lines.cannon': 'A cannon moves along straight lines (and palace diagonals), always jumping one piece.',
  'why.path-blocked': 'The way is blocked at {at}.',
  'why.cannon-no-screen': 'A cannon must jump over exactly one piece, and there is none in between.',
  'why.cannon-over-cannon': 'A cannon cannot jump over another cannon.',
  'why.cannon-two-screens': 'A cannon jumps over one piece only; {at} are both in the way.',
  'why.cannon-takes-cannon': 'A cannon cannot capture another cannon.',
  'why.soldier-backward': 'Soldiers never move backward.',
  'why.soldier-diagonal': 'That square is not on a palace line: a soldier steps diagonally only along the lines of the enemy palace.',
  'why.cannot': 'The {piece} cannot go to {to}.',
} as const;

export type TaskCode = keyof typeof en;

export const TASK_EN = en;
/** Both languages (Korean once loadCatalogue('ko') has run, see catalogue-ko.ts). */
export const TASK_CATALOGUES = {
  en,
  get ko(): Record<TaskCode, string> | undefined {
    return SECTIONS_KO.task;
  },
};
