/** The words of the personal puzzles, in Korean. */
import type { Words } from '../../catalogues';
import type en from '../en/personalPuzzles';

const words: Words<typeof en> = {
  'mine.heading': '내 대국에서 나온 문제',
  'mine.lead': '내 실수로 만든 문제예요. 복습할 때 다시 나와요.',
  'mine.solve': '풀기',
  'mine.notFound': '이 기기에 이 문제가 없어요.',
  'mine.title': '내 대국에서 나온 문제',
  'mine.back': '문제',
  'mine.of': '문제 {i}/{n}',
};

export default words;
