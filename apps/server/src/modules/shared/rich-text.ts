import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for HTML that sellers and editors write (product descriptions, blog posts,
 * policies): the web inserts these as HTML, so what is stored must already be harmless.
 * Structure and emphasis only: no scripts, frames, forms, styles, SVG, classes or event handlers.
 * Links go to http(s), mailto or a path of this site, and open no window with access to ours;
 * images come from http(s) or this site's /static media. Idempotent: sanitising its own output
 * changes nothing (the start-up pass relies on that).
 */

/** Bump when the allow-list tightens: the start-up pass then sanitises what is stored again. */
export const RICH_TEXT_POLICY_VERSION = 1;

const LINK_REL = 'noopener noreferrer nofollow';
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;
const ALLOWED_IMG_SRC = /^(?:https?:\/\/|\/static\/)/i;
const DIMENSION = /^\d{1,4}%?$/;

function cleanUrl(value: string | undefined, allowed: RegExp): string | undefined {
  if (value === undefined) return undefined;
  const url = value.trim();
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (!allowed.test(url) || /[\s\u0000-\u001f\\]/.test(url)) return undefined;
  if (url.startsWith('/') && url.split(/[?#]/)[0]?.includes('..')) return undefined;
  return url;
}

function withoutUndefined(attribs: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(attribs)) if (value !== undefined) out[key] = value;
  return out;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'b',
    'i',
    'strong',
    'em',
    'u',
    's',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'blockquote',
    'br',
    'hr',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank'] }],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them (not just the tags): their text is not page content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'frame',
    'frameset',
    'noembed',
    'noframes',
    'template',
    'title',
    'xmp',
    'svg',
    'math',
    'object',
    'select',
    'head',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: withoutUndefined({
        href: cleanUrl(attribs.href, ALLOWED_HREF),
        target: attribs.target === '_blank' ? '_blank' : undefined,
        rel: LINK_REL,
      }),
    }),
    img: (tagName, attribs) => ({
      tagName,
      attribs: withoutUndefined({
        src: cleanUrl(attribs.src, ALLOWED_IMG_SRC),
        alt: attribs.alt,
        width:
          attribs.width !== undefined && DIMENSION.test(attribs.width) ? attribs.width : undefined,
        height:
          attribs.height !== undefined && DIMENSION.test(attribs.height)
            ? attribs.height
            : undefined,
      }),
    }),
  },
  // An image without an allowed source is no image at all.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** `html` reduced to the allow-list above. */
export function sanitizeRichText(html: string): string {
  if (html === '') return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
