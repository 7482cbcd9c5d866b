/** The computer opponent's words on /play: levels, thinking, its moves. */
import type { Words } from '../../catalogues';
import type en from '../en/computer';

const words: Words<typeof en> = {
  'play.setup.side': '你執',
  'play.setup.side.cho': '楚方（先走）',
  'play.setup.side.han': '漢方',
  'play.setup.level': '等級',
  'play.setup.level.low': '1、2級下得像初學者：見子就吃，常看漏威脅。',
  'play.setup.level.mid': '3到5級會往前看幾步，但偶爾還是會失誤。',
  'play.setup.level.high': '6到8級想得更久，會抓住你的失誤；8級是引擎的全部實力。',
  'play.setup.level.name.1': '入門',
  'play.setup.level.name.2': '初學',
  'play.setup.level.name.3': '初中級',
  'play.setup.level.name.4': '中級',
  'play.setup.level.name.5': '棋社水準',
  'play.setup.level.name.6': '棋社高手',
  'play.setup.level.name.7': '高手',
  'play.setup.level.name.8': '最強',
  'play.setup.level.rating': '等級分約 {elo}',
  'play.setup.level.ratingNote': '等級分是根據與另一個引擎的測試對局估算而來，並非正式等級分。',
  'play.computer.thinking': '電腦思考中',
  'play.computer.yourMove': '輪到你走',
  'play.computer.line': '對電腦：電腦執{color}方，{level}級。',
  'play.computer.error': '電腦找不到著法。請悔棋或開始新對局。',
  'play.computer.resultWon': '你贏了！',
  'play.computer.resultLost': '電腦獲勝。',
  'play.computer.resultDraw': '與電腦下成和棋。',
};

export default words;
