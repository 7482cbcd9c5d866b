/** The names of the puzzle themes (puzzles/types.ts `Theme`). */
import type { Words } from '../../catalogues';
import type en from '../en/puzzleThemes';

const words: Words<typeof en> = {
  'mate-in-1': '一步殺',
  'mate-in-2': '兩步殺',
  'mate-in-3': '三步殺',
  'mate-in-4': '四步殺',
  'mate-in-5': '五步殺',
  'mate-in-6': '六步殺',
  'mate-in-7': '七步殺',
  'mate-in-8': '八步殺',
  'mate-in-9': '九步殺',
  'chariot-mate': '車殺',
  'cannon-mate': '包殺',
  'horse-mate': '馬殺',
  'elephant-mate': '象殺',
  'soldier-mate': '卒／兵殺',
  'palace-diagonal': '九宮斜線殺',
  'cannon-screen': '隔子包殺',
  'two-chariots': '雙車殺',
  smothered: '悶殺',
  'double-check': '雙將',
  'discovered-check': '閃將',
  fork: '捉雙',
  pin: '牽制',
  deflection: '引離',
  decoy: '引入',
  clearance: '騰挪',
  sacrifice: '棄子',
  'quiet-move': '靜著',
  'pass-defence': '虛手防守',
  bakbo: '排局（박보）',
  'bakbo-all-checks': '排局：步步將軍（연장군）',
  'bakbo-one-quiet': '排局：中間一步不將軍（건너뜀연장군）',
  'bakbo-ending': '排局：殘局（낱장기）',
  'winning-material': '得子',
  'discovered-attack': '閃擊',
  'removing-the-defender': '消除防守子',
  'trapped-piece': '困子',
};

export default words;
