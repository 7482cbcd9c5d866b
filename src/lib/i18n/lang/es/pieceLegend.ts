/** The pieces legend: each piece's name beside its face. */
import type { Words } from '../../catalogues';
import type en from '../en/pieceLegend';

const words: Words<typeof en> = {
  'legend.lead':
    'Cada pieza lleva su nombre en caracteres chinos (hanja). Las de Cho son verdes; las de Han, rojas y con un segundo anillo.',
  'legend.general': 'General (gung o jang). Lleva el nombre de su bando: Cho o Han.',
  'legend.chariot': 'Carro (cha)',
  'legend.horse': 'Caballo (ma)',
  'legend.elephant': 'Elefante (sang)',
  'legend.cannon': 'Cañón (po)',
  'legend.guard': 'Guardia (sa)',
  'legend.soldier': 'Soldado (jol para Cho, byeong para Han): cada bando lo escribe a su manera.',
};

export default words;
