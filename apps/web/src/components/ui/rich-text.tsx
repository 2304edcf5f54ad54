/**
 * HTML the server has already sanitised (api-contract section 1: product descriptions, blog
 * posts, policies). The one place the app inserts HTML; never pass it anything else.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
