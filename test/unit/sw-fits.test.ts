// What the service worker keeps: only successful answers of the type their URL promises.
import { describe, expect, it } from 'vitest';
import { fits } from '$lib/app/sw-fits';

const answer = (type: string, status = 200) => new Response(status === 204 ? null : 'x', { status, headers: { 'content-type': type } });

describe('service worker cache rule', () => {
  it('keeps modules, styles, data and pages of the promised type', () => {
    expect(fits('/_app/immutable/chunks/a.B1c2.js', answer('text/javascript; charset=utf-8'))).toBe(true);
    expect(fits('/_app/immutable/chunks/a.js', answer('application/javascript'))).toBe(true);
    expect(fits('/_app/immutable/assets/a.css', answer('text/css'))).toBe(true);
    expect(fits('/learn/__data.json', answer('application/json'))).toBe(true);
    expect(fits('/manifest.webmanifest', answer('application/manifest+json'))).toBe(true);
    expect(fits('/learn', answer('text/html; charset=utf-8'))).toBe(true);
    expect(fits('/icon-192.png', answer('image/png'))).toBe(true);
  });

  it('refuses an HTML page under a module, style or data name (a host’s fallback page)', () => {
    expect(fits('/_app/immutable/chunks/gone.js', answer('text/html; charset=utf-8'))).toBe(false);
    expect(fits('/_app/immutable/assets/gone.css', answer('text/html'))).toBe(false);
    expect(fits('/learn/__data.json', answer('text/html'))).toBe(false);
    expect(fits('/_app/immutable/chunks/gone.js', answer(''))).toBe(false);
  });

  it('refuses failures and partial answers of any type', () => {
    expect(fits('/_app/immutable/chunks/a.js', answer('text/javascript', 404))).toBe(false);
    expect(fits('/learn', answer('text/html', 500))).toBe(false);
    expect(fits('/icon-192.png', answer('image/png', 206))).toBe(false);
    expect(fits('/learn', answer('text/plain'))).toBe(false);
  });
});
