/**
 * The error page's words in both languages. The page carries both (see ErrorPage.svelte) and CSS
 * shows the one matching `<html lang>`, which app.html sets before the first paint: a Korean
 * device sees Korean even in server-rendered HTML, before the app's catalogue has loaded.
 */
import type { Locale } from '$lib/i18n';

const en = {
  'notFound.title': 'Page not found',
  'notFound.lead': 'There is no page at this address. The link may be old or mistyped.',
  'error.title': 'Something went wrong',
  'error.lead': 'This page could not be opened. Reload it, or start again from the home page.',
  'error.code': 'Error {status}',
  'error.home': 'Go to the home page',
  'error.learn': 'Open the lessons',
} as const;

export type ErrorPageKey = keyof typeof en;

const ko: Record<ErrorPageKey, string> = {
  'notFound.title': '페이지를 찾을 수 없어요',
  'notFound.lead': '이 주소에는 페이지가 없어요. 오래된 링크이거나 주소가 잘못 입력된 것 같아요.',
  'error.title': '문제가 생겼어요',
  'error.lead': '이 페이지를 열지 못했어요. 새로고침하거나 홈에서 다시 시작해 주세요.',
  'error.code': '오류 {status}',
  'error.home': '홈으로 가기',
  'error.learn': '강의 보러 가기',
};

export const ERROR_PAGE_CATALOGUES: Record<Locale, Record<ErrorPageKey, string>> = { en, ko };
