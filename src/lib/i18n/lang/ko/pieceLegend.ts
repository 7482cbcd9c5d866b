/** The pieces legend: each piece's name beside its face. */
import type { Words } from '../../catalogues';
import type en from '../en/pieceLegend';

const words: Words<typeof en> = {
  'legend.lead': '기물마다 이름이 한자로 쓰여 있어요. 초는 초록, 한은 빨강에 테두리가 한 줄 더 있어요.',
  'legend.general': '궁(장): 자기 편의 이름, 초나 한이 쓰여 있어요.',
  'legend.chariot': '차',
  'legend.horse': '마',
  'legend.elephant': '상',
  'legend.cannon': '포',
  'legend.guard': '사',
  'legend.soldier': '졸(초)과 병(한): 두 편이 다른 글자로 써요.',
};

export default words;
