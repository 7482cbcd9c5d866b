// Render the SVG icons in static/ to the PNGs the pages and the manifest use. Run: node scripts/render-icons.mjs
// (An SVG shown as an image is loaded as a document of its own, up to tens of milliseconds of the page's main
// thread, so the pages' icon, the header's mark and the manifest's icons are PNGs.)
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launch } from '../test/e2e/helpers.mjs';

const staticDir = fileURLToPath(new URL('../static/', import.meta.url));
const jobs = [
  { svg: 'favicon.svg', out: 'icon-192.png', size: 192 },
  { svg: 'favicon.svg', out: 'icon-512.png', size: 512 },
  { svg: 'icon-maskable.svg', out: 'icon-maskable-512.png', size: 512 },
  { svg: 'icon-maskable.svg', out: 'apple-touch-icon.png', size: 180 },
  { svg: 'favicon.svg', out: 'favicon-32.png', size: 32 },
  // The header's mark: 32 CSS pixels, sharp up to three device pixels per CSS pixel.
  { svg: 'favicon.svg', out: 'logo-96.png', size: 96 },
];

const browser = await launch();
try {
  for (const { svg, out, size } of jobs) {
    const markup = await readFile(staticDir + svg, 'utf8');
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}" style="display:block">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    await page.screenshot({ path: staticDir + out, omitBackground: true });
    await page.close();
    console.log(`static/${out} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
