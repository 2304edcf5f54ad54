// What the home page makes a phone download: every JavaScript file it loads, gzip-compressed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ROOT } from './server.mjs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export async function measureHomeBundle(base) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  await browser.close();
  const files = [];
  for (const path of scripts) {
    const bytes = await readFile(join(ROOT, 'apps/web/dist', path));
    files.push({ path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const forbidden = files.filter((file) => /seller|admin/i.test(file.path));
  return { files, total, forbidden };
}
