/** The error and not-found page's words. */
import type { Words } from '../../catalogues';
import type en from '../en/error';

const words: Words<typeof en> = {
  'notFound.title': '找不到頁面',
  'notFound.lead': '這個網址沒有頁面。連結可能已過時，或打錯了。',
  'error.title': '發生錯誤',
  'error.lead': '無法打開這個頁面。請重新載入，或從首頁重新開始。',
  'error.code': '錯誤{status}',
  'error.home': '前往首頁',
  'error.learn': '打開課程',
};

export default words;
