/**
 * Task feedback as data: a code from the task catalogue with typed parameters, never a sentence.
 * Lesson steps, exercises and their validators return `TaskMessage`s; `say()` turns one into words
 * in a language (the views pass the reader's, the Node-side checks English).
 *
 * A parameter is what a sentence names, not its words: a point, a piece of a side, a count of
 * points, a move. Each language says it its own way (Han's soldier is 병, Cho's 졸; "2 points" /
 * "2점"), and Korean particles are chosen from the word they follow.
 */
import { FILE_NAMES, koreanName, type Color, type NotationName, type Role, type Square } from '$lib/engine';
import { fill, type ParamNames } from '$lib/i18n/fill';
import type { Locale } from '$lib/i18n/locales';
import { describeMove, pieceNameEn, type MoveFacts } from '$lib/i18n/moves';
import { pointLabel, type PointStyle } from '$lib/i18n/points';
import { TASK_CATALOGUES, type TaskCode } from './catalogue';

export type { TaskCode } from './catalogue';

export type Unit = 'point' | 'move' | 'pair';

/** What a message names. */
export type Arg =
  /** A number said as digits. */
  | number
  /** Authored text (content), already in the reader's language; said as it is. */
  | string
  /** A point, by its coordinates. */
  | { sq: Square }
  /** Several points: "d5, e5 and f5". */
  | { sqs: Square[] }
  /** A kind of piece of a side: "soldier" / 졸 or 병. */
  | { piece: Role; side: Color }
  /** Several pieces of one side: "chariot and horse". */
  | { pieces: Role[]; side: Color }
  /** A side: Cho / 초. */
  | { side: Color }
  /** Whose: "your" / 내 when `owner` is the solver, else "Han's" / 한의. */
  | { owner: Color; solver: Color }
  /** A count with its unit: "2 points" / 2점. */
  | { count: number; unit: Unit }
  /** A small count in words where a language says it so ("three"). */
  | { word: number }
  /** A file letter. */
  | { file: number }
  /** A wing, as Cho sees the board. */
  | { wing: 'left' | 'right' }
  /** The pieces giving check: "the chariot on e5" / e5의 차. */
  | { by: { role: Role; square: Square; side: Color }[] }
  /** A move, said as a reader says it. */
  | { move: MoveFacts }
  /** Another message said inside this one (a goal, a result, a list of ways). */
  | { msg: TaskMessage }
  | { msgs: TaskMessage[]; joiner: 'or' | 'space' };

type En = typeof TASK_CATALOGUES.en;

/** One message: a code and exactly the parameters its template names. */
export type TaskMessage = {
  [K in TaskCode]: [ParamNames<En[K]>] extends [never] ? { code: K } : { code: K; params: Record<ParamNames<En[K]>, Arg> };
}[TaskCode];

/** A message with a code and its parameters (checked against the template). */
export function msg<K extends TaskCode>(
  code: K,
  ...[params]: [ParamNames<En[K]>] extends [never] ? [] : [Record<ParamNames<En[K]>, Arg>]
): TaskMessage {
  return (params ? { code, params } : { code }) as TaskMessage;
}

/** Authored content as a message. */
export const text = (t: string): TaskMessage => ({ code: 'text', params: { text: t } });

/** Two messages said one after the other (either may be missing). */
export function joined(a: TaskMessage | undefined, b: TaskMessage | undefined): TaskMessage | undefined {
  if (!a) return b;
  if (!b) return a;
  return { code: 'join', params: { a: { msg: a }, b: { msg: b } } };
}

export interface SayOptions {
  /** How moves are written: coordinates, Korean numeric, or the variants site's (default coordinates). */
  notation?: NotationName;
  /**
   * How points are named: coordinates (`d4`, the default) or Korean rows and columns (`74`), as the
   * board's labels.
   */
  points?: PointStyle;
  /** Rewrites the points in authored texts for `points` (points-text.ts). */
  text?: (s: string) => string;
}

const SIDE: Record<Locale, Record<Color, string>> = { en: { cho: 'Cho', han: 'Han' }, ko: { cho: '초', han: '한' } };
const UNIT: Record<Locale, Record<Unit, [string, string]>> = {
  en: { point: ['point', 'points'], move: ['move', 'moves'], pair: ['pair', 'pairs'] },
  ko: { point: ['점', '점'], move: ['수', '수'], pair: ['쌍', '쌍'] },
};
const WORDS_EN = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

function list(items: string[], lang: Locale, and = lang === 'en' ? 'and' : ''): string {
  if (lang === 'ko' || items.length <= 1) return items.join(', ');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

const pieceName = (role: Role, side: Color, lang: Locale) => (lang === 'ko' ? koreanName(role, side) : pieceNameEn(role));

function arg(a: Arg, lang: Locale, opts: SayOptions): string {
  if (typeof a === 'number') return String(a);
  if (typeof a === 'string') return opts.text ? opts.text(a) : a;
  const point = (sq: Square) => pointLabel(sq, opts.points);
  if ('sq' in a) return point(a.sq);
  if ('sqs' in a) return list(a.sqs.map(point), lang);
  if ('piece' in a) return pieceName(a.piece, a.side, lang);
  if ('pieces' in a)
    return list(
      a.pieces.map((r) => pieceName(r, a.side, lang)),
      lang,
    );
  if ('owner' in a)
    return a.owner === a.solver ? (lang === 'ko' ? '내' : 'your') : lang === 'ko' ? `${SIDE.ko[a.owner]}의` : `${SIDE.en[a.owner]}'s`;
  if ('side' in a) return SIDE[lang][a.side];
  if ('count' in a) return lang === 'ko' ? `${a.count}${UNIT.ko[a.unit][0]}` : `${a.count} ${UNIT.en[a.unit][a.count === 1 ? 0 : 1]}`;
  if ('word' in a) return lang === 'en' && a.word < WORDS_EN.length ? WORDS_EN[a.word] : String(a.word);
  if ('file' in a) return opts.points === 'korean' ? String(a.file + 1) : (FILE_NAMES[a.file] ?? '?');
  if ('wing' in a) return lang === 'ko' ? (a.wing === 'left' ? '왼쪽' : '오른쪽') : a.wing;
  if ('by' in a) {
    if (a.by.length === 0) return lang === 'ko' ? '상대' : 'the enemy';
    return list(
      a.by.map((b) =>
        lang === 'ko' ? `${point(b.square)}의 ${koreanName(b.role, b.side)}` : `the ${pieceNameEn(b.role)} on ${point(b.square)}`,
      ),
      lang,
    );
  }
  if ('move' in a) return describeMove(a.move, lang, opts.notation ?? 'uci');
  if ('msg' in a) return words(a.msg, lang, opts);
  const parts = a.msgs.map((m) => words(m, lang, opts));
  if (a.joiner === 'space') return parts.join(' ');
  return lang === 'ko' ? parts.join(' 또는 ') : list(parts, lang, 'or');
}

/** The message's words, not capitalised (for nesting). */
function words(m: TaskMessage, lang: Locale, opts: SayOptions): string {
  const template: string = TASK_CATALOGUES[lang]?.[m.code] ?? TASK_CATALOGUES.en[m.code] ?? m.code;
  if (!('params' in m)) return template;
  const filled: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.params as Record<string, Arg>)) filled[k] = arg(v, lang, opts);
  return fill(template, filled);
}

/** A message in `lang`: an English sentence starts with a capital. */
export function say(m: TaskMessage, lang: Locale, opts: SayOptions = {}): string {
  const s = words(m, lang, opts);
  return lang === 'en' ? s.charAt(0).toUpperCase() + s.slice(1) : s;
}

/** A message in plain English: for the validators, the command line and the tests. */
export const sayEn = (m: TaskMessage): string => say(m, 'en');
