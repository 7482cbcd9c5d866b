/**
 * The four horse/elephant setups: each one's name and what it is, one set for every page. The names
 * are the Chinese guide's (內象、外象、左象、右象配置: by where the elephants stand).
 */
import type { Words } from '../../catalogues';
import type en from '../en/setups';

const words: Words<typeof en> = {
  'setups.name.wonangma': '內象配置',
  'setups.name.yanggwima': '外象配置',
  'setups.name.oreungwima': '右象配置',
  'setups.name.oengwima': '左象配置',
  'setups.desc.wonangma': '兩馬都在外側',
  'setups.desc.yanggwima': '兩馬都在內側',
  'setups.desc.oreungwima': '右馬在內側，左馬在外側',
  'setups.desc.oengwima': '左馬在內側，右馬在外側',
  'setups.withPattern': '{name}（{pattern}）',
};

export default words;
