/**
 * Words of the Nine Elder lessons (the runner's codes, the hand, the /learn card), in the app's
 * languages. The shared lesson words (hint, retry, next, stars) come from the Learn section's catalogue.
 */
import { sectionText } from '$lib/i18n';
import type { IllegalReason } from './game';
import type { RefuseReason } from './judge';

const en = {
  'nl.section': 'Nine Elder',
  'nl.kicker': 'Nine Elder · Lesson {n}',
  'nl.board': 'Nine Elder lesson board',
  'nl.hand.first': 'Your hand',
  'nl.hand.second': 'Opponent’s hand',
  'nl.illegal.not-yours': 'That is not your piece. You play the first player, at the bottom.',
  'nl.illegal.not-in-hand': 'You do not hold that piece.',
  'nl.illegal.occupied': 'A piece from your hand can only be dropped on an empty point.',
  'nl.illegal.pawn-file': 'You already have an unpromoted Pawn on that column, and two may not share one.',
  'nl.illegal.pawn-drop-mate': 'A Pawn may not be dropped to give mate.',
  'nl.illegal.self-check': 'That would leave your Jade in check.',
  'nl.illegal.cannot-move': 'The {piece} cannot go there.',
  'nl.illegal.malformed': 'That is not a move.',
  'nl.wrong.gives-check': 'That move gives check, and in this drill the other side cannot wait then. Find another way.',
  'nl.wrong.not-check': 'That move gives no check.',
  'nl.wrong.not-mate': 'That is not mate: the King can still get out.',
  'nl.left.reach': '{n} more to go.',
  'nl.left.reach.none': 'Keep going: {n} still to reach.',
  'nl.left.capture': '{n} more to capture.',
  'nl.left.capture.none': 'Nothing captured yet: {n} still to capture.',
  'nl.left.drop': 'It is in your hand now. Tap it, then a point, to drop it.',
  'nl.left.drop.none': 'The task is to drop a {piece} from your hand.',
  'nl.left.promote.none': 'Not promoted yet.',
  'nl.dropNow': 'Now tap an empty point to drop the {piece}.',
  'nl.noMoves': 'This {piece} has no move right now.',
  'nl.pickPiece': 'Tap one of your pieces, or a piece in your hand.',
  'nl.done.play': 'Play a game of Nine Elder',
  'nl.card.badge': 'Another game',
  'nl.card.lead': 'A 9×9 game with Janggi’s cannon and horse, and shogi’s drops and promotion. Start with its pieces.',
  'nl.card.open': 'Open the lesson',
  'nl.card.play': 'Play it',
} as const;
type Key = keyof typeof en;

const ko: Record<Key, string> = {
  'nl.section': '아홉 장로',
  'nl.kicker': '아홉 장로 · {n}강',
  'nl.board': '아홉 장로 강의 판',
  'nl.hand.first': '내 손',
  'nl.hand.second': '상대 손',
  'nl.illegal.not-yours': '내 기물이 아니에요. 여러분은 아래쪽의 선수예요.',
  'nl.illegal.not-in-hand': '그 기물은 손에 없어요.',
  'nl.illegal.occupied': '손에 든 기물은 빈 칸에만 놓을 수 있어요.',
  'nl.illegal.pawn-file': '그 세로줄에는 승격하지 않은 내 보병이 이미 있어요. 한 줄에 두 개는 둘 수 없어요.',
  'nl.illegal.pawn-drop-mate': '보병을 놓아서 외통을 부를 수는 없어요.',
  'nl.illegal.self-check': '그렇게 두면 내 옥장이 장군을 받아요.',
  'nl.illegal.cannot-move': '{piece|은/는} 그 칸으로 갈 수 없어요.',
  'nl.illegal.malformed': '둘 수 있는 수가 아니에요.',
  'nl.wrong.gives-check': '그 수는 장군이라서, 이 연습에서는 상대가 기다릴 수 없어요. 다른 길을 찾아보세요.',
  'nl.wrong.not-check': '그 수로는 장군이 되지 않아요.',
  'nl.wrong.not-mate': '외통이 아니에요. 왕장이 아직 빠져나갈 수 있어요.',
  'nl.left.reach': '{n}곳 남았어요.',
  'nl.left.reach.none': '계속 가 보세요. 가야 할 칸이 {n}곳 남았어요.',
  'nl.left.capture': '{n}개 더 잡으면 돼요.',
  'nl.left.capture.none': '아직 잡지 못했어요. 잡을 기물이 {n}개 남았어요.',
  'nl.left.drop': '이제 손에 들어왔어요. 손의 기물을 누른 다음 칸을 눌러 놓아 보세요.',
  'nl.left.drop.none': '손에 든 {piece|을/를} 놓는 과제예요.',
  'nl.left.promote.none': '아직 승격하지 않았어요.',
  'nl.dropNow': '이제 {piece|을/를} 놓을 빈 칸을 누르세요.',
  'nl.noMoves': '이 {piece|은/는} 지금 갈 곳이 없어요.',
  'nl.pickPiece': '내 기물이나 손에 든 기물을 눌러 보세요.',
  'nl.done.play': '아홉 장로 한 판 두기',
  'nl.card.badge': '다른 게임',
  'nl.card.lead': '장기의 포와 마, 쇼기의 드롭과 승격이 만난 9×9 게임이에요. 기물부터 배워 봐요.',
  'nl.card.open': '강의 열기',
  'nl.card.play': '두어 보기',
};

export const nlt = sectionText({ en, ko });

export const illegalKey = (r: IllegalReason) => `nl.illegal.${r}` as const satisfies Key;
export const wrongKey = (r: RefuseReason) => `nl.wrong.${r}` as const satisfies Key;
export type NineLessonKey = Key;
