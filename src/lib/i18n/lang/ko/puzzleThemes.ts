/** The names of the puzzle themes (puzzles/types.ts `Theme`). */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleThemes';

const words: Words<typeof en> = {
  'mate-in-1': '1수 외통',
  'mate-in-2': '2수 외통',
  'mate-in-3': '3수 외통',
  'mate-in-4': '4수 외통',
  'mate-in-5': '5수 외통',
  'mate-in-6': '6수 외통',
  'mate-in-7': '7수 외통',
  'mate-in-8': '8수 외통',
  'mate-in-9': '9수 외통',
  'chariot-mate': '차 외통',
  'cannon-mate': '포 외통',
  'horse-mate': '마 외통',
  'elephant-mate': '상 외통',
  'soldier-mate': '졸·병 외통',
  'palace-diagonal': '궁성 대각선 외통',
  'cannon-screen': '포 다리 놓기 외통',
  'two-chariots': '양차 외통',
  smothered: '제 기물에 갇힌 장',
  'double-check': '양수겸장',
  'discovered-check': '드러난 장군',
  fork: '양걸이',
  pin: '묶기',
  deflection: '끌어내기',
  decoy: '끌어들이기',
  clearance: '길 비우기',
  sacrifice: '희생',
  'quiet-move': '조용한 수',
  'pass-defence': '한수쉼 방어',
  bakbo: '박보 (묘수풀이)',
  'bakbo-all-checks': '연장군 박보 (매 수 장군)',
  'bakbo-one-quiet': '건너뜀 연장군 박보 (장군 아닌 수 하나)',
  'bakbo-ending': '낱장기 박보 (끝내기)',
  'winning-material': '기물 얻기',
  'discovered-attack': '드러난 공격',
  'removing-the-defender': '지키는 기물 없애기',
  'trapped-piece': '갇힌 기물',
};

export default words;
