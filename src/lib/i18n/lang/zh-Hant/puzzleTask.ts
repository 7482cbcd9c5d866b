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
  'puzzle.solved.defence': '守住了！解出來了。',
  'puzzle.solved.defence.retry': '守住了。重試後解出。',
  'puzzle.solved.defence.hint': '守住了。使用提示後解出。',
  'puzzle.solved.defence.both': '守住了。重試並使用提示後解出。',
  'puzzle.toMove.defence': '{side}走棋：找出守得住的一著',
  'puzzle.rules.defence': '分數：車13、包7、馬5、象3、士3、卒／兵2。其他著法都比答案至少多失2分；與最佳著法相差1分以內的著法都算對。',
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
  'puzzle.won.hold': '你會失去{amount}，而有一步可以守住。',
  'puzzle.solved.count': '照面擋不開，對局結束並計分：你贏了！解出來了。',
  'puzzle.solved.count.retry': '計分獲勝。重試後解出。',
  'puzzle.solved.count.hint': '計分獲勝。使用提示後解出。',
  'puzzle.solved.count.both': '計分獲勝。重試並使用提示後解出。',
  'puzzle.toMove.count': '{side}走棋：以計分取勝',
  'puzzle.rules.count':
    '比賽規則：兩將在無子阻隔的直線上相對（照面，빅장）時，對方必須擋開；擋不開，對局就結束並計分（車13、包7、馬5、象3、士3、卒／兵2，漢方另加貼分1.5分）。只有一步能這樣取勝，其他著法都贏不了。',
  'puzzle.rules.tournament': '比賽規則：照面（兩將在無子阻隔的直線上相對）必須擋開，否則對局結束並計分，漢方另加貼分1.5分。',
  'puzzle.won.count': '這步不能以計分取勝，而有一步可以。',
  /** A retired puzzle's page: why it left the collection, before a link to the one kept. */
  'puzzle.retired': '這道棋題和另一題幾乎相同，已從題庫移除。你仍然可以在這裡解題，成績照樣記錄。保留的那一題：',
  'puzzle.retired.unsound': '這道棋題經 Fairy-Stockfish 複查，答案並非明確的最佳著法，已從題庫移除。你仍然可以在這裡試解。取代它的一題：',
  'puzzle.retired.mirrored': '這道排局依傳統改為漢方先走：同一道題，棋盤上下翻轉。你仍然可以在這裡解題，成績照樣記錄。現在收錄的題目：',
  'puzzle.retired.placed':
    '這道棋題的棋子是隨機擺放的，已從題庫移除；題庫現在改用實戰對局中的局面。你仍然可以在這裡解題，成績照樣記錄。同樣步數的一題：',
};

export default words;
