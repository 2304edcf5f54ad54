import { usePrivateMedia } from '../../hooks/use-private-media';
import { mediaUrl } from '../../lib/media';

export interface DocumentImageProps {
  /** A document path (ID image, payment certificate) as the API answers it. */
  path: string;
  alt: string;
  /** Classes of the link around the image. */
  className?: string;
  imageClassName?: string;
  /** The link's accessible name when the image's alt is empty. */
  label?: string;
}

/**
 * A private document (decision 0011) as a thumbnail linking to the full image: fetched with
 * the access token and shown through an object URL. Until it is there (or when the server
 * does not give it to this user) the box stays empty and the link points at the path itself.
 */
export function DocumentImage({ path, alt, className, imageClassName, label }: DocumentImageProps) {
  const url = usePrivateMedia(path);
  return (
    <a
      href={url ?? mediaUrl(path)}
      target="_blank"
      rel="noreferrer"
      className={className}
      aria-label={label}
    >
      {url ? (
        <img src={url} alt={alt} loading="lazy" className={imageClassName} />
      ) : (
        <span className="sr-only">{alt}</span>
      )}
    </a>
  );
}
