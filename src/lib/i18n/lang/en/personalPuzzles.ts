/** The words of the personal puzzles (the puzzle dashboard's "From your games" and /puzzles/mine), in English. */
const words = {
  'mine.heading': 'From your games',
  'mine.lead': 'Puzzles made from your own mistakes. They come back in your reviews.',
  'mine.from.computer': 'From your game of {date} against level {level}, move {ply}',
  'mine.from.screen': 'From your game of {date} on this screen, move {ply}',
  'mine.from.record': 'From your game of {date}, move {ply}',
  'mine.from.unknown': 'From one of your games, move {ply}',
  'mine.solve': 'Solve',
  'mine.notFound': 'This puzzle is not kept on this device.',
  'mine.title': 'Puzzle from your game',
  'mine.back': 'Puzzles',
  'mine.of': 'Puzzle {i} of {n}',
} as const;

export default words;
