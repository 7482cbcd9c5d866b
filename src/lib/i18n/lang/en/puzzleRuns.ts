/** The puzzle runs' words: the streak and the timed run (/puzzles/streak, /puzzles/timed) and their card on /puzzles. */
const words = {
  'runs.streak.title': 'Puzzle streak',
  'runs.streak.lead': 'The puzzles get harder as you go. One wrong move ends the streak.',
  'runs.timed.title': 'Timed run',
  'runs.timed.lead': 'Three minutes: solve as many puzzles as you can. A wrong move costs you that puzzle.',
  'runs.start': 'Start',
  'runs.again': 'Play again',
  'runs.score': 'Solved: {n}',
  'runs.missed': 'Missed: {n}',
  'runs.best': 'Best: {n}',
  'runs.newBest': 'New best!',
  /** {time} is minutes and seconds, e.g. 2:05. */
  'runs.time': 'Time left: {time}',
  'runs.end.wrong': 'Wrong move: your streak ends at {n}.',
  'runs.end.time': 'Time is up: {n} solved, {missed} missed.',
  'runs.end.done': 'You solved every puzzle of this run: {n}.',
  'runs.error': 'The puzzles could not be loaded. Try again when you are online.',
  'puzzles.runs': 'Streak and timed run',
  'puzzles.runs.lead': 'Offline too: a streak until your first wrong move, or three minutes on the clock.',
  'puzzles.streak': 'Puzzle streak',
  'puzzles.timed': 'Timed run',
} as const;

export default words;
