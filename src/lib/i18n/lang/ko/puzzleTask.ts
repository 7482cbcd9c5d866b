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
};

export default words;
