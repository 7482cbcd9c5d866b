/** Words of the Nine Elder game, in the app's languages (Korean in 해요체). */
import { sectionText } from '$lib/i18n';

const en = {
  'ne.title': 'Nine Elder',
  'ne.lead': 'A 9×9 game by Daphne Snowmoon: Janggi’s cannon, Cassia and pawn with shogi’s drops and promotion. Two players, one device.',
  'ne.board': 'Nine Elder board',
  'ne.first': 'First player (Jade)',
  'ne.second': 'Second player (King)',
  'ne.turn': '{side} to move',
  'ne.check': 'Check!',
  'ne.hand': 'Pieces in hand: {side}',
  'ne.handEmpty': 'empty',
  'ne.handPiece': '{piece} in hand, {n}',
  'ne.promote.ask': 'Promote this piece?',
  'ne.promote.yes': 'Promote: {piece}',
  'ne.promote.no': 'Keep the {piece}',
  'ne.promote.cancel': 'Cancel the move',
  'ne.undo': 'Undo',
  'ne.newGame': 'New game',
  'ne.backToJanggi': 'Play Janggi instead',
  'ne.lesson': 'Learn the pieces and drops',
  'ne.empty': 'empty',
  'ne.point': '{square}, {piece}',
  'ne.pieceOf': '{piece} of the {side}',
  'ne.selected': '{piece} selected: {n} moves',
  'ne.result.win': '{side} wins.',
  'ne.result.draw': 'Draw.',
  'ne.reason.checkmate': 'Checkmate.',
  'ne.reason.stalemate': 'No legal move: the player who cannot move loses.',
  'ne.reason.jitai': 'Jitai (impasse) by points: {first} to {second}.',
  'ne.reason.sennichite': 'The same position appeared four times (Sennichite).',
  'ne.reason.perpetual-check': 'Four repetitions by checking every move: the checking side loses.',
  'ne.moves': 'Moves',
  'ne.side.first': 'first player',
  'ne.side.second': 'second player',
};
type Key = keyof typeof en;

const ko: Record<Key, string> = {
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

export const nt = sectionText({ en, ko });

/** Piece names: [unpromoted, promoted] by type (1..9); the Jade/King pair is [first, second]. */
export const PIECE_NAMES = {
  en: [
    '',
    ['Jade', 'King'],
    ['Incense', 'Dragon'],
    ['Angle', 'Horse'],
    ['Cannon', 'Iron'],
    ['Van', 'Copper'],
    ['Gold', 'Gold'],
    ['Silver', 'Whole'],
    ['Cassia', 'Scepter'],
    ['Pawn', 'Gilding'],
  ],
  ko: [
    '',
    ['옥장', '왕장'],
    ['향차', '용왕'],
    ['각행', '용마'],
    ['포', '철포'],
    ['전포', '동포'],
    ['금장', '금장'],
    ['은장', '성은'],
    ['계마', '성계'],
    ['보병', '도금'],
  ],
} as const;

/** The seed's characters: [unpromoted, promoted]; the Jade/King pair is [first, second]. */
export const PIECE_GLYPHS = [
  '',
  ['玉', '王'],
  ['香', '竜'],
  ['角', '馬'],
  ['包', '鉄'],
  ['前', '銅'],
  ['金', '金'],
  ['銀', '全'],
  ['桂', '圭'],
  ['步', '鍍'],
] as const;

/** The name of a piece (a NinePosition piece code) in `lang`: the Jade/King by colour, promoted pieces by their promoted name. */
export function pieceName(p: number, lang: string): string {
  const type = p & 15;
  const pair = PIECE_NAMES[lang === 'ko' ? 'ko' : 'en'][type] as readonly string[];
  return type === 1 ? pair[p >> 5] : pair[p & 16 ? 1 : 0];
}

/** The seed's character of a piece code. */
export function pieceGlyph(p: number): string {
  const type = p & 15;
  const pair = PIECE_GLYPHS[type] as readonly string[];
  return type === 1 ? pair[p >> 5] : pair[p & 16 ? 1 : 0];
}
