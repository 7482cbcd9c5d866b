// Statements the lessons make about a position, checked with the rules engine: each one was once
// wrong in a lesson, and each test fails if the lesson (or the position it describes) goes back.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { Position, parseSquare, parseUci, type Move } from '$lib/engine';

const read = (file: string): string => readFileSync(file, 'utf8');
const sq = (name: string): number => parseSquare(name)!;
const pos = (fen: string, rules: 'janggi' | 'casual' = 'casual'): Position => {
  const r = Position.fromFen(fen, rules);
  if (!r.ok) throw new Error(`${fen}: ${r.error.code}`);
  return r.value;
};
const play = (p: Position, uci: string): void => {
  expect(p.play(parseUci(uci) as Move), uci).toBe(true);
};
/** The fen of the step `id` in a lesson file. */
function stepFen(file: string, id: string): string {
  const m = read(file).match(new RegExp('```step\\nid: ' + id + '\\nfen: (.*)\\n'));
  if (!m) throw new Error(`${file}: no step ${id}`);
  return m[1];
}

describe('what the lessons say about positions', () => {
  test('horses on c3 and g3 do not protect each other (setups, development)', () => {
    const p = pos('4k4/9/9/9/9/9/9/2N3N2/4K4/9 w - - 0 1');
    expect(p.pseudoTargets(sq('c3'))).not.toContain(sq('g3'));
    expect(p.pseudoTargets(sq('g3'))).not.toContain(sq('c3'));
    for (const f of ['14-setups', '17-development']) {
      expect(read(`lessons/learn/${f}.md`), f).not.toMatch(/protect the palace front and each other|together and protect each other/);
      expect(read(`lessons/learn/${f}.ko.md`), f).not.toMatch(/원앙 한 쌍처럼 서로를 지켜|궁성 앞을 지키고 서로를 지켜/);
    }
  });

  test('the soldiers protect an elephant between them, not the other way round (first moves)', () => {
    // The lesson's move: the elephant from h1 to f4, between the soldiers on e4 and g4.
    const p = pos(stepFen('lessons/learn/18-first-moves.md', 'move-5'));
    play(p, 'h1f4');
    expect(p.pieceAt(sq('f4'))?.role).toBe('elephant');
    // Protecting means attacking the point: put a Han piece there, and the soldiers attack it...
    const withHan = pos('4k4/9/9/9/9/9/4PbP2/9/4K4/9 w - - 0 1');
    expect(withHan.attackers(sq('f4'), 0).sort()).toEqual([sq('e4'), sq('g4')].sort());
    // ...while the elephant's jump passes the points beside it (Han soldiers there are not attacked).
    const elephant = pos('4k4/9/9/9/9/9/4pBp2/9/4K4/9 w - - 0 1');
    expect(elephant.pseudoTargets(sq('f4'))).not.toContain(sq('e4'));
    expect(elephant.pseudoTargets(sq('f4'))).not.toContain(sq('g4'));
    expect(read('lessons/learn/18-first-moves.md')).not.toMatch(
      /also protects its neighbours|elephants guard the points around the soldiers/,
    );
    expect(read('lessons/learn/18-first-moves.ko.md')).not.toMatch(/이웃 졸도 지켜|궁성 앞에서 물려/);
  });

  test('after bikjang with a lead, Han just steps aside (winning on points)', () => {
    const p = pos(stepFen('lessons/learn/25-winning-on-points.md', 'make-bikjang'), 'janggi');
    play(p, 'd2e2');
    expect(p.facing()).toBe(true);
    const before = p.points().han;
    play(p, 'e10f10');
    expect(p.facing()).toBe(false);
    expect(p.points().han).toBe(before);
    expect(read('lessons/learn/25-winning-on-points.md')).not.toMatch(/costs Han something/);
    expect(read('lessons/learn/25-winning-on-points.ko.md')).not.toMatch(/막을 때마다 무언가를 내줘요/);
  });

  test('a cannon can check over its own general (small mates)', () => {
    const p = pos(stepFen('lessons/learn/23-mates-small.md', 'cannon-needs-help'));
    play(p, 'e2d2');
    expect(p.isCheck()).toBe(true);
    expect(p.checkers()).toEqual([sq('d1')]);
    expect(read('lessons/learn/23-mates-small.md')).not.toMatch(/cannot even give check/);
    expect(read('lessons/learn/23-mates-small.ko.md')).not.toMatch(/장군조차 부를 수 없어요/);
  });

  test('a general with no safe step is not lost: its side passes (general, passing)', () => {
    const p = pos(stepFen('lessons/learn/12-passing.md', 'only-move'));
    expect(p.isCheck()).toBe(false);
    expect(p.dests(sq('d1'))).toEqual([]);
    expect(p.canPass()).toBe(true);
    expect(p.outcome()).toBeUndefined();
    expect(read('lessons/learn/02-general.md')).not.toMatch(/trapped with no way out, the game is lost/);
    expect(read('lessons/learn/02-general.ko.md')).not.toMatch(/갇혀서 빠져나갈 길이 없으면 그 판을 져요/);
  });

  test('the pass is announced by saying so or turning the general in the hand (passing)', () => {
    expect(read('lessons/learn/12-passing.md')).not.toMatch(/turning the general piece over/);
    expect(read('lessons/learn/12-passing.ko.md')).not.toMatch(/뒤집어/);
    expect(read('lessons/learn/12-passing.ko.md')).toMatch(/한 수 쉽니다/);
  });

  test("perpetual check loses under this app's rule sets, and the lessons say whose rule it is", () => {
    for (const f of ['13-bikjang', '26-repetition']) {
      const en = read(`lessons/learn/${f}.md`);
      const ko = read(`lessons/learn/${f}.ko.md`);
      expect(en, f).not.toMatch(/every rule set/);
      expect(ko, f).not.toMatch(/어느 규칙/);
      expect(en, f).toMatch(/this app/);
      expect(ko, f).toMatch(/이 앱/);
      expect(en, f).toMatch(/referee/);
      expect(ko, f).toMatch(/심판/);
    }
  });

  test("the exam's cannon hunt: the first jump checks, and every answer leaves the chariot to the cannon", () => {
    const p = pos(stepFen('lessons/learn/27-exam.md', 'cannon-hunt'));
    play(p, 'd2d5');
    expect(p.isCheck()).toBe(true);
    const replies = p.legalMoves();
    expect(replies.length).toBeGreaterThan(0);
    for (const r of replies) {
      p.play(r);
      expect(p.dests(sq('d5')), JSON.stringify(r)).toContain(sq('h5'));
      p.undo();
    }
  });
});

describe('a Korean task or hint that names a piece on a point finds it there', () => {
  // "c9의 마" in a hint reads as "the horse on c9": the piece must be on that point in the step's
  // position. A piece that is only going there is written as a condition ("마가 c9에 서면").
  const LETTER: Record<string, string> = { 마: 'n', 차: 'r', 포: 'c', 상: 'b', 사: 'a', 졸: 'p', 병: 'p', 장: 'k' };
  const dirs = [
    'lessons/learn',
    ...readdirSync('lessons/exercises', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `lessons/exercises/${d.name}`),
  ];
  const files = dirs.flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.ko.md'))
      .map((f) => `${d}/${f}`),
  );
  const NAMED =
    /([a-i](?:10|[1-9]))(?:에 있는|에 선|의) (?:내 |한의 |초의 )?(마|차|포|상|사|졸|병|장)(?=[\s.,!?)\]"]|$|[는가를와도의로에만은을이과](?![가-힣]))/g;

  test.each(files)('%s', (file) => {
    const wrong: string[] = [];
    for (const block of read(file)
      .split(/```(?:step|exercise)\n/)
      .slice(1)) {
      const body = block.split('```')[0];
      const fen = body.match(/^fen: (.*)$/m)?.[1];
      if (!fen) continue;
      const p = pos(fen.replace(/\s+$/, ''), 'janggi');
      // The task and the hints: what the learner reads before moving.
      const seen: string[] = [];
      let inHints = false;
      for (const line of body.split('\n')) {
        if (/^task: |^hints: /.test(line)) {
          seen.push(line);
          inHints = line.startsWith('hints:') && line.trim() === 'hints:';
        } else if (inHints && /^\s+- /.test(line)) seen.push(line);
        else inHints = false;
      }
      for (const m of seen.join('\n').matchAll(NAMED)) {
        const piece = p.pieceAt(sq(m[1]));
        const letter = piece
          ? { general: 'k', guard: 'a', elephant: 'b', horse: 'n', chariot: 'r', cannon: 'c', soldier: 'p' }[piece.role]
          : undefined;
        if (letter !== LETTER[m[2]]) wrong.push(`${m[0]} (${fen})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
