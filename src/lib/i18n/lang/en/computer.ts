/** The computer opponent's words on /play: levels, thinking, its moves. */
const words = {
  'play.setup.side': 'You play',
  'play.setup.side.cho': 'Cho (moves first)',
  'play.setup.side.han': 'Han',
  'play.setup.level': 'Level',
  'play.setup.level.low': 'Levels 1 and 2 play like a beginner: they grab pieces and miss threats.',
  'play.setup.level.mid': 'Levels 3 to 5 look a few moves ahead and still slip now and then.',
  'play.setup.level.high': 'Levels 6 to 8 think longer and punish mistakes; level 8 is the full engine.',
  // A level's name in words a player knows (shown with its number in the picker).
  'play.setup.level.name.1': 'Beginner',
  'play.setup.level.name.2': 'Novice',
  'play.setup.level.name.3': 'Casual player',
  'play.setup.level.name.4': 'Improving player',
  'play.setup.level.name.5': 'Club player',
  'play.setup.level.name.6': 'Strong club player',
  'play.setup.level.name.7': 'Expert',
  'play.setup.level.name.8': 'Strongest',
  'play.setup.level.rating': 'rated about {elo}',
  'play.setup.level.ratingNote': 'Ratings are estimates from test games against another engine, not official ratings.',
  'play.computer.thinking': 'The computer is thinking',
  'play.computer.yourMove': 'Your move',
  'play.computer.line': 'Against the computer: it plays {color}, level {level}.',
  'play.computer.error': 'The computer could not find a move. Take back or start a new game.',
  'play.computer.resultWon': 'You win!',
  'play.computer.resultLost': 'The computer wins.',
  'play.computer.resultDraw': 'A draw against the computer.',
} as const;

export default words;
