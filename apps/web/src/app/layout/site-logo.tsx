import { mediaUrl } from '../../lib/media';

/** The seeded logo is 360 x 96; the attributes reserve its place, CSS sets the height. */
const LOGO_SIZE = { width: 360, height: 96 };

/** The site's logo image (its alt is the site's name), or the name as text when there is none. */
export function SiteLogo({
  logo,
  name,
  className,
}: {
  logo: string | undefined;
  name: string;
  className: string;
}) {
  if (!logo) return <span className="truncate">{name}</span>;
  return (
    <img
      src={mediaUrl(logo)}
      alt={name}
      width={LOGO_SIZE.width}
      height={LOGO_SIZE.height}
      className={className}
      decoding="async"
    />
  );
}
