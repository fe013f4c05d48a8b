import type { EmblaOptionsType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { Children, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ChevronLeft, ChevronRight } from './icons';
import styles from './Carousel.module.css';

interface Props {
  children: ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  options?: EmblaOptionsType;
  /** Advance every N ms; paused on hover/focus and off for people who prefer reduced motion. */
  autoplayMs?: number;
  arrows?: boolean;
  dots?: boolean;
  /** Sets each slide's width (flex-basis); the caller decides how many show per view. */
  slideClassName?: string;
  className?: string;
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

export function Carousel({
  children,
  label,
  options,
  autoplayMs,
  arrows = false,
  dots = true,
  slideClassName = '',
  className = '',
}: Props) {
  const { t } = useTranslation();
  // Plugins must keep their identity across renders or embla re-initialises on every render.
  const plugins = useMemo(
    () =>
      autoplayMs && !prefersReducedMotion()
        ? [Autoplay({ delay: autoplayMs, stopOnInteraction: false, stopOnMouseEnter: true })]
        : [],
    [autoplayMs],
  );
  const [viewportRef, embla] = useEmblaCarousel(options, plugins);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [selected, setSelected] = useState(0);

  const sync = useCallback(() => {
    if (!embla) return;
    setSnaps(embla.scrollSnapList());
    setSelected(embla.selectedScrollSnap());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const slides = Children.toArray(children);

  return (
    <section className={`${styles.root} ${className}`} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, i) => (
            <div
              key={i}
              className={`${styles.slide} ${slideClassName}`}
              role="group"
              aria-roledescription="slide"
              aria-label={t('carousel.slideOf', { n: i + 1, total: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows && slides.length > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            onClick={() => embla?.scrollPrev()}
            aria-label={t('carousel.previous')}
          >
            <ChevronLeft />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => embla?.scrollNext()}
            aria-label={t('carousel.next')}
          >
            <ChevronRight />
          </button>
        </>
      )}
      {/* Until embla has measured the slides (and in the server's HTML) the dots' row keeps its
          place, so the content below does not move down when they appear. */}
      {dots && snaps.length === 0 && slides.length > 1 && (
        <div className={`${styles.dots} ${styles.dotsPending}`} aria-hidden="true" />
      )}
      {dots && snaps.length > 1 && (
        <div className={styles.dots}>
          {snaps.map((_, i) => (
            <button
              key={i}
              type="button"
              className={`${styles.dot} ${i === selected ? styles.dotActive : ''}`}
              aria-label={t('carousel.goTo', { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
