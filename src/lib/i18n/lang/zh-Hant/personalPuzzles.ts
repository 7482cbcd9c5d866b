/** The words of the personal puzzles (the puzzle dashboard's "From your games" and /puzzles/mine). */
import type { Words } from '../../catalogues';
import type en from '../en/personalPuzzles';

const words: Words<typeof en> = {
  'mine.heading': '來自你的對局',
  'mine.lead': '由你自己的失誤做成的棋題。它們會出現在你的複習中。',
  'mine.solve': '解題',
  'mine.notFound': '這台裝置上沒有保存這道棋題。',
  'mine.title': '來自你對局的棋題',
  'mine.back': '棋題',
  'mine.of': '第{i}題，共{n}題',
};

export default words;
