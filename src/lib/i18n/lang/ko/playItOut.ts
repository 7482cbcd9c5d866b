/** The "play it out against the computer" link under a position. */
import type { Words } from '../../catalogues';
import type en from '../en/playItOut';

const words: Words<typeof en> = { 'play.itOut': '이 국면을 컴퓨터와 끝까지 둬 보기' };

export default words;
