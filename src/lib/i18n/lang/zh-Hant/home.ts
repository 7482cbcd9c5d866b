/** The home page's words. */
import type { Words } from '../../catalogues';
import type en from '../en/home';

const words: Words<typeof en> = {
  'home.heading': '學韓國將棋，一步一步來',
  'home.lead': '從每種棋子的走法，到你的第一次將死。載入一次後，全部都能離線使用。',
  'home.continue.title': '從上次中斷的地方繼續',
  'home.continue.empty': '你還沒開始。第一課會介紹棋子的走法。',
  'home.continue.start': '開始第一課',
  'home.continue.resume': '繼續',
  'home.continue.puzzles': '棋題：下一題接近你的等級分',
  'home.continue.nextPuzzle': '下一題',
  'home.streak': '連續{n}天',
  'home.puzzle.title': '今日棋題',
  'home.puzzle.none': '這裡每天都會出現一道新棋題。',
  'home.puzzle.open': '去解題',
  'home.puzzle.solved': '今天已解開',
  'home.puzzle.next': '已解開：下一題',
  'home.puzzle.mateIn': '{n}步殺',
  'home.puzzle.rating': '等級分{rating}',
  'home.puzzle.browse': '瀏覽棋題',
  'home.explore': '探索',
  'home.assignments.title': '你的作業',
  'home.assignments.all': '全部{n}項',
};

export default words;
