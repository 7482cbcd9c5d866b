/** The puzzle player's feedback: your move, the reply, a refuted move, a hint step, solved. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleTask';

const words: Words<typeof en> = {
  'puzzle.yourTurn': '輪到你走。',
  'puzzle.thinking': '思考中…',
  'puzzle.good': '好棋。{move}。',
  'puzzle.hint.piece': '走標記的棋子。',
  'puzzle.hint.target': '把它走到標記的位置。',
  'puzzle.solved': '將死！解出來了。',
  'puzzle.solved.retry': '將死。重試後解出。',
  'puzzle.solved.hint': '將死。使用提示後解出。',
  'puzzle.solved.both': '將死。重試並使用提示後解出。',
  'puzzle.solved.material': '得子成功！解出來了。',
  'puzzle.solved.material.retry': '得子成功。重試後解出。',
  'puzzle.solved.material.hint': '得子成功。使用提示後解出。',
  'puzzle.solved.material.both': '得子成功。重試並使用提示後解出。',
  'puzzle.solution.shown': '已走出解答。這道棋題之後會再出現讓你複習。',
  'puzzle.wrong.bikjang':
    '你這步讓兩將相對，中間沒有任何棋子。這是照面（빅장），不是將死：對局會改為計分。請在兩將之間留一顆棋子，再試一次。',
  'puzzle.wrong.pass': '{side}方直接虛手，剩下的步數內無法將死。',
  'puzzle.wrong.capture': '{move}：來不及將死。',
  'puzzle.wrong.escape': '{move}，解除將軍：來不及將死。',
  'puzzle.wrong.quiet': '{move}，剩下的步數內無法將死。',
  'puzzle.wrong.material': '{move}。{result}',
  'puzzle.won.less': '你最多得{amount}，而有一步可以得{best}。',
  'puzzle.won.none': '你什麼也沒得到，而有一步可以得{best}。',
  'puzzle.won.lose': '你會失去{amount}，而有一步可以得{best}。',
};

export default words;
