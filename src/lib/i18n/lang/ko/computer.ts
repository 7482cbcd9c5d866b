/** The computer opponent's words on /play: levels, thinking, its moves. */
import type { Words } from '../../catalogues';
import type en from '../en/computer';

const words: Words<typeof en> = {
  'play.setup.side': '내가 둘 편',
  'play.setup.side.cho': '초 (먼저 둬요)',
  'play.setup.side.han': '한',
  'play.setup.level': '단계',
  'play.setup.level.low': '1~2단계는 초보처럼 둬요. 기물을 덥석 잡고 위협을 놓쳐요.',
  'play.setup.level.mid': '3~5단계는 몇 수 앞을 보지만 가끔 실수해요.',
  'play.setup.level.high': '6~8단계는 오래 생각하고 실수를 놓치지 않아요. 8단계가 엔진의 최고 실력이에요.',
  'play.setup.level.name.1': '입문',
  'play.setup.level.name.2': '초급',
  'play.setup.level.name.3': '초중급',
  'play.setup.level.name.4': '중급',
  'play.setup.level.name.5': '중상급',
  'play.setup.level.name.6': '상급',
  'play.setup.level.name.7': '고수',
  'play.setup.level.name.8': '최강',
  'play.setup.level.rating': '레이팅 약 {elo}',
  'play.setup.level.ratingNote': '레이팅은 다른 엔진과 둔 시험 대국으로 추정한 값이며, 공식 레이팅이 아니에요.',
  'play.computer.thinking': '컴퓨터가 생각하고 있어요',
  'play.computer.yourMove': '내 차례예요',
  'play.computer.line': '컴퓨터와 두는 중이에요. 컴퓨터 편: {color}, {level}단계',
  'play.computer.error': '컴퓨터가 수를 찾지 못했어요. 수를 무르거나 새 대국을 시작해 보세요.',
  'play.computer.resultWon': '내가 이겼어요!',
  'play.computer.resultLost': '컴퓨터가 이겼어요.',
  'play.computer.resultDraw': '컴퓨터와 비겼어요.',
};

export default words;
