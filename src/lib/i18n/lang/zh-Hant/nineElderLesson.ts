/** The Nine Elder lesson's words: its steps, refusals and hints. */
import type { Words } from '../../catalogues';
import type en from '../en/nineElderLesson';

const words: Words<typeof en> = {
  'nl.section': '九長老',
  'nl.kicker': '九長老 · 第{n}課',
  'nl.board': '九長老課程棋盤',
  'nl.hand.first': '你的持駒',
  'nl.hand.second': '對手的持駒',
  'nl.illegal.not-yours': '那不是你的棋子。你是下方的先手。',
  'nl.illegal.not-in-hand': '你手上沒有那顆棋子。',
  'nl.illegal.occupied': '持駒只能打入空位。',
  'nl.illegal.pawn-file': '那一直行上已經有你未升變的步兵，同一行不能有兩個（二步）。',
  'nl.illegal.pawn-drop-mate': '不能打入步兵來將死（打步詰）。',
  'nl.illegal.self-check': '這樣你的玉將會被將軍。',
  'nl.illegal.cannot-move': '{piece}不能走到那裡。',
  'nl.illegal.malformed': '這不是一步棋。',
  'nl.wrong.gives-check': '這步棋將軍了，而在這個練習中，對方被將軍時就不能等著。請找別的方法。',
  'nl.wrong.not-check': '這步棋沒有將軍。',
  'nl.wrong.not-mate': '這還不是將死：王將還能逃脫。',
  'nl.left.reach': '還要走到{n}個位置。',
  'nl.left.reach.none': '繼續：還有{n}個位置要走到。',
  'nl.left.capture': '還要吃{n}顆棋子。',
  'nl.left.capture.none': '還沒吃到棋子：還有{n}顆要吃。',
  'nl.left.drop': '它現在是你的持駒了。點它，再點一個位置，就能打入。',
  'nl.left.drop.none': '題目要你從持駒中打入一個{piece}。',
  'nl.left.promote.none': '還沒有升變。',
  'nl.dropNow': '現在點一個空位，打入{piece}。',
  'nl.noMoves': '這個{piece}現在無路可走。',
  'nl.pickPiece': '點一顆你的棋子，或一顆持駒。',
  'nl.done.play': '下一局九長老',
  'nl.card.badge': '另一種棋',
  'nl.card.lead': '9×9的棋戲，有韓國將棋的包和馬，以及日本將棋的打入與升變。先從它的棋子學起。',
  'nl.card.open': '打開課程',
  'nl.card.play': '開始下',
};

export default words;
