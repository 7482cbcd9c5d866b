/** The links that open a position elsewhere (editor, analysis board, /play), in Traditional Chinese. */
import type { Words } from '../../catalogues';
import type en from '../en/openIn';

const words: Words<typeof en> = {
  'openIn.label': '開啟這個局面',
  'openIn.editor': '在局面編輯器中開啟',
  'openIn.analysis': '在分析盤中開啟',
  'openIn.play': '從這個局面與電腦下完',
};

export default words;
