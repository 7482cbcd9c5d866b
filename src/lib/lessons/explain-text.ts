/**
 * Why a move is not allowed, in the UI language. explain.ts words it in English (tests, the
 * validator and the content checks read that); here the same explanation is said in Korean from
 * its code and parameters when the UI is Korean.
 */
import { squareName, type Square } from '$lib/engine';
import { locale, particle, t } from '$lib/i18n';
import type { Explanation, ExplainParams } from './explain';

const role = (p: ExplainParams, key: 'role' | 'target' = 'role') => (p[key] ? t(`board.role.${p[key]}`) : '');
const side = (c: ExplainParams['color']) => (c ? t(`board.color.${c}`) : '');
const pts = (sqs: Square[] = []) => sqs.map(squareName).join(', ');
const by = (p: ExplainParams) => (p.by ?? []).map((b) => `${squareName(b.square)}의 ${t(`board.role.${b.role}`)}`).join(', ') || '상대';

const KO: { [code in Explanation['code']]: (p: ExplainParams) => string } = {
  empty: (p) => `${p.from !== undefined ? squareName(p.from) : ''}에는 기물이 없어요.`,
  'not-your-piece': (p) => `${side(p.color)}의 기물이에요. 지금은 ${particle(side(p.turn), '을/를')} 두고 있어요.`,
  'own-piece': (p) => `${p.to !== undefined ? squareName(p.to) : ''}에 내 ${particle(role(p, 'target'), '이/가')} 있어요. 내 기물은 잡을 수 없어요.`,
  'in-check': (p) => `${by(p)}에게 장군을 받고 있어요. 이 수로는 막을 수 없어요.`,
  'self-check': (p) => `${p.to !== undefined ? squareName(p.to) : ''}에서는 ${by(p)}에게 장군을 받아요.`,
  pinned: (p) => `이 기물이 ${by(p)}의 장군을 막고 있어서, 움직이면 장군을 받아요.`,
  bikjang: () => '두 장이 마주 보고 있어요(빅장). 줄을 막거나, 한수쉼으로 판을 끝내세요.',
  'palace-only': (p) => `${particle(role(p), '은/는')} 궁성을 벗어날 수 없어요.`,
  'one-step': (p) => (p.role === 'soldier' ? '졸은 한 번에 한 점씩, 앞이나 옆으로 움직여요.' : `${particle(role(p), '은/는')} 궁성의 선을 따라 한 점씩 움직여요.`),
  'no-palace-line': (p) => `궁성의 선 위가 아니에요. ${particle(pts(p.from === undefined ? [] : [p.from]), '과/와')} ${particle(pts(p.to === undefined ? [] : [p.to]), '을/를')} 잇는 대각선이 없어요.`,
  'horse-shape': () => '마는 곧게 한 점, 그다음 바깥쪽 대각선으로 한 점 움직여요.',
  'horse-leg': (p) => `마의 멱이 ${pts(p.at)}에서 막혔어요.`,
  'elephant-shape': () => '상은 곧게 한 점, 그다음 바깥쪽 대각선으로 두 점 움직여요.',
  'elephant-path': (p) => `상의 멱이 ${pts(p.at)}에서 막혔어요.`,
  'straight-lines': (p) =>
    p.role === 'cannon' ? '포는 곧은 선(궁성의 대각선 포함)을 따라, 언제나 기물 하나를 넘어 움직여요.' : '차는 곧은 선(궁성 안에서는 대각선도)을 따라 움직여요.',
  'path-blocked': (p) => `${pts(p.at)}에서 길이 막혔어요.`,
  'cannon-no-screen': () => '포는 꼭 기물 하나를 넘어야 하는데, 사이에 기물이 없어요.',
  'cannon-over-cannon': () => '포는 다른 포를 넘을 수 없어요.',
  'cannon-two-screens': (p) => `포는 기물 하나만 넘을 수 있어요. ${particle(pts(p.at), '이/가')} 모두 길을 막고 있어요.`,
  'cannon-takes-cannon': () => '포는 다른 포를 잡을 수 없어요.',
  'soldier-backward': () => '졸은 뒤로 가지 않아요.',
  'soldier-diagonal': () => '궁성의 선 위가 아니에요. 졸은 상대 궁성의 선을 따라서만 대각선으로 움직여요.',
  cannot: (p) => `${particle(role(p), '은/는')} ${particle(p.to !== undefined ? squareName(p.to) : '', '으로/로')} 갈 수 없어요.`,
};

/** The explanation in the current UI language (reactive inside components). */
export function explanationText(why: Explanation): string {
  return locale.current === 'ko' ? KO[why.code](why.params) : why.message;
}
