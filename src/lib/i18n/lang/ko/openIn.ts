/** The links that open a position elsewhere (editor, analysis board, /play), in Korean. */
import type { Words } from '../../catalogues';
import type en from '../en/openIn';

const words: Words<typeof en> = {
  'openIn.label': '이 국면 열기',
  'openIn.editor': '배치 편집기에서 열기',
  'openIn.analysis': '분석판에서 열기',
  'openIn.play': '이 국면에서 컴퓨터와 끝까지 둬 보기',
};

export default words;
