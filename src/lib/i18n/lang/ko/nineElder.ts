/** The Nine Elder game's words. */
import type { Words } from '../../catalogues';
import type en from '../en/nineElder';

const words: Words<typeof en> = {
  'ne.title': '아홉 장로',
  'ne.lead': 'Daphne Snowmoon이 만든 9×9 게임이에요. 장기의 포, 계마, 병에 쇼기의 드롭과 승격을 더했어요. 한 기기에서 둘이 둬요.',
  'ne.board': '아홉 장로 판',
  'ne.first': '선수 (옥장)',
  'ne.second': '후수 (왕장)',
  'ne.turn': '{side} 차례예요',
  'ne.check': '장군!',
  'ne.hand': '잡은 기물: {side}',
  'ne.handEmpty': '비어 있어요',
  'ne.handPiece': '잡은 {piece}, {n}개',
  'ne.promote.ask': '이 기물을 승격할까요?',
  'ne.promote.yes': '승격: {piece}',
  'ne.promote.no': '{piece} 그대로 두기',
  'ne.promote.cancel': '이 수 취소하기',
  'ne.undo': '무르기',
  'ne.newGame': '새 대국',
  'ne.backToJanggi': '장기 두기',
  'ne.lesson': '기물과 드롭 배우기',
  'ne.empty': '빈 점',
  'ne.point': '{square}, {piece}',
  'ne.pieceOf': '{side}의 {piece}',
  'ne.selected': '{piece} 선택: 둘 수 있는 수 {n}개',
  'ne.result.win': '{side|이/가} 이겼어요.',
  'ne.result.draw': '비겼어요.',
  'ne.reason.checkmate': '외통이에요.',
  'ne.reason.stalemate': '둘 수가 없어요. 둘 수 없는 쪽이 져요.',
  'ne.reason.jitai': '지태(持態): 점수 {first} 대 {second}예요.',
  'ne.reason.sennichite': '같은 국면이 네 번 나왔어요(천일수).',
  'ne.reason.perpetual-check': '계속 장군을 불러 같은 국면이 네 번 나왔어요. 장군을 부른 쪽이 져요.',
  'ne.moves': '수순',
  'ne.side.first': '선수',
  'ne.side.second': '후수',
};

export default words;
