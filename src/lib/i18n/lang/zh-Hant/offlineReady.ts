/** The line that says the app now works offline (app/OfflineReady.svelte). */
import type { Words } from '../../catalogues';
import type en from '../en/offlineReady';

const words: Words<typeof en> = { 'offline.ready': '可以離線使用了：現在沒有網路也能使用本應用程式。' };

export default words;
