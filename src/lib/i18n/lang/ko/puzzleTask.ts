/** The puzzle player's feedback: your move, the reply, a refuted move, a hint step, solved. */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleTask';

const words: Words<typeof en> = {
  'puzzle.yourTurn': '둘 차례예요.',
  'puzzle.thinking': '생각 중…',
  'puzzle.good': '좋은 수예요. {move}.',
  'puzzle.hint.piece': '표시된 기물을 움직여 보세요.',
  'puzzle.hint.target': '표시된 자리로 움직여 보세요.',
  'puzzle.solved': '외통! 풀었어요.',
  'puzzle.solved.retry': '외통. 다시 시도해서 풀었어요.',
  'puzzle.solved.hint': '외통. 힌트를 보고 풀었어요.',
  'puzzle.solved.both': '외통. 다시 시도하고 힌트도 보고 풀었어요.',
  'puzzle.solved.material': '기물을 얻었어요! 풀었어요.',
  'puzzle.solved.material.retry': '기물을 얻었어요. 다시 시도해서 풀었어요.',
  'puzzle.solved.material.hint': '기물을 얻었어요. 힌트를 보고 풀었어요.',
  'puzzle.solved.material.both': '기물을 얻었어요. 다시 시도하고 힌트도 보고 풀었어요.',
  'puzzle.solved.defence': '버텼어요! 풀었어요.',
  'puzzle.solved.defence.retry': '버텼어요. 다시 시도해서 풀었어요.',
  'puzzle.solved.defence.hint': '버텼어요. 힌트를 보고 풀었어요.',
  'puzzle.solved.defence.both': '버텼어요. 다시 시도하고 힌트도 보고 풀었어요.',
  'puzzle.toMove.defence': '{side} 차례: 버티는 수 찾기',
  'puzzle.rules.defence':
    '점수: 차 13, 포 7, 마 5, 상 3, 사 3, 졸·병 2. 다른 수는 모두 정답보다 2점 이상 잃어요. 가장 좋은 수순보다 1점 넘게 잃지 않는 수는 모두 정답이에요.',
  'puzzle.solution.shown': '정답을 두어 보였어요. 이 문제는 나중에 복습으로 다시 나와요.',
  'puzzle.wrong.bikjang':
    '이 수를 두면 두 장이 사이에 아무것도 없이 마주 봐요. 이건 빅장이지 외통이 아니에요. 대국이라면 점수를 세게 돼요. 두 장 사이에 기물을 남겨 두고 다시 해 보세요.',
  'puzzle.wrong.pass': '{side} 쪽이 한수쉼만 해도 남은 수 안에 외통이 없어요.',
  'puzzle.wrong.capture': '{move}. 제때 외통이 되지 않아요.',
  'puzzle.wrong.escape': '{move}. 장군을 피했으니 제때 외통이 되지 않아요.',
  'puzzle.wrong.quiet': '{move}. 남은 수 안에 외통이 없어요.',
  'puzzle.wrong.material': '{move}. {result}',
  'puzzle.won.less': '많아야 {amount}을 얻는데, {best}을 얻는 수가 있어요.',
  'puzzle.won.none': '얻는 게 없는데, {best}을 얻는 수가 있어요.',
  'puzzle.won.lose': '오히려 {amount}을 잃는데, {best}을 얻는 수가 있어요.',
  'puzzle.won.hold': '{amount}을 잃는데, 버티는 수가 하나 있어요.',
  'puzzle.solved.count': '빅장이 풀리지 않아 대국이 끝났어요. 점수로 이겼어요! 풀었어요.',
  'puzzle.solved.count.retry': '점수로 이겼어요. 다시 시도해서 풀었어요.',
  'puzzle.solved.count.hint': '점수로 이겼어요. 힌트를 보고 풀었어요.',
  'puzzle.solved.count.both': '점수로 이겼어요. 다시 시도하고 힌트도 보고 풀었어요.',
  'puzzle.toMove.count': '{side} 차례: 점수로 이기는 수 찾기',
  'puzzle.rules.count':
    '대회 규칙: 두 장이 사이에 아무것도 없이 마주 보면(빅장) 상대는 빅장을 풀어야 해요. 풀지 못하면 대국이 끝나고 점수를 세요(차 13, 포 7, 마 5, 상 3, 사 3, 졸·병 2, 한은 덤 1.5점). 이렇게 이기는 수는 하나뿐이고, 다른 수로는 이길 수 없어요.',
  'puzzle.rules.tournament':
    '대회 규칙: 빅장(두 장이 사이에 아무것도 없이 마주 봄)은 풀어야 해요. 풀지 않으면 대국이 끝나고 점수를 세요. 한은 덤 1.5점을 받아요.',
  'puzzle.won.count': '점수로 이기지 못하는데, 점수로 이기는 수가 하나 있어요.',
  /** A retired puzzle's page: why it left the collection, before a link to the one kept. */
  'puzzle.retired': '이 문제는 다른 문제와 거의 같아서 목록에서 뺐어요. 여기서 계속 풀 수 있고 기록도 그대로 남아요. 남겨 둔 문제:',
  'puzzle.retired.unsound':
    '이 문제는 Fairy-Stockfish로 다시 확인해 보니 정답이 확실한 최선의 수가 아니어서 목록에서 뺐어요. 여기서 계속 풀어 볼 수 있어요. 대신 넣은 문제:',
  'puzzle.retired.mirrored':
    '이 문제는 박보의 전통대로 한이 먼저 두도록 바꿨어요. 판을 뒤집은 같은 문제예요. 여기서 계속 풀 수 있고 기록도 그대로 남아요. 지금 실린 문제:',
  'puzzle.retired.placed':
    '이 문제는 말을 무작위로 놓아 만든 판이라 목록에서 뺐어요. 이제는 실제 대국에서 나온 판으로 문제를 내요. 여기서 계속 풀 수 있고 기록도 그대로 남아요. 같은 수의 문제:',
};

export default words;
