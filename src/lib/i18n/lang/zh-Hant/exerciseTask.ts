/** The exercises' own task words: goals, why a try failed, how a game ended. */
import type { Words } from '../../catalogues';
import type en from '../en/exerciseTask';

const words: Words<typeof en> = {
  // ------------------------------------------------------------------ exercise runner
  'ex.try-over': '這次嘗試結束了。請重新開始這道練習。',
  'ex.no-pass': '這道練習不能虛手：請走一步棋。',
  'ex.not-this': '不是這個。',
  'ex.your-move': '輪到你走。',
  'end.mated': '你的將被將死了。',
  'end.over': '對局已經結束。',
  'end.bikjang.count': '兩將照面，沒有人擋開：照面使對局結束並計分，{result}（{mine}比{theirs}）。',
  'end.bikjang': '兩將照面，沒有人擋開：照面使對局結束，{result}。',
  'end.double-pass.count': '雙方都虛手：對局結束並計分，{result}（{mine}比{theirs}）。',
  'end.double-pass': '雙方都虛手：對局結束，{result}。',
  'end.other': '對局結束（{reason}），{result}。',
  'end.result.draw': '結果是和棋',
  'end.result.win': '{side}方獲勝',
  'end.reason.repetition': '重複局面',
  'end.reason.perpetual-check': '長將',
  'end.reason.back-and-forth': '棋子來回走動',
  'end.reason.move-limit': '步數上限',

  // ------------------------------------------------------------------ exercise goals (what to do)
  'goal.allSoldiersProtected': '{side}方的每個{soldier}都有另一個{soldier}保護。',
  'goal.noLineOfThree': '{side}方沒有三個{soldier}連成一線。',
  'goal.soldierPairs': '{side}方至少有{min}{soldier}左右並排。',
  'goal.pieceOn': '{owner}{piece}位於{sq}。',
  'goal.pieceOn.any': '{owner}棋子位於{sq}。',
  'goal.pointReachable': '{sq}的棋子能在{within}內走到{to}。',
  'goal.pieceAttacked': '你的棋子攻擊{sq}的棋子。',
  'goal.pieceAttacked.by': '你的{by}攻擊{sq}的棋子。',
  'goal.fileOpen': '{file}線上沒有{owner}{soldier}。',
  'goal.safeFromCapture': '你在{sq}的棋子不會被吃。',
  'goal.wonMaterial': '至少得{min}的子力。',
  'goal.materialKept': '不失子力。',
  'goal.elephantFree': '{owner}{wing}象可以走動。',
  'goal.not': '須避免：{goal}',

  // ------------------------------------------------------------------ exercise goals (why not)
  'no.allSoldiersProtected': '{sq}的{piece}沒有另一個{piece}保護。',
  'no.noLineOfThree': '{sqs}上的{piece}有{n}個連成一線。',
  'no.soldierPairs.none': '沒有任何一對卒／兵左右並排；目標是{min}。',
  'no.soldierPairs.one': '只有1對卒／兵左右並排；目標是{min}。',
  'no.soldierPairs.some': '只有{pairs}對卒／兵左右並排；目標是{min}。',
  'no.pieceOn': '{sq}上沒有{side}方的{piece}。',
  'no.pieceOn.any': '{sq}上沒有{side}方的棋子。',
  'no.pointReachable.gone': '{sq}上已經沒有棋子了。',
  'no.pointReachable': '{sq}的{piece}無法在{within}內走到{to}。',
  'no.pieceAttacked.none': '{sq}上沒有可以攻擊的對方棋子。',
  'no.pieceAttacked': '你沒有任何棋子攻擊{sq}的{target}。',
  'no.pieceAttacked.by': '你沒有{by}攻擊{sq}的{target}。',
  'no.fileOpen': '{owner}{soldier}在{sq}，仍然擋住{file}線。',
  'no.safeFromCapture.gone': '你在{sq}已經沒有棋子了。',
  'no.safeFromCapture': '{sq}的{piece}會被{bySq}的{by}吃掉。',
  'no.wonMaterial.up': '你領先{gain}；目標是得{min}。',
  'no.wonMaterial.down': '你落後{gain}；目標是得{min}。',
  'no.wonMaterial.even': '子力相等；目標是得{min}。',
  'no.materialKept.one': '你的{lost}被吃掉了：你落後{gain}。',
  'no.materialKept.many': '你的{lost}被吃掉了：你落後{gain}。',
  'no.materialKept': '你失了子力：你落後{gain}。',
  'no.elephantFree.none': '{owner}{wing}邊沒有象。',
  'no.elephantFree': '{sq}的{wing}象無路可走：路線都被擋住了。',
  'no.negated': '這個條件成立了，但不應該成立：{goal}',
};

export default words;
