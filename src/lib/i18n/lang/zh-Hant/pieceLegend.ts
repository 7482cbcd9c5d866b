/** The pieces legend: each piece's name beside its face. */
import type { Words } from '../../catalogues';
import type en from '../en/pieceLegend';

const words: Words<typeof en> = {
  'legend.lead': '每顆棋子上都以漢字寫著名稱。楚方是綠色；漢方是紅色，外圈多一道環。',
  'legend.general': '將（韓文稱 궁 或 장）。棋子上寫的是己方的名字：楚或漢。',
  'legend.chariot': '車（차）',
  'legend.horse': '馬（마）',
  'legend.elephant': '象（상）',
  'legend.cannon': '包（포）',
  'legend.guard': '士（사）',
  'legend.soldier': '卒（楚方）和兵（漢方）：兩方寫法不同。',
};

export default words;
