// Lighthouse (mobile, simulated slow 4G) on one page of a running server; prints scores and
// what costs the most. Usage: node apps/web/scripts/lh.mjs http://127.0.0.1:8095/#/ [runs]
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const url = process.argv[2] ?? 'http://127.0.0.1:8095/';
const runs = Number(process.argv[3] ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

for (let i = 0; i < runs; i += 1) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: FLAGS,
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
    const a = lhr.audits;
    console.log(CATEGORIES.map((k) => `${k} ${score(k)}`).join(' | '));
    console.log(
      [
        'first-contentful-paint',
        'largest-contentful-paint',
        'total-blocking-time',
        'cumulative-layout-shift',
        'speed-index',
      ]
        .map((k) => `${k}=${a[k]?.displayValue}`)
        .join(' '),
    );
    const lcp = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
    if (lcp) console.log('LCP element:', lcp.snippet, lcp.selector);
    const phases = a['largest-contentful-paint-element']?.details?.items?.[1]?.items;
    if (phases)
      console.log(
        'LCP phases:',
        phases.map((p) => `${p.phase} ${Math.round(p.timing)}ms`).join(', '),
      );
    for (const item of a['layout-shifts']?.details?.items ?? [])
      console.log(
        '  shift',
        item.score?.toFixed?.(3),
        item.node?.selector,
        item.node?.snippet?.slice(0, 120),
      );
    if (process.env.WORK) {
      for (const id of ['bootup-time', 'mainthread-work-breakdown', 'long-tasks']) {
        console.log(' ', id, a[id]?.displayValue ?? '');
        for (const item of (a[id]?.details?.items ?? []).slice(0, 8))
          console.log('     ', JSON.stringify(item).slice(0, 200));
      }
    }
    if (process.env.CHAIN) {
      const reqs = a['network-requests']?.details?.items ?? [];
      for (const r of reqs)
        console.log(
          `   ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType} ${Math.round(r.transferSize / 1024)}KB ${r.url.replace(/^https?:\/\/[^/]+/, '')}`,
        );
    }
    for (const key of CATEGORIES) {
      for (const ref of lhr.categories[key].auditRefs) {
        const audit = a[ref.id];
        if (
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          (ref.weight > 0 || key !== 'performance')
        ) {
          console.log(
            `  ${key}: ${ref.id} (${audit.score}) ${audit.displayValue ?? ''} ${audit.title}`,
          );
          const items = audit.details?.items ?? [];
          for (const item of items.slice(0, 4))
            console.log('     ', JSON.stringify(item).slice(0, 220));
        }
      }
    }
  } finally {
    await chrome.kill();
  }
}
