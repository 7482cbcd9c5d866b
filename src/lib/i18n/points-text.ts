/**
 * The points in an authored text (a lesson's task, a hint, written with coordinates) named in
 * Korean rows and columns, as the board's labels name them when the reader chose that style
 * (points.ts). In Korean the particle after a point is picked again, since the new name may end
 * in another sound (`d10으로` → `14로`).
 */
import { koreanPoint, parseSquare } from '$lib/engine';
import { particleFor, type ParticlePair } from './particles';

/** Particles that may follow a point, longest first, with the pair each belongs to. */
const PARTICLES: [string, ParticlePair | 'copula'][] = [
  ['으로', '으로/로'],
  ['이에요', 'copula'],
  ['예요', 'copula'],
  ['로', '으로/로'],
  ['이', '이/가'],
  ['가', '이/가'],
  ['을', '을/를'],
  ['를', '을/를'],
  ['은', '은/는'],
  ['는', '은/는'],
  ['과', '과/와'],
  ['와', '과/와'],
];

/** A point on its own (not inside a word or a move such as `b1c3`), and a particle right after it. */
const POINT = new RegExp(`(?<![A-Za-z0-9])([a-i](?:10|[1-9]))(?![A-Za-z0-9])(${PARTICLES.map(([p]) => p).join('|')})?`, 'g');

function particleAfter(word: string, found: string): string {
  const kind = PARTICLES.find(([p]) => p === found)![1];
  if (kind === 'copula') return particleFor(word, '이/가') === '이' ? '이에요' : '예요';
  return particleFor(word, kind);
}

/** `text` with every point named in Korean rows and columns (`d4` → `74`). */
export function pointsInKorean(text: string): string {
  return text.replace(POINT, (_whole, name: string, after: string | undefined) => {
    const sq = parseSquare(name);
    if (sq === undefined) return _whole;
    const label = koreanPoint(sq);
    return after ? label + particleAfter(label, after) : label;
  });
}
