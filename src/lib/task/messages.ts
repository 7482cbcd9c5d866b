/**
 * Task feedback as data: a code from the task catalogue with typed parameters, never a sentence.
 * Lesson steps, exercises and their validators return `TaskMessage`s; `say()` turns one into words
 * in a language (the views pass the reader's, the Node-side checks English).
 *
 * A parameter is what a sentence names, not its words: a point, a piece of a side, a count of
 * points, a move. Each language's speaker says it its own way (Han's soldier is 병, Cho's 졸; "2 points"
 * / "2점"; i18n/speaker.ts), and Korean particles are chosen from the word they follow.
 */
import { FILE_NAMES, type Color, type NotationName, type Role, type Square } from '$lib/engine';
import { fill, type ParamNames } from '$lib/i18n/fill';
import { DEFAULT_LOCALE, type Locale } from '$lib/i18n/locales';
import { describeMove, type MoveFacts } from '$lib/i18n/moves';
import { speaker } from '$lib/i18n/speaker';
import { pointLabel, type PointStyle } from '$lib/i18n/points';
import { TASK_CATALOGUES, type TaskCode } from './catalogue';

export type { TaskCode } from './catalogue';

export type { CountUnit as Unit } from '$lib/i18n/speaker';
import type { CountUnit as Unit } from '$lib/i18n/speaker';

/** What a message names. */
export type Arg =
  /** A number said as digits, with the language's decimal separator (`20.5`, `20,5`): a count, never a rating. */
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

type En = (typeof TASK_CATALOGUES)[typeof DEFAULT_LOCALE];

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

function arg(a: Arg, lang: Locale, opts: SayOptions): string {
  if (typeof a === 'number') return a.toLocaleString(lang);
  if (typeof a === 'string') return opts.text ? opts.text(a) : a;
  const speak = speaker(lang);
  const point = (sq: Square) => pointLabel(sq, opts.points);
  if ('sq' in a) return point(a.sq);
  if ('sqs' in a) return speak.list(a.sqs.map(point));
  if ('piece' in a) return speak.piece(a.piece, a.side);
  if ('pieces' in a) return speak.list(a.pieces.map((r) => speak.piece(r, a.side)));
  if ('owner' in a) return speak.owner(a.owner, a.solver);
  if ('side' in a) return speak.side(a.side);
  if ('count' in a) return speak.count(a.count, a.unit);
  if ('word' in a) return speak.word(a.word);
  if ('file' in a) return opts.points === 'korean' ? String(a.file + 1) : (FILE_NAMES[a.file] ?? '?');
  if ('wing' in a) return speak.wing(a.wing);
  if ('by' in a) return speak.checkers(a.by.map((b) => ({ role: b.role, side: b.side, point: point(b.square) })));
  if ('move' in a) return describeMove(a.move, lang, opts.notation ?? 'uci');
  if ('msg' in a) return words(a.msg, lang, opts);
  const parts = a.msgs.map((m) => words(m, lang, opts));
  if (a.joiner === 'space') return parts.join(' ');
  return speak.list(parts, 'or');
}

/** The message's words, not capitalised (for nesting). */
function words(m: TaskMessage, lang: Locale, opts: SayOptions): string {
  const template: string = TASK_CATALOGUES[lang]?.[m.code] ?? TASK_CATALOGUES[DEFAULT_LOCALE][m.code] ?? m.code;
  if (!('params' in m)) return template;
  const filled: Record<string, string> = {};
  for (const [k, v] of Object.entries(m.params as Record<string, Arg>)) filled[k] = arg(v, lang, opts);
  return fill(template, filled);
}

/** A message in `lang`: an English sentence starts with a capital. */
export function say(m: TaskMessage, lang: Locale, opts: SayOptions = {}): string {
  return speaker(lang).sentence(words(m, lang, opts));
}

/** A message in plain English: for the validators, the command line and the tests. */
export const sayEn = (m: TaskMessage): string => say(m, DEFAULT_LOCALE);
