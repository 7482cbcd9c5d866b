/** The Learn section's words (lessons/text.ts). */
import type { Words } from '../../catalogues';
import type en from '../en/learn';

const words: Words<typeof en> = {
  'learn.title': '學習規則',
  'learn.lead': '從棋盤和規則，到開局、戰術和殘局的短課程。每課最後都有幾道棋盤上的題目。',
  'learn.stars': '{n}／{max}顆星',
  'learn.lesson': '第{n}課',
  'learn.locked': '先修：「{titles}」',
  'learn.complete': '已完成',
  'learn.inProgress': '進行中',
  'learn.start': '開始',
  'learn.continue': '繼續',
  'learn.review': '複習',
  'learn.steps': '{n}道題目',
  'learn.back': '所有課程',
  'learn.lockedBanner': '這一課以前面的課程為基礎：{lessons}。不過你現在就可以試試看。',
  'learn.lockedLabel': '未解鎖',
  'learn.stepOf': '第{n}題，共{total}題',
  'learn.stepNav': '本課的題目',
  'learn.goToStep': '第{n}題',
  'learn.hint': '提示',
  'learn.retry': '重來',
  'learn.next': '下一題',
  'learn.finish': '完成',
  'learn.moves': '已走{used}步 · {budget}步以內可得三顆星',
  'learn.taps': '已找到{found}／{total}',
  'learn.tries': '嘗試次數：{used}',
  'learn.done.title': '本課完成！',
  'learn.done.stars': '你得到{n}／{max}顆星。',
  'learn.done.unlocked': '已解鎖：{title}',
  'learn.done.next': '下一課：{title}',
  'learn.done.list': '回到課程列表',
  'learn.done.improve': '重玩任一題目，可以得到更多星星。',
  'learn.starsLabel': '{n}／3顆星',
  'learn.board': '課程棋盤',
  'learn.choose': '你的答案',
};

export default words;
