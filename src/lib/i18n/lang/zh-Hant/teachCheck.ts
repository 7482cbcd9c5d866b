/** The words of checking a pasted position (/teach), in Traditional Chinese. */
import type { Words } from '../../catalogues';
import type en from '../en/teachCheck';

const words: Words<typeof en> = {
  'custom.checking': '正在確認殺法…',
  'custom.added': '已加入：{n}步殺。',
  'custom.error.empty': '請先貼上 FEN 或棋題連結。',
  'custom.error.long': '內容太長，不像 FEN 或棋題連結；可能貼了兩次或被改過。',
  'custom.error.version': '這個棋題連結是由較新版本的應用程式產生的。請更新應用程式後再加入。',
  'custom.error.link': '這個棋題連結已損壞：有部分遺失或被改過。',
  'custom.error.fen': '無法讀取這個 FEN：{reason}',
  'custom.error.illegal': '實戰中不可能出現這個局面。請在編輯器中打開，看看哪裡有問題。',
  'custom.error.no-mate': '輪到走棋的一方沒有五步以內的連殺，因此沒有可核對的答案。只能加入殺棋題。',
  'custom.error.unverified': '依照這個棋題的規則，它的答案已經不再是{n}步殺。請在編輯器中打開並重新製作。',
  'custom.error.open': '在編輯器中打開',
};

export default words;
