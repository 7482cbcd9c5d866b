// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import LanguageToggle from '$lib/app/LanguageToggle.svelte';
import StorageBanner from '$lib/app/StorageBanner.svelte';
import UpdateToast from '$lib/app/UpdateToast.svelte';
import { holdBusy } from '$lib/app/busy.svelte';
import { swUpdate } from '$lib/app/sw-update.svelte';
import { locale } from '$lib/i18n';
import { storageStatus } from '$lib/progress';

afterEach(() => {
  locale.set('en');
  storageStatus.mode = 'indexeddb';
  storageStatus.error = null;
  swUpdate.waiting = false;
  swUpdate.dismissed = false;
});

describe('LanguageToggle', () => {
  it('offers the other language, in that language, and switches', async () => {
    render(LanguageToggle);
    const button = screen.getByRole('button', { name: '한국어' });
    expect(button.getAttribute('lang')).toBe('ko');
    await fireEvent.click(button);
    expect(locale.current).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('lang')).toBe('en');
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
