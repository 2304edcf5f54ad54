import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { ChevronIcon } from './icons';
import { SmartLink } from './smart-link';

export interface Slide {
  key: string | number;
  image: string;
  alt: string;
  href?: string;
}

export interface CarouselProps {
  slides: readonly Slide[];
  label: string;
  labels: { previous: string; next: string; goTo: (n: number) => string };
  intervalMs?: number;
  className?: string;
  /** The slides' pixel size: the attributes reserve the space; the picture is never cropped. */
  imageWidth?: number;
  imageHeight?: number;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** A simple slide show: arrows, dots, auto-advance that pauses on hover and focus. */
export function Carousel({
  slides,
  label,
  labels,
  intervalMs = 5000,
  className = '',
  imageWidth,
  imageHeight,
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // Only the first picture loads with the page (it is its largest content); the others a moment
  // later, or as soon as the visitor moves the slides.
  const [restReady, setRestReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setRestReady(true), Math.min(intervalMs / 2, 2500));
    return () => clearTimeout(timer);
  }, [intervalMs]);
  const count = slides.length;
  const current = count ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || prefersReducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [count, paused, intervalMs]);

  const go = (next: number) => {
    setRestReady(true);
    setIndex((next + count) % count);
  };
  // Swipe on touch screens: a horizontal move of 40 px or more turns the slide.
  const touchX = useRef<number | null>(null);
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchX.current;
    const end = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < 40 || count < 2) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    go(current + (end < start !== rtl ? 1 : -1));
  };
  const arrow =
    'absolute top-1/2 hidden -translate-y-1/2 rounded-full bg-white/85 p-2 text-stone-900 shadow hover:bg-white md:block';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={`relative overflow-hidden rounded-xl bg-stone-200 ${className}`}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div
        className="flex h-full transition-transform duration-500 motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {slides.map((slide, i) => {
          const image =
            i > 0 && !restReady ? null : (
              <img
                src={slide.image}
                alt={slide.alt}
                width={imageWidth}
                height={imageHeight}
                className="size-full object-contain"
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'low'}
                decoding={i === 0 ? 'auto' : 'async'}
              />
            );
          return (
            <div
              key={slide.key}
              className="size-full shrink-0"
              aria-hidden={i !== current}
              inert={i !== current}
            >
              {slide.href ? (
                <SmartLink href={slide.href} className="block size-full">
                  {image}
                </SmartLink>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${arrow} start-2 rotate-180`}
            onClick={() => go(current - 1)}
            aria-label={labels.previous}
          >
            <ChevronIcon className="size-5" />
          </button>
          <button
            type="button"
            className={`${arrow} end-2`}
            onClick={() => go(current + 1)}
            aria-label={labels.next}
          >
            <ChevronIcon className="size-5" />
          </button>
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                onClick={() => go(i)}
                aria-label={labels.goTo(i + 1)}
                aria-current={i === current ? 'true' : undefined}
                className="grid size-6 place-items-center"
              >
                <span
                  className={`block h-2 rounded-full ${i === current ? 'w-5 bg-white' : 'w-2 bg-white/60'}`}
                />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
