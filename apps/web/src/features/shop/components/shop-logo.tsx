import { mediaUrl } from '../../../lib/media';

/** Shop logos are 200 x 200; the first letter stands in when there is none. */
export function ShopLogo({
  logo,
  name,
  className = 'size-12',
}: {
  logo: string;
  name: string;
  className?: string;
}) {
  return logo ? (
    <img
      src={mediaUrl(logo)}
      alt=""
      width={200}
      height={200}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-full border border-stone-200 bg-white object-cover ${className}`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-accent-soft text-lg font-bold text-accent ${className}`}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

export function shopPath(id: number): string {
  return `/pages/shop/detail?id=${id}`;
}
