/** The words of the personal puzzles (the puzzle dashboard's "From your games" and /puzzles/mine). */
import type { Words } from '../../catalogues';
import type en from '../en/personalPuzzles';

const words: Words<typeof en> = {
  'mine.heading': '來自你的對局',
  'mine.lead': '由你自己的失誤做成的棋題。它們會出現在你的複習中。',
  'mine.from.computer': '來自你{date}對電腦{level}級的對局，第{ply}手',
  'mine.from.screen': '來自你{date}在同一螢幕上的對局，第{ply}手',
  'mine.from.record': '來自你{date}的對局，第{ply}手',
  'mine.from.unknown': '來自你的一盤對局，第{ply}手',
  'mine.solve': '解題',
  'mine.notFound': '這台裝置上沒有保存這道棋題。',
  'mine.title': '來自你對局的棋題',
  'mine.back': '棋題',
  'mine.of': '第{i}題，共{n}題',
};

export default words;
