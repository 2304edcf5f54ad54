import { useRef, useState } from 'react';
import { useT } from '../../../../lib/i18n';
import { mediaUrl } from '../../../../lib/media';
import { PRODUCT_IMAGE_SIZE } from '../product-card';

/**
 * The product's pictures: a swipeable strip (scroll snap) with thumbnails that jump to each.
 * The first picture loads at once (it is the page's largest content); the others lazily.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const t = useT();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const onScroll = () => {
    const el = strip.current;
    if (!el || el.clientWidth === 0) return;
    setCurrent(Math.round(Math.abs(el.scrollLeft) / el.clientWidth));
  };
  const show = (index: number) => {
    const el = strip.current;
    setCurrent(index);
    if (!el) return;
    const dir = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollTo({ left: dir * index * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <ul
          ref={strip}
          onScroll={onScroll}
          className="flex aspect-square snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl bg-white [scrollbar-width:none]"
          aria-label={t('product.gallery')}
        >
          {images.map((image, i) => (
            <li
              key={image + i}
              className="size-full shrink-0 snap-center"
              aria-hidden={i !== current || undefined}
            >
              <img
                src={mediaUrl(image)}
                alt={
                  images.length > 1
                    ? t('product.imageOf', { name, n: i + 1, total: images.length })
                    : name
                }
                width={PRODUCT_IMAGE_SIZE}
                height={PRODUCT_IMAGE_SIZE}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding={i === 0 ? 'sync' : 'async'}
                className="size-full object-contain"
              />
            </li>
          ))}
        </ul>
        {images.length > 1 ? (
          <span
            aria-hidden="true"
            className="absolute end-3 bottom-3 rounded-full bg-stone-900/70 px-2 py-0.5 text-xs text-white"
          >
            {current + 1}/{images.length}
          </span>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {images.map((image, i) => (
            <li key={image + i} className="shrink-0">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('product.showImage', { n: i + 1, total: images.length })}
                aria-current={i === current ? 'true' : undefined}
                className={`block size-16 overflow-hidden rounded-lg border-2 bg-white ${i === current ? 'border-accent' : 'border-transparent hover:border-stone-300'}`}
              >
                <img
                  src={mediaUrl(image)}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
