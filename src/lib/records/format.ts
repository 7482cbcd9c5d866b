/**
 * Writing game records: Korean `.gib` (as Korean programs read it) and pychess-style PGN. What
 * `parseRecords` reads back gives the same start and moves.
 */
import { Position, SETUPS, koreanName, koreanPoint, moveToSite, parseUci, setupFen, type Setup } from '$lib/engine';
import { tag, type GameRecord } from './types';

/** The setups of a start position, when it is one (Han's first, as `setupFen` takes them). */
function setupsOf(fen: string): { han: Setup; cho: Setup } | undefined {
  for (const han of SETUPS) for (const cho of SETUPS) if (setupFen(han, cho) === fen) return { han, cho };
  return undefined;
}

/** A setup as a `.gib` names it: the b, c, g, h files' horses and elephants as the player sees them. */
function pattern(setup: Setup, ownViewFromRight: boolean): string {
  const files = [setup[1], setup[2], setup[6], setup[7]].map((l) => (l === 'N' ? '마' : '상'));
  return (ownViewFromRight ? files.reverse() : files).join('');
}

const escapeTag = (v: string) => v.replace(/["\]\n\r]/g, ' ');

function replayed(record: GameRecord, each: (pos: Position, uci: string, ply: number) => string): string[] {
  const r = Position.fromFen(record.fen, 'casual');
  if (!r.ok) return [];
  const pos = r.value;
  const out: string[] = [];
  record.moves.forEach((uci, i) => {
    out.push(each(pos, uci, i + 1));
    const m = parseUci(uci);
    if (m) pos.play(m);
  });
  return out;
}

const GIB_RESULT = { cho: '초 승', han: '한 승', draw: '무승부' } as const;

/** The record as a `.gib` text (UTF-8; Korean programs of today read it, and so does this app). */
export function formatGib(record: GameRecord): string {
  const lines: string[] = [];
  const setups = setupsOf(record.fen);
  const own = new Set(['초차림', '한차림', '초포진', '한포진', 'FEN', '대국결과', '총수']);
  for (const [k, v] of record.tags) if (!own.has(k) && !/^(Variant|Result|SetUp)$/i.test(k)) lines.push(`[${k} "${escapeTag(v)}"]`);
  if (setups) {
    lines.push(`[초차림 "${pattern(setups.cho, false)}"]`);
    lines.push(`[한차림 "${pattern(setups.han, true)}"]`);
  } else lines.push(`[FEN "${record.fen}"]`);
  if (record.result) lines.push(`[대국결과 "${GIB_RESULT[record.result]}"]`);
  lines.push(`[총수 "${record.moves.length}"]`, '');
  if (record.comments[0]) lines.push(`{${record.comments[0].replace(/}/g, ')')}}`);
  let row: string[] = [];
  const flush = () => {
    if (row.length) lines.push(row.join(' '));
    row = [];
  };
  replayed(record, (pos, uci, ply) => {
    const m = parseUci(uci)!;
    let text = `${ply}. `;
    if (m.from === m.to) text += '한수쉼';
    else {
      const p = pos.pieceAt(m.from)!;
      const taken = pos.pieceAt(m.to);
      text += `${koreanPoint(m.from)}${koreanName(p.role, p.color)}${koreanPoint(m.to)}${taken ? koreanName(taken.role, taken.color) : ''}`;
    }
    row.push(text);
    const note = record.comments[ply];
    if (note) {
      flush();
      lines.push(`{${note.replace(/}/g, ')')}}`);
    } else if (row.length === 8) flush();
    return text;
  });
  flush();
  return lines.join('\n').replace(/\n{3,}/g, '\n\n') + '\n';
}

const PGN_RESULT = { cho: '1-0', han: '0-1', draw: '1/2-1/2' } as const;

/** The record as PGN in the style of the variants site: `[Variant "Janggi"]`, `[FEN]`, moves like `H02-83`. */
export function formatPgn(record: GameRecord): string {
  const result = record.result ? PGN_RESULT[record.result] : '*';
  const head: [string, string][] = [
    ['Event', tag(record, 'Event', '대회명') ?? 'Janggi game'],
    ['Site', tag(record, 'Site', '장소') ?? '?'],
    ['Date', tag(record, 'Date', '대국일자') ?? '????.??.??'],
    ['White', tag(record, 'White', '초대국자') ?? '?'],
    ['Black', tag(record, 'Black', '한대국자') ?? '?'],
    ['Result', result],
    ['Variant', 'Janggi'],
    ['FEN', record.fen],
  ];
  const words = replayed(record, (pos, uci, ply) => {
    const m = parseUci(uci)!;
    const number = ply % 2 === 1 ? `${(ply + 1) / 2}. ` : '';
    const note = record.comments[ply];
    return `${number}${moveToSite(pos, m)}${note ? ` {${note.replace(/}/g, ')')}}` : ''}`;
  });
  const body: string[] = [];
  let lineText = record.comments[0] ? `{${record.comments[0].replace(/}/g, ')')}}` : '';
  for (const w of [...words, result]) {
    if (lineText && lineText.length + w.length + 1 > 79) {
      body.push(lineText);
      lineText = w;
    } else lineText = lineText ? `${lineText} ${w}` : w;
  }
  if (lineText) body.push(lineText);
  return `${head.map(([k, v]) => `[${k} "${escapeTag(v)}"]`).join('\n')}\n\n${body.join('\n')}\n`;
}
