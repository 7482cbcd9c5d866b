/** The links that open a position elsewhere (editor, analysis board, /play), in Spanish. */
import type { Words } from '../../catalogues';
import type en from '../en/openIn';

const words: Words<typeof en> = {
  'openIn.label': 'Abrir esta posición',
  'openIn.editor': 'Abrir en el editor',
  'openIn.analysis': 'Abrir en el tablero de análisis',
  'openIn.play': 'Jugarla contra el ordenador',
};

export default words;
