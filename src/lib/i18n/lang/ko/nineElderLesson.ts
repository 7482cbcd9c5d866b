/** The Nine Elder lesson's words: its steps, refusals and hints. */
import type { Words } from '../../catalogues';
import type en from '../en/nineElderLesson';

const words: Words<typeof en> = {
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

export default words;
