/** "Open this position in...": the links from any board to the editor, the analysis board and /play (loaded with the links, after the page has painted). */
const words = {
  'openIn.label': 'Open this position',
  'openIn.editor': 'Open in the editor',
  'openIn.analysis': 'Open in analysis',
  'openIn.play': 'Play it out against the computer',
} as const;

export default words;
