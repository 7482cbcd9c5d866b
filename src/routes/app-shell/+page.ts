// The app shell: prerendered without server rendering, so its HTML is just the app's boot script.
// The service worker answers offline navigations to pages it has no copy of with it, and the
// client router then renders the page at the address from cached code and data.
export const ssr = false;
