// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LanguageToggle from '$lib/app/LanguageToggle.svelte';
import StorageBanner from '$lib/app/StorageBanner.svelte';
import OfflineReady from '$lib/app/OfflineReady.svelte';
import UpdateToast from '$lib/app/UpdateToast.svelte';
import { busy, holdBusy } from '$lib/app/busy.svelte';
import { dismissOfflineReady, swUpdate } from '$lib/app/sw-update.svelte';
import { locale } from '$lib/i18n';
import { storageStatus } from '$lib/progress';

afterEach(() => {
  locale.set('en');
  storageStatus.mode = 'indexeddb';
  storageStatus.error = null;
  swUpdate.waiting = false;
  swUpdate.dismissed = false;
  swUpdate.offlineReady = false;
});

describe('LanguageToggle', () => {
  it('lists every language in its own name, marked with its lang, and switches', async () => {
    render(LanguageToggle);
    const select = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    const options = [...select.options].map((o) => [o.value, o.lang, o.textContent]);
    expect(options).toEqual([
      ['en', 'en', 'English'],
      ['ko', 'ko', '한국어'],
      ['zh-Hant', 'zh-Hant', '繁體中文'],
      ['zh-Hans', 'zh-Hans', '简体中文'],
      ['es', 'es', 'Español'],
    ]);
    expect(select.value).toBe('en');
    await fireEvent.change(select, { target: { value: 'zh-Hant' } });
    expect(locale.current).toBe('zh-Hant');
    expect(document.documentElement.lang).toBe('zh-Hant');
    await fireEvent.change(select, { target: { value: 'ko' } });
    expect(locale.current).toBe('ko');
    expect(select.value).toBe('ko');
    expect(screen.getByRole('combobox', { name: '언어' })).toBe(select);
  });
});

describe('StorageBanner', () => {
  it('appears when progress is kept in memory, says why, and can be dismissed', async () => {
    render(StorageBanner);
    expect(screen.queryByTestId('storage-banner')).toBeNull();
    storageStatus.mode = 'memory';
    storageStatus.error = 'quota';
    storageStatus.dismissed = false;
    flushSync();
    expect(screen.getByTestId('storage-banner').textContent).toMatch(/Storage is full/);
    await fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('storage-banner')).toBeNull();
  });
});

describe('UpdateToast', () => {
  it('waits while a task holds the app (a puzzle in progress)', () => {
    render(UpdateToast);
    const release = holdBusy('puzzle');
    swUpdate.waiting = true;
    flushSync();
    expect(screen.queryByTestId('update-toast')).toBeNull();
    release();
    flushSync();
    expect(screen.getByTestId('update-toast').textContent).toMatch(/new version/);
  });

  it('"Later" hides it', async () => {
    render(UpdateToast);
    swUpdate.waiting = true;
    flushSync();
    await fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByTestId('update-toast')).toBeNull();
  });
});

describe('OfflineReady', () => {
  it('says in both languages that the app works offline, waits for a task, and can be dismissed', async () => {
    // The shell's live region, which the line marks while it shows (the page under it gives it room).
    const region = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'offline-status' }));
    const release = holdBusy('lesson');
    swUpdate.offlineReady = true;
    render(OfflineReady, { visible: () => swUpdate.offlineReady && !busy.active, ondismiss: dismissOfflineReady });
    expect(screen.queryByTestId('offline-ready')).toBeNull();
    expect(region.classList.contains('shown')).toBe(false);
    release();
    flushSync();
    const line = screen.getByTestId('offline-ready');
    expect(region.classList.contains('shown')).toBe(true);
    expect(line.textContent).toMatch(/Ready to use offline/);
    locale.set('ko');
    flushSync();
    expect(line.textContent).toMatch(/인터넷 연결 없이도/);
    await fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(swUpdate.offlineReady).toBe(false);
    flushSync();
    expect(region.classList.contains('shown')).toBe(false);
    region.remove();
  });
});

describe('ErrorPage', () => {
  it('carries the page in both languages, each under its own lang, with a way home', async () => {
    const { default: ErrorPage } = await import('$lib/app/error/ErrorPage.svelte');
    const { container } = render(ErrorPage, { props: { status: 404 } });
    const en = container.querySelector('[lang="en"]')!;
    const ko = container.querySelector('[lang="ko"]')!;
    expect(en.querySelector('h1')?.textContent).toBe('Page not found');
    expect(ko.querySelector('h1')?.textContent).toBe('페이지를 찾을 수 없어요');
    expect(ko.textContent).not.toMatch(/[A-Za-z]{2,}/);
    for (const block of [en, ko]) {
      expect(block.querySelector('.code')?.textContent).toMatch(/404/);
      expect([...block.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/learn']);
    }
    expect(container.querySelector('[data-testid="error-page"]')?.getAttribute('data-status')).toBe('404');
  });

  it('says something went wrong for other errors, and titles the tab in the current language', async () => {
    const { default: ErrorPage } = await import('$lib/app/error/ErrorPage.svelte');
    locale.set('ko');
    await import('$lib/i18n').then((m) => m.loadCatalogue('ko'));
    const { container } = render(ErrorPage, { props: { status: 500 } });
    expect(container.querySelector('div[lang="en"] h1')?.textContent).toBe('Something went wrong');
    expect(container.querySelector('div[lang="ko"] .code')?.textContent).toBe('오류 500');
    expect(document.title).toMatch(/^문제가 생겼어요/);
  });

  it('has every message in English and Korean, with the same parameters', async () => {
    const { ERROR_PAGE_CATALOGUES } = await import('$lib/app/error/text');
    const { en, ko } = ERROR_PAGE_CATALOGUES;
    expect(Object.keys(ko).sort()).toEqual(Object.keys(en).sort());
    const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) expect(params(ko[key]), key).toEqual(params(en[key]));
  });
});
