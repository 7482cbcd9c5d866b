/** The Nine Elder game's words. */
import type { Words } from '../../catalogues';
import type en from '../en/nineElder';

const words: Words<typeof en> = {
  'ne.title': '九長老',
  'ne.lead': '由 Daphne Snowmoon 設計的9×9棋戲：韓國將棋的包、桂馬和步兵，加上日本將棋的打入與升變。兩人在同一台裝置上對弈。',
  'ne.board': '九長老棋盤',
  'ne.first': '先手（玉將）',
  'ne.second': '後手（王將）',
  'ne.turn': '輪到{side}',
  'ne.check': '將軍！',
  'ne.hand': '持駒：{side}',
  'ne.handEmpty': '無',
  'ne.handPiece': '持駒{piece}，{n}枚',
  'ne.promote.ask': '要升變這顆棋子嗎？',
  'ne.promote.yes': '升變：{piece}',
  'ne.promote.no': '保持{piece}',
  'ne.promote.cancel': '取消這步棋',
  'ne.undo': '悔棋',
  'ne.newGame': '新對局',
  'ne.backToJanggi': '改下韓國將棋',
  'ne.lesson': '學習棋子和打入',
  'ne.empty': '空位',
  'ne.point': '{square}，{piece}',
  'ne.pieceOf': '{side}的{piece}',
  'ne.selected': '已選取{piece}：{n}種走法',
  'ne.result.win': '{side}獲勝。',
  'ne.result.draw': '和棋。',
  'ne.reason.checkmate': '將死。',
  'ne.reason.stalemate': '無子可動：無法走棋的一方判負。',
  'ne.reason.jitai': '持將棋（僵局）依點數判定：{first}比{second}。',
  'ne.reason.sennichite': '同一局面出現了四次（千日手）。',
  'ne.reason.perpetual-check': '每步都將軍造成局面重複四次：將軍的一方判負。',
  'ne.moves': '棋譜',
  'ne.side.first': '先手',
  'ne.side.second': '後手',
};

export default words;
