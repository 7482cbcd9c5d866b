/**
 * The four horse/elephant setups (상차림): each one's name and what it is, one set for every page
 * that names a setup (the play setup, the editor's start, the games list and review). Keyed by the
 * engine's romanized code (SETUP_NAMES).
 */
const words = {
  'setups.name.wonangma': 'Wonangma',
  'setups.name.yanggwima': 'Yanggwima',
  'setups.name.oreungwima': 'Right gwima',
  'setups.name.oengwima': 'Left gwima',
  'setups.desc.wonangma': 'both horses outside',
  'setups.desc.yanggwima': 'both horses inside',
  'setups.desc.oreungwima': 'right horse inside, left outside',
  'setups.desc.oengwima': 'left horse inside, right outside',
  /** A setup's name with its back rank read left to right (마상상마). */
  'setups.withPattern': '{name} ({pattern})',
} as const;

export default words;
