/** The puzzle runs' words, in Traditional Chinese. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleRuns';

const words: Words<typeof en> = {
  'runs.streak.title': '連續解題',
  'runs.streak.lead': '棋題會越來越難，走錯一步就結束。',
  'runs.timed.title': '限時解題',
  'runs.timed.lead': '三分鐘內盡量多解幾題。走錯一步，這一題就不算，直接換下一題。',
  'runs.start': '開始',
  'runs.again': '再來一次',
  'runs.score': '已解：{n}',
  'runs.missed': '失誤：{n}',
  'runs.best': '最佳紀錄：{n}',
  'runs.newBest': '刷新紀錄！',
  'runs.time': '剩餘時間：{time}',
  'runs.end.wrong': '走錯了，這次連續解了 {n} 題。',
  'runs.end.time': '時間到：解出 {n} 題，失誤 {missed} 題。',
  'runs.end.done': '這一輪的棋題全部解完了：共 {n} 題。',
  'runs.error': '無法載入棋題。連上網路後再試一次。',
  'puzzles.runs': '連續解題與限時解題',
  'puzzles.runs.lead': '離線也能玩：一路解到第一次走錯為止，或在三分鐘內盡量多解。',
  'puzzles.streak': '連續解題',
  'puzzles.timed': '限時解題',
};

export default words;
