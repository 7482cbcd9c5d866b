/** Nine Elder piece names: [unpromoted, promoted] by type (1..9); the Jade/King pair is [first, second]. */
const words = [
  '',
  ['Jade', 'King'],
  ['Incense', 'Dragon'],
  ['Angle', 'Horse'],
  ['Cannon', 'Iron'],
  ['Van', 'Copper'],
  ['Gold', 'Gold'],
  ['Silver', 'Whole'],
  ['Cassia', 'Scepter'],
  ['Pawn', 'Gilding'],
] as const;

export default words;
