/** The Exercises section's words (exercises/text.ts). */
import type { Words } from '../../catalogues';
import type en from '../en/exercises';

const words: Words<typeof en> = {
  'ex.title': '練習',
  'ex.lead': '依比賽規則由引擎判定的練習：先排好穩固的兵形，再讓象發揮作用，然後用戰術得子。',
  'ex.solvedCount': '已解{solved}／{total}題',
  'ex.solved': '已解',
  'ex.tried': '已嘗試',
  'ex.new': '新題',
  'ex.of': '第{n}題，共{total}題',
  'ex.back': '所有練習',
  'ex.goal': '目標',
  'ex.moves': '步數{used}／{budget}',
  'ex.choice': '選一個答案',
  'ex.hint': '提示',
  'ex.retry': '重來',
  'ex.next': '下一題',
  'ex.done': '回到列表',
  'ex.failed': '沒有解開。',
  'ex.retryPrompt': '按「重來」再試一次。',
  'ex.why': '為什麼可行',
  'ex.board': '練習棋盤',
  'ex.option': '選項{n}',
  'ex.pick': '選擇',
  'ex.rules': '規則',
  'ex.rules.janggi': '比賽規則：有照面規則，有計分（漢方另得1.5分貼分，덤）',
  'ex.rules.traditional': '傳統規則：有照面規則，不計分',
  'ex.rules.modern': '現代規則：無照面規則，有計分',
  'ex.rules.casual': '休閒規則：無照面規則，不計分',
  'ex.pass': '虛手',
  'ex.passBikjang': '兩將照面。請擋開這條線，或虛手讓對局結束並計分。',
  'track.soldiers': '兵形',
  'track.elephants': '活用象',
  'track.soldiers.summary': '卒／兵會保護左右相鄰的位置。讓它們兩兩成對，避免三個連成一線，進卒前要多想一想。',
  'track.elephants.summary': '開局配置決定了象能去哪裡。把外側的象走進來，打開正確的邊線，讓對方的防守要付出一個車的代價。',
  'track.tactics': '戰術',
  'track.tactics.summary': '用捉雙、牽制炮架或馬腳上的子、閃擊和困子來得子，對手也會全力反擊。',
};

export default words;
