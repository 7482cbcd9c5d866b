/**
 * The words of the computer opponent (its setup, status and result lines; the play-it-out link has its own, PlayItOutLink.svelte),
 * kept apart from the app catalogue so that /play's first load does not carry them: the setup and
 * the game load them when the computer is chosen.
 */
import { sectionText } from '$lib/i18n';

const en = {
  'play.setup.side': 'You play',
  'play.setup.side.cho': 'Cho (moves first)',
  'play.setup.side.han': 'Han',
  'play.setup.level': 'Level',
  'play.setup.level.low': 'Levels 1 and 2 play like a beginner: they grab pieces and miss threats.',
  'play.setup.level.mid': 'Levels 3 to 5 look a few moves ahead and still slip now and then.',
  'play.setup.level.high': 'Levels 6 to 8 think longer and punish mistakes; level 8 is the full engine.',
  'play.computer.thinking': 'The computer is thinking',
  'play.computer.yourMove': 'Your move',
  'play.computer.line': 'Against the computer: it plays {color}, level {level}.',
  'play.computer.error': 'The computer could not find a move. Take back or start a new game.',
  'play.computer.resultWon': 'You win!',
  'play.computer.resultLost': 'The computer wins.',
  'play.computer.resultDraw': 'A draw against the computer.',
};

const ko: Record<keyof typeof en, string> = {
  'play.setup.side': '내가 둘 편',
  'play.setup.side.cho': '초 (먼저 둬요)',
  'play.setup.side.han': '한',
  'play.setup.level': '단계',
  'play.setup.level.low': '1~2단계는 초보처럼 둬요. 기물을 덥석 잡고 위협을 놓쳐요.',
  'play.setup.level.mid': '3~5단계는 몇 수 앞을 보지만 가끔 실수해요.',
  'play.setup.level.high': '6~8단계는 오래 생각하고 실수를 놓치지 않아요. 8단계가 엔진의 최고 실력이에요.',
  'play.computer.thinking': '컴퓨터가 생각하고 있어요',
  'play.computer.yourMove': '내 차례예요',
  'play.computer.line': '컴퓨터와 두는 중이에요. 컴퓨터 편: {color}, {level}단계',
  'play.computer.error': '컴퓨터가 수를 찾지 못했어요. 수를 무르거나 새 대국을 시작해 보세요.',
  'play.computer.resultWon': '내가 이겼어요!',
  'play.computer.resultLost': '컴퓨터가 이겼어요.',
  'play.computer.resultDraw': '컴퓨터와 비겼어요.',
};

export type ComputerKey = keyof typeof en;
export const ct = sectionText({ en, ko });
export type ComputerText = typeof ct;
