/**
 * The puzzle player's feedback: your move, the reply, a refuted move, a hint step, solved.
 * English: the source of the keys and of each template's `{placeholders}` (`as const`).
 */
const words = {
  'puzzle.yourTurn': 'Your move.',
  'puzzle.thinking': 'Thinking…',
  /** `move`: the defender's reply. */
  'puzzle.good': 'Good move. {move}.',
  'puzzle.hint.piece': 'Move the marked piece.',
  'puzzle.hint.target': 'Move it to the marked point.',
  'puzzle.solved': 'Checkmate! Solved.',
  'puzzle.solved.retry': 'Checkmate. Solved after a retry.',
  'puzzle.solved.hint': 'Checkmate. Solved with a hint.',
  'puzzle.solved.both': 'Checkmate. Solved after a retry and with a hint.',
  'puzzle.solved.material': 'Material won! Solved.',
  'puzzle.solved.material.retry': 'Material won. Solved after a retry.',
  'puzzle.solved.material.hint': 'Material won. Solved with a hint.',
  'puzzle.solved.material.both': 'Material won. Solved after a retry and with a hint.',
  'puzzle.solved.defence': 'You held! Solved.',
  'puzzle.solved.defence.retry': 'You held. Solved after a retry.',
  'puzzle.solved.defence.hint': 'You held. Solved with a hint.',
  'puzzle.solved.defence.both': 'You held. Solved after a retry and with a hint.',
  /** The heading of a defence puzzle (the answer keeps the balance); `side` the solver. */
  'puzzle.toMove.defence': '{side} to move: find the move that holds',
  'puzzle.rules.defence':
    'Points: chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2. Every other move loses at least 2 points more than the answer; a move that keeps the material within a point of the best line counts.',
  'puzzle.solution.shown': 'The solution, played out. This puzzle will come back for review later.',
  // ------------------------------------------------------------------ a refuted move (`move`: the reply)
  'puzzle.wrong.bikjang':
    'Your move leaves the two generals facing each other with nothing between them. That is bikjang, not mate: the game would be counted instead. Keep a piece between the generals and try again.',
  'puzzle.wrong.pass': '{side} simply passes, and there is no mate within the moves left.',
  'puzzle.wrong.capture': '{move}: no mate follows in time.',
  'puzzle.wrong.escape': '{move}, out of check: no mate follows in time.',
  'puzzle.wrong.quiet': '{move}, and there is no mate within the moves left.',
  /** Winning material: the reply, then what the move wins against what the puzzle wins (`puzzle.won.*`). */
  'puzzle.wrong.material': '{move}. {result}',
  'puzzle.won.less': 'You win {amount} at most, and one move wins {best}.',
  'puzzle.won.none': 'You win nothing, and one move wins {best}.',
  'puzzle.won.lose': 'You lose {amount}, and one move wins {best}.',
  /** A defence puzzle's wrong move: what it loses, where one move holds. */
  'puzzle.won.hold': 'You lose {amount}, and one move holds.',
  'puzzle.solved.count': 'The bikjang stands and the game is counted: you win! Solved.',
  'puzzle.solved.count.retry': 'Won on the count. Solved after a retry.',
  'puzzle.solved.count.hint': 'Won on the count. Solved with a hint.',
  'puzzle.solved.count.both': 'Won on the count. Solved after a retry and with a hint.',
  'puzzle.toMove.count': '{side} to move: win on the count',
  'puzzle.rules.count':
    'Tournament rules: when the two generals face each other on an open file (bikjang), the other side must break it; if it cannot, the game ends and is counted (chariot 13, cannon 7, horse 5, elephant 3, guard 3, soldier 2; Han adds 1.5). One move wins that way; no other move wins.',
  'puzzle.rules.tournament':
    'Tournament rules: a bikjang (the generals facing on an open file) must be broken, or the game ends and is counted, Han adding 1.5.',
  'puzzle.won.count': 'That does not win on the count, and one move does.',
  /** A retired puzzle's page: why it left the collection, before a link to the one kept. */
  'puzzle.retired':
    'This puzzle has left the collection: it nearly copies another one. You can still solve it here, and it still counts. The one we kept:',
  'puzzle.retired.unsound':
    'This puzzle has left the collection: Fairy-Stockfish found that its solution is not clearly the best move. You can still try it here. The one in its place:',
  'puzzle.retired.mirrored':
    'This puzzle is now set with Han to move, as bakbo traditionally are: the same problem, mirrored. You can still solve it here, and it still counts. The problem as it is set now:',
  'puzzle.retired.placed':
    'This puzzle has left the collection: its pieces were placed at random, and the collection now takes its positions from games. You can still solve it here, and it still counts. A puzzle of the same length:',
} as const;

export default words;
