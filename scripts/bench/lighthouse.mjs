// Lighthouse on the home page, mobile form factor with simulated slow 4G (its default).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './bundle.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { categories, audits } = result.lhr;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]),
      ),
      lcp: audits['largest-contentful-paint']?.displayValue,
      tbt: audits['total-blocking-time']?.displayValue,
      cls: audits['cumulative-layout-shift']?.displayValue,
      failed: CATEGORIES.flatMap((key) =>
        (categories[key]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${key}: ${ref.id}`),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

/** Median of `runs` runs by performance score. */
export async function measureLighthouse(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(url));
  results.sort((a, b) => a.scores.performance - b.scores.performance);
  return results[Math.floor(results.length / 2)];
}
