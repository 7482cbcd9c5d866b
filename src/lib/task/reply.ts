/**
 * The opponent's reply as a reader says it ("Han's chariot takes the chariot on c3"), for the task
 * views' feedback line.
 */
import type { Move, Position } from '$lib/engine';
import { moveFacts } from '$lib/i18n/moves';
import { msg, type TaskMessage } from './messages';

/** `reply`, the last move played on `pos`, said as a move (read on the position before it). */
export function replyMessage(pos: Position, reply: Move): TaskMessage | undefined {
  const before = pos.clone();
  before.undo();
  const facts = moveFacts(before, reply);
  return facts ? msg('reply.move', { move: { move: facts } }) : undefined;
}
