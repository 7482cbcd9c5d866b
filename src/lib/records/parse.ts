/**
 * Reading game records: Korean `.gib` files and pychess-style PGN, one reader for both.
 *
 * Both carry `[key "value"]` headers, then the moves. A `.gib` numbers every ply (`1. 79졸78
 * 2. 32병42`), writes a point as row then column from Cho's side (0 for the tenth row) with the
 * piece's name between in hangul or hanja (sometimes after the side's name, `79楚卒78`), may add
 * the captured piece after the target (`37차31포`), writes a pass as `한수쉼`, keeps comments in
 * `{...}` and the setups as `초차림`/`한차림` (`마상상마`, as each player sees their own back rank).
 * A PGN names the variant, may give a `[FEN]` and writes moves in the variants site's form
 * (`H02-83`) or UCI. Several games may follow each other; a header after moves starts the next.
 * Stray bytes (`0xff`, `^Z`, `<0>`) are passed over. Every move is replayed on the engine: a record
 * with an illegal move is refused with its ply and line, and nothing is half read.
 */
import {
  KOREAN_READ,
  PASS_KOREAN,
  Position,
  SETUPS,
  START_FEN,
  moveToUci,
  parseKorean,
  parseMove,
  setupFen,
  type Move,
  type Setup,
} from '$lib/engine';
import { fail, ok, type Result } from '$lib/result';
import { MAX_GAMES_PER_FILE, MAX_PLIES, MAX_RECORD_BYTES, type GameRecord, type RecordError, type RecordResult } from './types';

/**
 * The text of a record file: UTF-8 when the bytes are valid UTF-8, else CP949 (EUC-KR), the
 * encoding of Korean programs; the byte 0xff that some of them leave in is dropped first.
 */
export function decodeRecordBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const clean = bytes.filter((b) => b !== 0xff);
    return new TextDecoder('euc-kr').decode(clean);
  }
}

interface Token {
  text: string;
  line: number;
}

interface Draft {
  tags: [string, string][];
  tokens: Token[];
  comments: { ply: number; text: string }[];
  result?: RecordResult;
  line: number;
}

const RESULT_TOKEN: Record<string, RecordResult | undefined> = { '1-0': 'cho', '0-1': 'han', '1/2-1/2': 'draw', '*': undefined };

/** Splits the text into games: headers, move words and comments, each with its line. */
function scan(text: string): Result<Draft[], RecordError> {
  const drafts: Draft[] = [];
  let line = 1;
  let cur: Draft | undefined;
  const start = (at: number): Draft => {
    cur = { tags: [], tokens: [], comments: [], line: at };
    drafts.push(cur);
    return cur;
  };
  /** The game a header belongs to: a header after moves starts the next game. */
  const forHeader = (at: number): Draft => (!cur || cur.tokens.length > 0 || cur.result !== undefined ? start(at) : cur);
  const open = (at: number): Draft => cur ?? start(at);
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text[i];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (/\s/.test(c) || c === '\x1a' || c === '\ufeff') {
      i++;
      continue;
    }
    if (c === '[') {
      const end = text.indexOf(']', i);
      const nl = text.indexOf('\n', i);
      if (end < 0 || (nl >= 0 && nl < end)) return fail({ code: 'header', line, text: text.slice(i, nl < 0 ? n : nl).trim() });
      const m = /^\[\s*([^\s"\]]+)\s*(?:"([^"]*)"|([^\]]*))\s*\]$/u.exec(text.slice(i, end + 1));
      if (!m) return fail({ code: 'header', line, text: text.slice(i, end + 1) });
      forHeader(line).tags.push([m[1], (m[2] ?? m[3] ?? '').trim()]);
      i = end + 1;
      continue;
    }
    if (c === '{') {
      let end = text.indexOf('}', i);
      if (end < 0) end = n;
      const body = text.slice(i + 1, end);
      const d = open(line);
      d.comments.push({ ply: d.tokens.length, text: body.trim() });
      line += body.split('\n').length - 1;
      i = end + 1;
      continue;
    }
    if (c === ';') {
      while (i < n && text[i] !== '\n') i++;
      continue;
    }
    if (c === '<') {
      const end = text.indexOf('>', i);
      if (end >= 0 && end - i < 16 && !text.slice(i, end).includes('\n')) {
        i = end + 1;
        continue;
      }
    }
    let j = i;
    while (j < n && !/\s/.test(text[j]) && text[j] !== '{' && text[j] !== '[') j++;
    let word = text.slice(i, j);
    i = j;
    // A move number, alone or glued to its move ("12." or "12.79졸78"); "1..." in PGN.
    word = word.replace(/^\d+\.+/, '');
    if (word === '') continue;
    // A pass written in two words.
    if (word === '한수' && /^\s*쉼/.test(text.slice(i))) {
      i = text.indexOf('쉼', i) + 1;
      word = PASS_KOREAN;
    }
    const d = open(line);
    if (word in RESULT_TOKEN) {
      d.result ??= RESULT_TOKEN[word];
      continue;
    }
    d.tokens.push({ text: word, line });
  }
  return ok(drafts.filter((d) => d.tokens.length > 0 || d.tags.length > 0));
}

const PASS_WORDS = new Set([PASS_KOREAN, '한수', 'pass', 'Pass', 'PASS', '@@@@', '--', '0000', '패스']);
const CAMP = /^[楚漢초한]/u;

type MoveRead = { ok: true; move: Move } | { ok: false; code: 'move-text' | 'illegal-move' };

/** One move word in the position: `.gib`'s Korean form, a pass word, the site's form or UCI. */
function readMove(pos: Position, raw: string): MoveRead {
  const word = raw.replace(/[!?]+$/, '');
  if (PASS_WORDS.has(word)) {
    const k = pos.generalSquare(pos.turn);
    return pos.isLegal({ from: k, to: k }) ? { ok: true, move: { from: k, to: k } } : { ok: false, code: 'illegal-move' };
  }
  const g = /^([0-9][1-9])(\D{1,3}?)([0-9][1-9])(\D*)$/u.exec(word);
  if (g && !/^[-x]$/.test(g[2])) {
    const piece = g[2].length > 1 ? g[2].replace(CAMP, '') : g[2];
    if (piece.length !== 1) return { ok: false, code: 'move-text' };
    const r = parseKorean(pos, `${g[1]}${piece}${g[3]}`);
    if (!r.ok) return { ok: false, code: r.error.code === 'notation.korean-piece' ? 'move-text' : 'illegal-move' };
    // A captured piece named after the target must be the one there.
    const taken = g[4].replace(CAMP, '').replace(/[+#]$/, '');
    if (taken !== '') {
      const there = pos.pieceAt(r.value.to);
      if (!KOREAN_READ[taken] || !there || there.role !== KOREAN_READ[taken]) return { ok: false, code: 'illegal-move' };
    }
    return { ok: true, move: r.value };
  }
  const r = parseMove(pos, word);
  if (r.ok) return { ok: true, move: r.value };
  return { ok: false, code: r.error.code === 'notation.illegal' || r.error.code === 'notation.wrong-piece' ? 'illegal-move' : 'move-text' };
}

const SETUP_BY_PATTERN = (pattern: string, ownView: boolean): Setup | undefined => {
  // A pattern reads the horses (마) and elephants (상) of the b, c, g and h files; Han's own view
  // reads them from the i file.
  const p = [...pattern.replace(/\s/g, '')].map((ch) => (ch === '馬' ? '마' : ch === '象' ? '상' : ch));
  if (p.length !== 4 || p.some((ch) => ch !== '마' && ch !== '상')) return undefined;
  const files = ownView ? p.reverse() : p;
  const letters = files.map((ch) => (ch === '마' ? 'N' : 'B'));
  const row = `R${letters[0]}${letters[1]}A1A${letters[2]}${letters[3]}R`;
  return SETUPS.find((s) => s === row);
};

/** Ways to read the start: the FEN, or the two setups (Han's in its own view first, then as Cho sees it). */
function starts(d: Draft): Result<string[], RecordError> {
  const tagValue = (...keys: string[]) => d.tags.find(([k]) => keys.includes(k))?.[1];
  const fen = tagValue('FEN', 'fen', 'Fen');
  if (fen !== undefined) {
    const p = Position.fromFen(fen);
    if (!p.ok) return fail({ code: 'fen', line: d.line, text: fen });
    return ok([fen]);
  }
  const cho = tagValue('초차림', '초포진');
  const han = tagValue('한차림', '한포진');
  if (cho === undefined && han === undefined) return ok([START_FEN]);
  const choSetup = cho === undefined ? 'RNBA1ABNR' : SETUP_BY_PATTERN(cho, false);
  if (!choSetup) return fail({ code: 'setup', line: d.line, text: cho });
  const hanOwn = han === undefined ? 'RNBA1ABNR' : SETUP_BY_PATTERN(han, true);
  const hanAsCho = han === undefined ? 'RNBA1ABNR' : SETUP_BY_PATTERN(han, false);
  if (!hanOwn || !hanAsCho) return fail({ code: 'setup', line: d.line, text: han });
  return ok([...new Set([setupFen(hanOwn, choSetup), setupFen(hanAsCho, choSetup)])]);
}

function resultOf(d: Draft): RecordResult | undefined {
  const text = d.tags.find(([k]) => k === '대국결과' || k === 'Result' || k === 'result')?.[1]?.trim() ?? '';
  if (text in RESULT_TOKEN) return RESULT_TOKEN[text];
  const first = text[0];
  if (first === '초' || first === '楚') return 'cho';
  if (first === '한' || first === '漢') return 'han';
  if (first === '무' || text.includes('무승부')) return 'draw';
  return d.result;
}

/** Replays the moves from a start; the first failure says where. */
function replay(fen: string, d: Draft): Result<string[], RecordError> {
  const r = Position.fromFen(fen, 'casual');
  if (!r.ok) return fail({ code: 'fen', line: d.line, text: fen });
  const pos = r.value;
  const out: string[] = [];
  for (const [k, t] of d.tokens.entries()) {
    if (k >= MAX_PLIES) return fail({ code: 'too-large', line: t.line, ply: k + 1 });
    if (pos.outcome()?.reason === 'checkmate') return fail({ code: 'after-end', line: t.line, ply: k + 1, text: t.text });
    const m = readMove(pos, t.text);
    if (!m.ok) return fail({ code: m.code, line: t.line, ply: k + 1, text: t.text });
    pos.play(m.move);
    out.push(moveToUci(m.move));
  }
  return ok(out);
}

/**
 * Every game of a record file, or why the file cannot be read (nothing is read when one game
 * fails: an import is all or nothing).
 */
export function parseRecords(text: string): Result<GameRecord[], RecordError> {
  if (text.length > MAX_RECORD_BYTES) return fail({ code: 'too-large', line: 1 });
  const scanned = scan(text.replace(/\r\n?/g, '\n'));
  if (!scanned.ok) return scanned;
  const drafts = scanned.value;
  if (drafts.length === 0) return fail({ code: 'empty', line: 1 });
  if (drafts.length > MAX_GAMES_PER_FILE) return fail({ code: 'too-many-games', line: drafts[MAX_GAMES_PER_FILE].line });
  const games: GameRecord[] = [];
  for (const d of drafts) {
    if (d.tokens.length === 0) return fail({ code: 'no-moves', line: d.line });
    const s = starts(d);
    if (!s.ok) return s;
    let first: RecordError | undefined;
    let done: { fen: string; moves: string[] } | undefined;
    for (const fen of s.value) {
      const r = replay(fen, d);
      if (r.ok) {
        done = { fen, moves: r.value };
        break;
      }
      first ??= r.error;
    }
    if (!done) return fail(first!);
    const comments: Record<number, string> = {};
    for (const c of d.comments) if (c.text) comments[c.ply] = comments[c.ply] ? `${comments[c.ply]}\n${c.text}` : c.text;
    games.push({ tags: d.tags, fen: done.fen, moves: done.moves, comments, result: resultOf(d), line: d.line });
  }
  return ok(games);
}
