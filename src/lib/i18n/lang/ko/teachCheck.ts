/** The words of checking a pasted position (/teach), in Korean. */
import type { Words } from '../../catalogues';
import type en from '../en/teachCheck';

const words: Words<typeof en> = {
  'custom.checking': '외통인지 확인하고 있어요…',
  'custom.added': '{n}수 외통을 넣었어요.',
  'custom.error.empty': 'FEN이나 문제 링크를 먼저 붙여 넣으세요.',
  'custom.error.long': 'FEN이나 문제 링크라고 하기에는 너무 길어요. 두 번 붙여 넣었거나 내용이 잘못 바뀌었을 수 있어요.',
  'custom.error.version': '더 새로운 버전의 앱에서 만든 문제 링크예요. 앱을 업데이트한 뒤 다시 넣으세요.',
  'custom.error.link': '문제 링크가 손상됐어요. 일부가 빠졌거나 바뀌었어요.',
  'custom.error.fen': 'FEN을 읽을 수 없어요: {reason}',
  'custom.error.illegal': '실제 대국에서 나올 수 없는 국면이에요. 편집기에서 열어 무엇이 잘못됐는지 확인하세요.',
  'custom.error.no-mate': '둘 차례인 쪽에 5수 이내의 외통이 없어서 확인할 정답이 없어요. 외통 문제만 넣을 수 있어요.',
  'custom.error.unverified': '이 문제의 정답은 문제에 정해진 규칙으로 {n}수 외통이 되지 않아요. 편집기에서 열어 다시 만드세요.',
  'custom.error.open': '편집기에서 열기',
};

export default words;
