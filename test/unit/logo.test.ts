import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';

/** Width and height of a PNG file (its IHDR chunk). */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

// An SVG shown as an image is loaded as an SVG document of its own: tens of milliseconds of the page's
// main thread on every start. The pages show and announce the app's mark as PNGs rendered from
// static/favicon.svg (scripts/render-icons.mjs).
describe('the app mark', () => {
  it('is a PNG in the header, sharp at three device pixels per CSS pixel', () => {
    const header = readFileSync('src/lib/app/Header.svelte', 'utf8');
    const img = header.match(/<img src=\{asset\('([^']+)'\)\} width="(\d+)" height="(\d+)"/);
    expect(img).not.toBeNull();
    const [, src, width, height] = img!;
    expect(src).toMatch(/\.png$/);
    const size = pngSize(`static${src}`);
    expect(size.width).toBe(size.height);
    expect(size.width).toBeGreaterThanOrEqual(3 * Number(width));
    expect(Number(width)).toBe(Number(height));
  });

  it('is not an SVG image in the page icons or the manifest', () => {
    const manifest = JSON.parse(readFileSync('static/manifest.webmanifest', 'utf8')) as {
      icons: { src: string; type?: string; sizes: string }[];
    };
    expect(manifest.icons.some((i) => i.sizes === '192x192')).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/\.png$/);
      const [w, h] = icon.sizes.split('x').map(Number);
      expect(pngSize(`static${icon.src}`)).toEqual({ width: w, height: h });
    }
    const links = [...readFileSync('src/app.html', 'utf8').matchAll(/<link rel="(?:icon|apple-touch-icon)"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/\.png$/);
  });
});
