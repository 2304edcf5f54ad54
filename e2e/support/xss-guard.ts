import type { Browser, Page } from 'playwright-core';
import { HOSTILE_TEXT } from './xss-corpus';

/** What a guarded page saw that it must not: each entry names the page it happened on. */
export interface Incidents {
  calls: string[];
  dialogs: string[];
  navigations: string[];
  foreignRequests: string[];
  cspViolations: string[];
  consoleErrors: string[];
}

export interface GuardedPage {
  page: Page;
  incidents: Incidents;
  /** The page being looked at, for the incident records. */
  label: { current: string };
  close(): Promise<void>;
}

/**
 * A page that records every sign of a payload running: `window.__xss` calls (through a binding,
 * so a call survives a navigation), dialogs, main-frame navigations away from the app,
 * requests to any other origin (blocked), CSP violations and console errors.
 * `bypassCSP` turns the server's Content-Security-Policy off, so that only the app's escaping
 * stands between a payload and its execution.
 */
export async function guardedPage(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  options: { bypassCSP: boolean; mobile: boolean },
): Promise<GuardedPage> {
  const origin = new URL(baseUrl).origin;
  const incidents: Incidents = {
    calls: [],
    dialogs: [],
    navigations: [],
    foreignRequests: [],
    cspViolations: [],
    consoleErrors: [],
  };
  const label = { current: 'start' };
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl,
    isMobile: options.mobile,
    hasTouch: options.mobile,
    deviceScaleFactor: 1,
    bypassCSP: options.bypassCSP,
  });
  await context.exposeBinding('__xssReport', (_source, kind: string, detail: string) => {
    if (kind === 'call') incidents.calls.push(`${label.current}: ${detail}`);
    else incidents.cspViolations.push(`${label.current}: ${detail}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __xssReport: (kind: string, detail: string) => void })
      .__xssReport;
    Object.defineProperty(window, '__xss', {
      value: (id: unknown) => void report('call', String(id)),
      writable: false,
    });
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void report('csp', `${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      true,
    );
  });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:'))
      return route.continue();
    incidents.foreignRequests.push(`${label.current}: ${url}`);
    return route.abort('blockedbyclient');
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    incidents.dialogs.push(`${label.current}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const url = frame.url();
    if (!url.startsWith(`${origin}/`) || new URL(url).pathname !== '/')
      incidents.navigations.push(`${label.current}: ${url}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error')
      incidents.consoleErrors.push(`${label.current}: ${message.text()}`);
  });
  page.on('pageerror', (error) =>
    incidents.consoleErrors.push(`${label.current}: ${error.message}`),
  );
  return { page, incidents, label, close: () => context.close() };
}

/** What the layout check found on one page. */
export interface BoxReport {
  /** Elements made from stored text (an injection: the app must never create one). */
  injected: string[];
  /** How far the page scrolls sideways (must be 0). */
  pageOverflow: number;
  /** Hostile text that reaches outside the screen or its clipping box, or is wider than the screen. */
  escaped: string[];
  /** Positioned (fixed/absolute) elements inside rich text. */
  positioned: string[];
  /** How many hostile text nodes are on screen (0 means the page showed none of them). */
  hostileNodes: number;
}

/** Checks, in the page, that no stored text became markup or escapes its box. */
export function inspectBoxes(page: Page): Promise<BoxReport> {
  return page.evaluate((source) => {
    const hostileText = new RegExp(source);
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${Array.from(el.classList).slice(0, 4).join('.')}`;
    const injected = Array.from(
      document.querySelectorAll(
        '[data-xss], body iframe, body object, body embed, base, meta[http-equiv], form[action*="evil"], a[href^="javascript:" i], a[href*="evil.example"], [onerror], [onload], [ontoggle], [onclick]',
      ),
    ).map((el) => `${describe(el)} ${el.outerHTML.slice(0, 120)}`);
    const width = window.innerWidth;
    const pageOverflow = Math.max(
      0,
      document.documentElement.scrollWidth - width,
      document.body.scrollWidth - width,
    );
    const escaped: string[] = [];
    let hostileNodes = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!hostileText.test(text)) continue;
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [hidden], [aria-hidden="true"]'))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      hostileNodes += 1;
      // The nearest box that clips sideways: hidden/clip keeps the text inside (an ellipsis), a
      // scrolling one lets it be scrolled to, but no single run may be wider than the screen.
      let clip: Element | null = null;
      let clipsAway = false;
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        // The layout's <main> clips sideways as a last resort: text cut off there has escaped its box.
        if (el.tagName === 'MAIN') continue;
        const overflowX = getComputedStyle(el).overflowX;
        if (overflowX !== 'visible') {
          clip = el;
          clipsAway = overflowX === 'hidden' || overflowX === 'clip';
          break;
        }
      }
      if (clipsAway) continue;
      const bounds = clip ? clip.getBoundingClientRect() : { left: 0, right: width };
      const outside = !clip && (rect.right > bounds.right + 1 || rect.left < bounds.left - 1);
      const tooWide = rect.width > width + 1;
      if (outside || tooWide) {
        escaped.push(
          `${describe(parent)} [${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}] ${text.slice(0, 40)}`,
        );
      }
    }
    const positioned = Array.from(document.querySelectorAll('.rich-text *'))
      .filter((el) => ['fixed', 'absolute', 'sticky'].includes(getComputedStyle(el).position))
      .map(describe);
    return { injected, pageOverflow, escaped, positioned, hostileNodes };
  }, HOSTILE_TEXT.source);
}
