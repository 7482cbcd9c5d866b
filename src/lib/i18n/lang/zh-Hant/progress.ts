/** The progress page: stars, streaks, ratings, what to review. */
import type { Words } from '../../catalogues';
import type en from '../en/progress';

const words: Words<typeof en> = {
  'progress.title': '你的進度',
  'progress.lead': '這裡的所有資料都儲存在這台裝置的這個瀏覽器中。',
  'progress.loading': '正在載入你的進度…',
  'progress.summary': '總覽',

  'card.lessons': '課程',
  'card.lessons.value': '{done}／{total}',
  'card.lessons.detail': '已完成 · {stars}／{max}顆星',
  'card.exercises': '練習',
  'card.exercises.value': '{solved}／{total}',
  'card.exercises.detail': '已解開',
  'card.puzzles': '棋題等級分',
  'card.puzzles.unrated': '尚無等級分',
  'card.puzzles.detail': '已解開{solved}／{tried}題',
  'card.streak': '連續紀錄',
  'card.streak.value': '{n}天',
  'card.streak.value.one': '1天',
  'card.streak.detail': '最長{best}天 · 每日一題{daily}天',

  'chart.title': '棋題等級分變化',
  'chart.empty': '解完第一道計分棋題後，你的等級分就會出現在這裡。',
  'chart.label': '{n}道計分棋題的等級分：從{from}到{to}，最低{min}，最高{max}。',
  'chart.from': '自{date}起',
  'chart.now': '目前{rating} ± {rd}',

  'themes.title': '棋題主題',
  'themes.strongest': '最擅長',
  'themes.weakest': '待加強',
  'themes.row': '{solved}／{tried}題一次解開',
  'themes.empty': '在幾個主題中各至少試兩題，就能看出哪些適合你。',
  'themes.practice': '練習這些主題',

  'lessons.title': '課程',
  'lessons.tasks': '{done}／{total}道題目',
  'lessons.complete': '已完成',
  'lessons.open': '開啟',
  'lessons.stars': '{n}／{max}顆星',

  'exercises.title': '練習',
  'exercises.row': '已解{solved}／{total}題',

  'backup.title': '備份',
  'backup.lead':
    '你的進度只存在這個瀏覽器裡。儲存一份備份檔，可以妥善保存，或移到其他裝置。載入備份時會合併到現有資料中，兩邊都有的項目會保留較新的版本。',
  'backup.export': '儲存備份檔',
  'backup.import': '載入備份檔',
  'backup.exported': '已儲存{file}。',
  'backup.working': '正在載入備份…',
  'backup.imported': '已載入備份：新增{added}筆，更新{updated}筆，{unchanged}筆已存在。',
  'backup.error.too-large': '這個檔案太大，不可能是韓國將棋教室的備份（上限為{mb} MB）。沒有做任何變更。',
  'backup.error.not-json': '這個檔案已損壞或不是備份檔：無法以JSON讀取。沒有做任何變更。',
  'backup.error.foreign': '這個檔案不是韓國將棋教室的備份。沒有做任何變更。',
  'backup.error.newer': '這份備份來自較新版本的應用程式。請重新載入以更新應用程式，然後再試一次。沒有做任何變更。',
  'backup.error.invalid': '這份備份含有應用程式無法接受的內容：檔案已損壞，或被手動修改過。沒有做任何變更。',
  'backup.error.storage': '無法將備份儲存在這台裝置上（{detail}）。沒有做任何變更。',
  'backup.error.read': '無法讀取這個檔案。沒有做任何變更。',
  'backup.error.export': '無法建立備份：{detail}',
  'backup.persisted': '即使裝置空間不足，這個瀏覽器也會保留你的進度。',
  'backup.notPersisted': '裝置空間不足時，瀏覽器可能會清除已儲存的資料：備份可以保護你的進度。',
  'backup.memory': '目前無法在這個瀏覽器中儲存進度，關閉分頁後就會遺失。請儲存備份檔來保留進度。',
  'backup.dropped': '檔案中有無法讀取的作業紀錄，已略過：{n}筆。',
  'backup.error.truncated': '這個備份檔不完整：內容中途就斷了，像是下載或複製時被中斷。請重新儲存備份，再載入新的檔案。沒有做任何變更。',
  'backup.error.invalidAt': '這份備份有一筆應用程式無法接受的紀錄（{store}，第{n}筆）：檔案已損壞，或被手動修改過。沒有做任何變更。',
  'backup.error.future': '這份備份的日期比今天晚（超過一天）：它被手動修改過，或是在時鐘錯誤的裝置上建立的。沒有做任何變更。',
  'backup.error.futureAt':
    '這份備份有一筆日期晚於今天的紀錄（{store}，第{n}筆）：它被手動修改過，或是在時鐘錯誤的裝置上建立的。沒有做任何變更。',
  'backup.error.impossible': '這份備份中的數字不可能由實際使用產生：它被手動修改過。沒有做任何變更。',
  'backup.error.impossibleAt':
    '這份備份有一筆紀錄的數字不可能由實際使用產生（{store}，第{n}筆），例如從未嘗試過的題目卻有星星：它被手動修改過。沒有做任何變更。',
  'backup.store.lessonSteps': '課程題目',
  'backup.store.exercises': '練習',
  'backup.store.puzzleAttempts': '棋題嘗試',
  'backup.store.ratings': '等級分',
  'backup.store.streaks': '連續紀錄',
  'backup.store.reviews': '複習',
  'backup.store.assignments': '作業',
  'backup.store.reports': '班級報告',
  'backup.store.settings': '設定',
  'backup.store.games': '對局',
};

export default words;
