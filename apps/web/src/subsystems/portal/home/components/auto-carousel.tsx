import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button, Carousel } from 'antd';
import type { CarouselRef } from 'antd/es/carousel';
import { LeftOutlined, PauseOutlined, CaretRightOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS } from '@scf/shared/schemas/content-constants';
import { useReducedMotion } from '@/lib/motion';
import styles from './auto-carousel.module.css';

interface AutoCarouselProps {
  /** The carousel's accessible name. */
  label: string;
  count: number;
  /** One slide; `active` is false while it is hidden, and then nothing in it may take focus. */
  renderSlide: (index: number, active: boolean) => ReactNode;
  className?: string;
}

/**
 * antd's Carousel turning every 5 seconds (business.md section 9), made usable by everyone (the WAI
 * carousel pattern): it stops while the pointer is over it or focus is inside it, a button pauses
 * it for good, previous / next buttons move it by keyboard, and it does not turn at all for users
 * who asked their system for reduced motion. Slides fade, so react-slick makes no hidden clones.
 */
export function AutoCarousel({ label, count, renderSlide, className }: AutoCarouselProps) {
  const { t } = useTranslation();
  const carousel = useRef<CarouselRef>(null);
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const rotating = count > 1 && !reducedMotion && !pausedByUser;
  const autoplay = rotating && !focusInside;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription={t('portal.home.carousel.roleDescription')}
      aria-label={label}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      {/* Announces a slide change only when the user moved it, not every 5 seconds. */}
      <div aria-live={autoplay ? 'off' : 'polite'}>
        <Carousel
          ref={carousel}
          effect="fade"
          autoplay={autoplay}
          autoplaySpeed={CONTENT_LIMITS.carouselMs}
          speed={reducedMotion ? 0 : 500}
          pauseOnHover
          dots={count > 1}
          beforeChange={(_from, to) => setCurrent(to)}
        >
          {Array.from({ length: count }, (_, index) => (
            <div key={index}>
              <div
                role="group"
                aria-roledescription={t('portal.home.carousel.slide')}
                aria-label={t('portal.home.carousel.position', { index: index + 1, count })}
                inert={index !== current}
              >
                {renderSlide(index, index === current)}
              </div>
            </div>
          ))}
        </Carousel>
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <Button
            size="small"
            shape="circle"
            icon={<LeftOutlined aria-hidden="true" />}
            aria-label={t('portal.home.carousel.previous')}
            onClick={() => carousel.current?.prev()}
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
            onClick={() => carousel.current?.next()}
          />
        </div>
      )}
    </section>
  );
}
