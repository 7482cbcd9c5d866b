/**
 * Task feedback, the core shared by lessons, exercises and puzzles (said by task/messages.ts).
 * English: the source of the keys and of each template's `{placeholders}` (`as const`).
 */
const words = {
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
  /** A legal move that did not do what the step asks (and the step goes on): what it asks. */
  'step.missed': 'That move is legal, but the goal is {goal}.',
  'goal.check': 'to give check',
  'goal.check.with': 'to give check with the {piece}',
  'goal.bikjang': 'to make the two generals face each other (bikjang)',
  'way.move': 'move the general out of the line',
  'way.block': 'put a piece in the way',
  'way.capture': 'capture the piece that gives check',

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

export default words;
