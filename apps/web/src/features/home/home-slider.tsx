import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { HomeSlideView } from '@parvaz/domain/contracts/home-page';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/** How long a slide stays before the next, while the slider turns by itself. */
const slideMs = 7_000;

const motionQuery = '(prefers-reduced-motion: reduce)';
const prefersReducedMotion = () => window.matchMedia(motionQuery).matches;
function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(motionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The slide's link: a path of the site through the router, an outside address in a new tab. */
function SlideLink({ slide }: { slide: HomeSlideView }) {
  const { t } = useTranslation();
  const external = /^https:/.test(slide.link);
  const label = t('home.slider.go', { title: slide.title });
  const common = { variant: 'contained', size: 'small', 'aria-label': label } as const;
  return external ? (
    <Button {...common} href={slide.link} target="_blank" rel="noopener noreferrer">
      {t('home.slider.more')}
    </Button>
  ) : (
    <Button {...common} component={Link} to={slide.link}>
      {t('home.slider.more')}
    </Button>
  );
}

/**
 * The home page's slider (an accessible carousel): previous and next, a picker of slides and a
 * pause button. It turns by itself only when the visitor has not asked for reduced motion, and
 * stops while the pointer or the focus is on it. Only the first picture loads with the page.
 */
export function HomeSlider({ slides }: { slides: readonly HomeSlideView[] }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const rtl = useTheme().direction === 'rtl';
  const [current, setCurrent] = useState(0);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, () => true);
  // The visitor's own choice wins; until they make one the slider turns unless they asked for
  // reduced motion (the server, which cannot know, renders it still).
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const playing = choice ? choice === 'play' : !reducedMotion;
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % count), slideMs);
    return () => window.clearInterval(timer);
  }, [playing, held, count]);

  if (count === 0) return null;
  const go = (index: number) => setCurrent((index + count) % count);
  const number = (n: number) => toLocalDigits(String(n), language);
  const Previous = rtl ? ChevronRightIcon : ChevronLeftIcon;
  const Next = rtl ? ChevronLeftIcon : ChevronRightIcon;

  return (
    <Box
      component="section"
      aria-roledescription={t('home.slider.carousel')}
      aria-label={t('home.slider.label')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      sx={{ mt: { xs: 4, md: 6 } }}
    >
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}>
        <Box aria-live={playing && !held ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <Box
              key={index}
              role="group"
              aria-roledescription={t('home.slider.slide')}
              aria-label={t('home.slider.position', {
                index: number(index + 1),
                count: number(count),
              })}
              hidden={index !== current}
              sx={{
                display: index === current ? 'grid' : 'none',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1.1fr 1fr' },
                minHeight: { md: 260 },
              }}
            >
              <Box
                component="img"
                src={slide.image}
                alt=""
                width={640}
                height={360}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: { xs: 160, sm: 220, md: '100%' },
                  objectFit: 'cover',
                  bgcolor: 'action.hover',
                }}
              />
              <Box
                sx={{
                  p: { xs: 2.5, md: 4 },
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'center',
                  gap: 1.5,
                  overflowWrap: 'anywhere',
                }}
              >
                <Typography component="h2" sx={{ fontSize: { xs: 20, md: 26 }, fontWeight: 800 }}>
                  {slide.title}
                </Typography>
                {slide.text && (
                  <Typography sx={{ color: 'text.secondary' }}>{slide.text}</Typography>
                )}
                <Box>
                  <SlideLink slide={slide} />
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
      {count > 1 && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            flexWrap: 'wrap',
            gap: 0.5,
            mt: 1,
          }}
        >
          <IconButton onClick={() => go(current - 1)} aria-label={t('home.slider.previous')}>
            <Previous />
          </IconButton>
          <Box role="group" aria-label={t('home.slider.pick')} sx={{ display: 'flex', gap: 0.5 }}>
            {slides.map((slide, index) => (
              <IconButton
                key={index}
                size="small"
                onClick={() => go(index)}
                aria-label={t('home.slider.show', { index: number(index + 1), title: slide.title })}
                aria-current={index === current ? 'true' : undefined}
                sx={{ p: 1.25 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: 'primary.main',
                    bgcolor: index === current ? 'primary.main' : 'transparent',
                  }}
                />
              </IconButton>
            ))}
          </Box>
          <IconButton onClick={() => go(current + 1)} aria-label={t('home.slider.next')}>
            <Next />
          </IconButton>
          <IconButton
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            aria-label={playing ? t('home.slider.pause') : t('home.slider.play')}
          >
            {playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
