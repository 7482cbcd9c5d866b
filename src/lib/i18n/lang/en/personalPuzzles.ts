/** The words of the personal puzzles (the puzzle dashboard's "From your games" and /puzzles/mine), in English. */
const words = {
  'mine.heading': 'From your games',
  'mine.lead': 'Puzzles made from your own mistakes. They come back in your reviews.',
  'mine.solve': 'Solve',
  'mine.notFound': 'This puzzle is not kept on this device.',
  'mine.title': 'Puzzle from your game',
  'mine.back': 'Puzzles',
  'mine.of': 'Puzzle {i} of {n}',
} as const;

export default words;
