/** The four horse/elephant setups: each one's name and what it is, one set for every page. */
import type { Words } from '../../catalogues';
import type en from '../en/setups';

const words: Words<typeof en> = {
  'setups.name.wonangma': 'Wonangma',
  'setups.name.yanggwima': 'Yanggwima',
  'setups.name.oreungwima': 'Gwima derecho',
  'setups.name.oengwima': 'Gwima izquierdo',
  'setups.desc.wonangma': 'los dos caballos por fuera',
  'setups.desc.yanggwima': 'los dos caballos por dentro',
  'setups.desc.oreungwima': 'caballo derecho por dentro, izquierdo por fuera',
  'setups.desc.oengwima': 'caballo izquierdo por dentro, derecho por fuera',
  'setups.withPattern': '{name} ({pattern})',
};

export default words;
