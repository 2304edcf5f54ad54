import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An app path ("/x" or "#/x") through the router; anything else as an outside link. */
export function SmartLink({ href, className, children, label }: { href: string; className?: string; children: ReactNode; label?: string }) {
  const internal = href.startsWith('#/') ? href.slice(1) : href.startsWith('/') && !href.startsWith('//') ? href : null;
  if (internal) {
    return (
      <Link to={internal} className={className} aria-label={label}>
        {children}
      </Link>
    );
  }
  if (!/^https?:\/\//i.test(href)) {
    return <div className={className}>{children}</div>;
  }
  return (
    <a href={href} className={className} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
