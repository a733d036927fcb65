import { useEffect, useRef, useState } from 'react';
import type { PointerEvent, ReactNode } from 'react';
import { Button } from 'antd';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@scf/shared/schemas/content-constants';
import { useHydrated } from '@/first-screen/use-hydrated';
import { useReducedMotionShown } from '@/lib/motion';
import styles from './auto-carousel.module.css';

interface AutoCarouselProps {
  /** The carousel's accessible name. */
  label: string;
  count: number;
  /**
   * One slide; `active` is false while it is hidden, and then nothing in it may take focus. Called
   * only for the slides shown so far and the next one, so that pictures nobody sees yet are not
   * fetched with the page.
   */
  renderSlide: (index: number, active: boolean) => ReactNode;
  className?: string;
}

/** How far a finger must travel sideways before the slide changes, in CSS pixels. */
const SWIPE_PX = 40;

/**
 * A carousel turning every 5 seconds (business.md section 9), made usable by everyone (the WAI
 * carousel pattern): it stops while the pointer is over it or focus is inside it, a button pauses
 * it for good, previous / next buttons and one button per slide move it by keyboard, a finger moves
 * it by swiping, and it does not turn at all for users who asked their system for reduced motion.
 *
 * The slides lie on top of each other in one grid cell and the current one fades in, so nothing is
 * measured: antd's Carousel (react-slick) read every slide's width on each render, forced layouts
 * that were the home page's largest single cost in start-up (docs/decisions.md).
 */
export function AutoCarousel({ label, count, renderSlide, className }: AutoCarouselProps) {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotionShown();
  const [selected, setSelected] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [hovered, setHovered] = useState(false);
  const swipeStart = useRef<number | null>(null);
  // The rows may shrink under a shown slide (a refetch); the first one is shown then.
  const current = selected < count ? selected : 0;
  const [reached, setReached] = useState<ReadonlySet<number>>(() => new Set([current]));
  if (!reached.has(current)) setReached(new Set(reached).add(current));
  // The next slide's picture comes once the page is the scripts' (not in the server's markup, nor
  // while the browser takes it over), so that it is there when the slide fades in.
  const upcoming = useHydrated() ? (current + 1) % count : current;
  const rotating = count > 1 && !reducedMotion && !pausedByUser;
  const autoplay = rotating && !focusInside;

  const show = (index: number) => setSelected(((index % count) + count) % count);

  useEffect(() => {
    if (!autoplay || hovered) return;
    const timer = window.setTimeout(
      () => setSelected((index) => (index + 1) % count),
      CONTENT_LIMITS.carouselMs,
    );
    return () => window.clearTimeout(timer);
  }, [autoplay, hovered, current, count]);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.pointerType === 'touch' ? event.clientX : null;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null || count < 2) return;
    const travel = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(travel) >= SWIPE_PX) show(current + (travel < 0 ? 1 : -1));
  };

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t('portal.home.carousel.roleDescription')}
      aria-label={label}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
    >
      {/* Announces a slide change only when the user moved it, not every 5 seconds. */}
      <div
        className={styles.slides}
        aria-live={autoplay ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {Array.from({ length: count }, (_, index) => (
          <div
            key={index}
            className={styles.slide}
            data-current={index === current}
            role="group"
            aria-roledescription={t('portal.home.carousel.slide')}
            aria-label={t('portal.home.carousel.position', { index: index + 1, count })}
            // inert keeps focus out; aria-hidden also hides the slide fading out from tools that
            // read the page's roles without knowing inert.
            inert={index !== current}
            aria-hidden={index !== current || undefined}
          >
            {reached.has(index) || index === upcoming ? renderSlide(index, index === current) : null}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <ul className={styles.dots}>
            {Array.from({ length: count }, (_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={t('portal.home.carousel.show', { index: index + 1 })}
                  aria-current={index === current}
                  onClick={() => show(index)}
                />
              </li>
            ))}
          </ul>
          <div className={styles.controls}>
            <Button
              size="small"
              shape="circle"
              icon={<LeftOutlined aria-hidden="true" />}
              aria-label={t('portal.home.carousel.previous')}
              onClick={() => show(current - 1)}
            />
            {!reducedMotion && (
              <Button
                size="small"
                shape="circle"
                icon={
                  pausedByUser ? (
                    <CaretRightOutlined aria-hidden="true" />
                  ) : (
                    <PauseOutlined aria-hidden="true" />
                  )
                }
                aria-label={t(pausedByUser ? 'portal.home.carousel.play' : 'portal.home.carousel.pause')}
                onClick={() => setPausedByUser((paused) => !paused)}
              />
            )}
            <Button
              size="small"
              shape="circle"
              icon={<RightOutlined aria-hidden="true" />}
              aria-label={t('portal.home.carousel.next')}
              onClick={() => show(current + 1)}
            />
          </div>
        </>
      )}
    </section>
  );
}
