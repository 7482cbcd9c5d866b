// chunk: framework
/** Stroke icons on a 24×24 grid, drawn for this app. Each is a list of SVG path `d` strings. */
export const ICONS = {
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 9.5V20h13V9.5', 'M10 20v-5h4v5'],
  learn: ['M2.5 5.5C5 4 8.5 4 12 6.5c3.5-2.5 7-2.5 9.5-1v13c-2.5-1.5-6-1.5-9.5 1-3.5-2.5-7-2.5-9.5-1z', 'M12 6.5v13'],
  exercises: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z', 'M12 11.5v1'],
  puzzles: ['M4.75 7.25h3.5a2.5 2.5 0 1 1 5 0h3.5v3.5a2.5 2.5 0 1 1 0 5v3.5H4.75z'],
  play: ['M8.5 3h7l5 5v7.5l-5 5h-7l-5-5V8z', 'M9.5 10.5h5', 'M12 8v8', 'M10 16h4'],
  teach: ['M3 4h18v11H3z', 'M12 15v3', 'M8 21l4-3 4 3', 'M7 8h6', 'M7 11h9'],
  progress: ['M3 20.5h18', 'M6.5 17v-5', 'M11.5 17V7', 'M16.5 17v-8'],
  settings: ['M4 6h9', 'M19 6h1', 'M4 12h3', 'M13 12h7', 'M4 18h11', 'M21 18h-1', 'M16 4v4', 'M10 10v4', 'M17 16v4'],
  sun: [
    'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z',
    'M12 2v2',
    'M12 20v2',
    'M4.9 4.9l1.4 1.4',
    'M17.7 17.7l1.4 1.4',
    'M2 12h2',
    'M20 12h2',
    'M4.9 19.1l1.4-1.4',
    'M17.7 6.3l1.4-1.4',
  ],
  moon: ['M20.5 13.5A8.5 8.5 0 1 1 10.5 3.5a6.5 6.5 0 0 0 10 10z'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  warning: ['M12 3 2 20h20z', 'M12 9.5v5', 'M12 17v.5'],
  language: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3.5 9h17', 'M3.5 15h17', 'M12 3c-4 4.5-4 13.5 0 18', 'M12 3c4 4.5 4 13.5 0 18'],
} as const;

export type IconName = keyof typeof ICONS;
