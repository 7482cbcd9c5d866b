import { describe, expect, it } from 'vitest';
import {
  Position,
  START_FEN,
  checkSetup,
  gamePositionFromFen,
  illegalities,
  parseFen,
  readFen,
  type BoardSetup,
} from '../../src/lib/engine';

/** A setup from board text without parseFen's own checks (it stops at the first problem). */
function setup(fen: string): BoardSetup {
  const [board, side] = fen.split(' ');
  const squares: BoardSetup['board'] = new Array(90).fill(undefined);
  board.split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) file += Number(ch);
      else {
        const role = ({ k: 'general', a: 'guard', b: 'elephant', n: 'horse', r: 'chariot', c: 'cannon', p: 'soldier' } as const)[
          ch.toLowerCase() as 'k'
        ];
        squares[(9 - i) * 9 + file] = { color: ch === ch.toUpperCase() ? 'cho' : 'han', role };
        file++;
      }
    }
  });
  return { board: squares, turn: side === 'b' ? 'han' : 'cho', halfmoves: 0, fullmoves: 1 };
}

describe('legality of a set-up position, every reason as a code', () => {
  it('the start position and a sparse endgame are possible', () => {
    const start = parseFen(START_FEN);
    if (!start.ok) throw new Error('start');
    expect(illegalities(start.value)).toEqual([]);
    expect(illegalities(setup('3k5/9/9/9/9/9/9/9/4A4/3K5 w'))).toEqual([]);
  });

  it('lists every problem at once, with its facts', () => {
    const found = illegalities(setup('3k5/9/9/9/4K4/9/9/PP7/4A4/3K5 w'));
    expect(found).toContainEqual({ code: 'outside-palace', color: 'cho', role: 'general', square: 'e6' });
    expect(found).toContainEqual({ code: 'extra-general', color: 'cho', role: 'general', count: 2 });
    expect(found).toContainEqual({ code: 'soldier-behind', color: 'cho', role: 'soldier', square: 'a3' });
    expect(found).toContainEqual({ code: 'soldier-behind', color: 'cho', role: 'soldier', square: 'b3' });
  });

  it('no general, too many of a kind, a guard out of its palace', () => {
    const found = illegalities(setup('9/9/9/4a4/p8/9/9/9/9/RRR1K4 w'));
    expect(found).toContainEqual({ code: 'no-general', color: 'han', role: 'general' });
    expect(found).toContainEqual({ code: 'too-many', color: 'cho', role: 'chariot', count: 3, max: 2 });
    expect(found).toContainEqual({ code: 'outside-palace', color: 'han', role: 'guard', square: 'e7' });
    // A Han soldier that has advanced is fine.
    expect(found.some((i) => i.code === 'soldier-behind')).toBe(false);
  });

  it('the side not to move in check', () => {
    // Cho's chariot on e2 checks Han's general on e10 with Cho to move.
    expect(illegalities(setup('4k4/9/9/9/9/9/9/9/4R4/3K5 w'))).toEqual([{ code: 'opponent-in-check', color: 'han', role: 'general' }]);
    // With Han to move it is only check.
    expect(illegalities(setup('4k4/9/9/9/9/9/9/9/4R4/3K5 b'))).toEqual([]);
  });

  it('a soldier that has gone sideways or forward is fine; Han soldiers on rank 8 are behind', () => {
    expect(illegalities(setup('3k5/9/p8/9/9/9/9/9/9/4K4 w'))).toContainEqual({
      code: 'soldier-behind',
      color: 'han',
      role: 'soldier',
      square: 'a8',
    });
    expect(illegalities(setup('3k5/9/9/p8/9/9/P8/9/9/4K4 w'))).toEqual([]);
  });
});

describe('reading FEN text and checking the setup are separate steps', () => {
  it('reads a board without a Han general as text; the check, parseFen and Position refuse it', () => {
    const fen = '9/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1';
    const read = readFen(fen);
    if (!read.ok) throw new Error(read.error.code);
    expect(read.value.board.filter(Boolean)).toHaveLength(2);
    expect(checkSetup(read.value)).toEqual({ ok: false, error: { code: 'fen.no-general', params: { color: 'han' } } });
    expect(parseFen(fen)).toEqual(checkSetup(read.value));
    expect(Position.fromFen(fen)).toEqual(checkSetup(read.value));
  });

  it('text errors come from reading, before any check', () => {
    expect(readFen('9/9/9 w')).toMatchObject({ ok: false, error: { code: 'fen.ranks' } });
    expect(readFen('4k4/9/9/9/9/9/9/9/9/4K4 x')).toMatchObject({ ok: false, error: { code: 'fen.turn' } });
  });

  it('a position from a setup built by hand equals the one from its text', () => {
    const start = parseFen(START_FEN);
    if (!start.ok) throw new Error('start');
    const fromSetup = Position.fromSetup(start.value);
    if (!fromSetup.ok) throw new Error(fromSetup.error.code);
    expect(fromSetup.value.fen()).toBe(START_FEN);
  });
});

describe('a position a game could reach, from FEN text', () => {
  // A teaching board: Cho's soldier on h2 blocks the horse's leg, but no game puts a soldier there.
  const teaching = '9/4k4/9/9/9/9/9/9/7P1/3K3N1 w - - 0 1';

  it('refuses a soldier behind its start rank, which play from a teaching board accepts', () => {
    expect(Position.fromFen(teaching).ok).toBe(true);
    expect(gamePositionFromFen(teaching)).toEqual({
      ok: false,
      error: { code: 'fen.soldier-behind', params: { color: 'cho', role: 'soldier', square: 'h2' } },
    });
    // Han's soldiers start on rank 7: rank 8 is behind, ranks 7 and below are not.
    expect(gamePositionFromFen('3k5/p8/9/9/9/9/9/9/9/4K4 w - - 0 1', 'casual')).toMatchObject({
      ok: false,
      error: { code: 'fen.soldier-behind', params: { color: 'han', square: 'a9' } },
    });
    expect(gamePositionFromFen('3k5/9/9/p8/9/9/9/9/P8/4K4 b - - 0 1').ok).toBe(false);
    const played = gamePositionFromFen('3k5/9/9/p8/9/9/P8/p8/9/4K4 b - - 0 1');
    expect(played.ok).toBe(true);
    if (played.ok) expect(played.value.fen()).toBe('3k5/9/9/p8/9/9/P8/p8/9/4K4 b - - 0 1');
  });

  it('gives what play refuses with the same code as Position.fromFen', () => {
    for (const fen of ['9/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1', '4k4/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1', '4k4/9/9/9/4K4/9/9/9/9/9 w', 'x'])
      expect(gamePositionFromFen(fen)).toEqual(Position.fromFen(fen));
  });
});
