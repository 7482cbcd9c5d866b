/** The line that says the app now works offline (app/OfflineReady.svelte). */
import type { Words } from '../../catalogues';
import type en from '../en/offlineReady';

const words: Words<typeof en> = {
  'offline.ready': 'Lista para usar sin conexión: la aplicación ya funciona sin internet.',
};

export default words;
