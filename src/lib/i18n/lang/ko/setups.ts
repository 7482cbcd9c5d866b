/** The four horse/elephant setups (상차림): each one's name and what it is, one set for every page. */
import type { Words } from '../../catalogues';
import type en from '../en/setups';

const words: Words<typeof en> = {
  'setups.name.wonangma': '원앙마',
  'setups.name.yanggwima': '양귀마',
  'setups.name.oreungwima': '오른귀마',
  'setups.name.oengwima': '왼귀마',
  'setups.desc.wonangma': '양쪽 마가 바깥쪽',
  'setups.desc.yanggwima': '양쪽 마가 안쪽',
  'setups.desc.oreungwima': '오른쪽 마는 안쪽, 왼쪽은 바깥쪽',
  'setups.desc.oengwima': '왼쪽 마는 안쪽, 오른쪽은 바깥쪽',
  'setups.withPattern': '{name} ({pattern})',
};

export default words;
