/** The home page's words. */
const words = {
  'home.heading': 'Learn Janggi, one move at a time',
  'home.lead': 'From how each piece moves to your first checkmates. Everything works offline once loaded.',
  'home.continue.title': 'Continue where you left off',
  'home.continue.empty': 'You have not started yet. The first lesson shows how the pieces move.',
  'home.continue.start': 'Start the first lesson',
  'home.continue.resume': 'Continue',
  'home.continue.puzzles': 'Puzzles: the next one near your rating',
  'home.continue.nextPuzzle': 'Next puzzle',
  'home.streak': '{n}-day streak',
  'home.puzzle.title': "Today's puzzle",
  'home.puzzle.none': 'A new puzzle appears here every day.',
  'home.puzzle.open': 'Solve it',
  'home.puzzle.solved': 'Solved today',
  'home.puzzle.next': 'Solved: next puzzle',
  'home.puzzle.mateIn': 'Mate in {n}',
  'home.puzzle.rating': 'Rating {rating}',
  'home.puzzle.browse': 'Browse puzzles',
  'home.explore': 'Explore',
  'home.assignments.title': 'Your assignments',
  'home.assignments.all': 'All {n}',
} as const;

export default words;
