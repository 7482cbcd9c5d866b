/** The line that says the app now works offline (app/OfflineReady.svelte). */
import type { Words } from '../../catalogues';
import type en from '../en/offlineReady';

const words: Words<typeof en> = { 'offline.ready': '이제 인터넷 연결 없이도 앱을 쓸 수 있어요.' };

export default words;
