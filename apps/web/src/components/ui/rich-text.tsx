/**
 * Shifts the headings of an HTML fragment so that its highest one is `top` (an article under
 * the page's h1 starts at h2), keeping their order; levels stay between 1 and 6.
 */
export function shiftHeadings(html: string, top = 2): string {
  const levels = [...html.matchAll(/<h([1-6])[\s>]/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const by = top - Math.min(...levels);
  if (by === 0) return html;
  return html.replace(
    /<(\/?)h([1-6])(?=[\s>])/gi,
    (_, slash: string, level: string) =>
      `<${slash}h${Math.min(6, Math.max(1, Number(level) + by))}`,
  );
}

/**
 * HTML the server has already sanitised (api-contract section 1: product descriptions, blog
 * posts, policies). The one place the app inserts HTML; never pass it anything else. Its
 * headings start at `headingTop` so the page's heading order holds.
 */
export function RichText({
  html,
  className = '',
  headingTop = 2,
}: {
  html: string;
  className?: string;
  headingTop?: number;
}) {
  return (
    <div
      className={`rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: shiftHeadings(html, headingTop) }}
    />
  );
}
