/**
 * Hostile text for stored-XSS tests. Every vector calls `window.__xss('<field>-<vector>')` if it
 * ever runs, and every element it would create carries `data-xss`, so an injection shows even
 * where the page's CSP stops the script. Fields are short (64 to 500 characters), so a field's
 * value packs as many vectors as fit, starting at a different vector per field.
 */

type Vector = { name: string; make: (id: string) => string };

export const VECTORS: readonly Vector[] = [
  { name: 'script', make: (id) => `<script>window.__xss('${id}')</script>` },
  { name: 'img', make: (id) => `<img src=x data-xss onerror=__xss('${id}')>` },
  { name: 'svg', make: (id) => `<svg data-xss onload=__xss('${id}')>` },
  { name: 'breakout', make: (id) => `"><img src=x data-xss onerror=__xss('${id}')>` },
  { name: 'squote', make: (id) => `'><svg/data-xss/onload=__xss('${id}')>` },
  { name: 'jslink', make: (id) => `<a data-xss href="javascript:__xss('${id}')">js</a>` },
  { name: 'jsurl', make: (id) => `javascript:__xss('${id}')` },
  { name: 'template', make: (id) => `{{constructor.constructor("__xss('${id}')")()}}` },
  {
    name: 'iframe',
    make: (id) => `<iframe data-xss srcdoc="<script>parent.__xss('${id}')</script>"></iframe>`,
  },
  {
    name: 'meta',
    make: () => `<meta data-xss http-equiv=refresh content="0;url=https://evil.example/">`,
  },
  { name: 'style', make: () => `<style>body{display:none}</style>` },
  { name: 'evil', make: () => `<a data-xss href=//evil.example/>evil</a>` },
  {
    name: 'overlay',
    make: () => `<div data-xss style="position:fixed;inset:0;z-index:99999;background:red">X</div>`,
  },
  { name: 'base', make: () => `<base data-xss href=https://evil.example/>` },
  {
    name: 'form',
    make: () => `<form data-xss action=https://evil.example/><button>go</button></form>`,
  },
  { name: 'details', make: (id) => `<details data-xss open ontoggle=__xss('${id}')>` },
  { name: 'rtl', make: () => `\u202Eexe.txt\u202C \u2067gnp.js\u2069` },
  { name: 'long', make: () => `LONG${'W'.repeat(56)}` },
];

/** A visible token that starts every hostile value: pages are waited for until it shows. */
export const tag = (field: string) => `XSS-${field}`;

/** Text nodes holding hostile values (for the layout checks in the browser). */
export const HOSTILE_TEXT = /XSS-|__xss|LONGWWWW|\u202E/;

/**
 * The field's hostile value, at most `max` characters: its tag, then vectors from `start`
 * (round the list) while they fit.
 */
export function hostile(field: string, max: number, start = 0): string {
  let value = tag(field);
  for (let i = 0; i < VECTORS.length; i += 1) {
    const vector = VECTORS[(start + i) % VECTORS.length]!;
    const next = `${value} ${vector.make(`${field}-${vector.name}`)}`;
    if (next.length > max) continue;
    value = next;
  }
  return value;
}

/** One unbroken run of `length` characters (no space anywhere to break at), tagged. */
export function unbroken(field: string, length: number): string {
  const head = `${tag(field)}LONG`;
  return head + 'W'.repeat(Math.max(0, length - head.length));
}

/** Rich text for a product description: every vector at once, plus a long run and a table. */
export function hostileRichText(field: string): string {
  const all = VECTORS.map((vector) => vector.make(`${field}-${vector.name}`)).join('\n');
  return (
    `<p>${tag(field)}</p>${all}` +
    `<p><a href="//evil.example/x">protocol-relative</a> <a href="javascript:__xss('${field}-a')">js</a>` +
    ` <a href="https://example.com/" target="_top">ok</a></p>` +
    `<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;background:red">fixed</p>` +
    `<img src="https://evil.example/x.png" onerror="__xss('${field}-remote')">` +
    `<p>${unbroken(`${field}L`, 5000)}</p>` +
    `<table><tr><td>${unbroken(`${field}T`, 800)}</td><td>cell</td></tr></table>` +
    `<pre>${unbroken(`${field}P`, 600)}</pre><h1 onclick="__xss('${field}-h1')">Heading</h1>`
  );
}
