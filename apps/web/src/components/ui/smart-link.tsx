import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The router path of an app link ("/x", "#/x", "/#/x"), or null for anything else. */
export function appPath(href: string): string | null {
  if (href.startsWith('#/')) return href.slice(1);
  if (href.startsWith('/#/')) return href.slice(2);
  return href.startsWith('/') && !href.startsWith('//') ? href : null;
}

/** An app path ("/x" or "#/x") through the router; anything else as an outside link. */
export function SmartLink({
  href,
  className,
  children,
  label,
}: {
  href: string;
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const internal = appPath(href);
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
    <a
      href={href}
      className={className}
      aria-label={label}
      target="_blank"
      rel="noopener noreferrer"
    >
      {children}
    </a>
  );
}
