/** The error and not-found page's words. */
const words = {
  'notFound.title': 'Page not found',
  'notFound.lead': 'There is no page at this address. The link may be old or mistyped.',
  'error.title': 'Something went wrong',
  'error.lead': 'This page could not be opened. Reload it, or start again from the home page.',
  'error.code': 'Error {status}',
  'error.home': 'Go to the home page',
  'error.learn': 'Open the lessons',
} as const;

export default words;
