/** The line that says the app now works offline (app/OfflineReady.svelte). */
const words = { 'offline.ready': 'Ready to use offline: the app now works without a connection.' } as const;

export default words;
