/** The error and not-found page's words. */
import type { Words } from '../../catalogues';
import type en from '../en/error';

const words: Words<typeof en> = {
  'notFound.title': '페이지를 찾을 수 없어요',
  'notFound.lead': '이 주소에는 페이지가 없어요. 오래된 링크이거나 주소가 잘못 입력된 것 같아요.',
  'error.title': '문제가 생겼어요',
  'error.lead': '이 페이지를 열지 못했어요. 새로고침하거나 홈에서 다시 시작해 주세요.',
  'error.code': '오류 {status}',
  'error.home': '홈으로 가기',
  'error.learn': '강의 보러 가기',
};

export default words;
