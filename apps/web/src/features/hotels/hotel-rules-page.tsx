import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { payWindowMs } from '@parvaz/domain/booking/hold';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { stayLimits } from '@parvaz/domain/hotels/stay';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';

/** The rules every hotel stay is sold under, section by section; the figures come from the domain. */
const sections = ['cancellation', 'checkIn', 'children', 'pets', 'payment', 'changes'] as const;

/**
 * /hotelPrivacy: the rules a guest agrees to when booking a stay — cancellation by each rate's
 * terms in the hotel's time, check-in age and identity, children, pets, payment and changes.
 */
export function HotelRulesPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const baseId = useId();
  const figures = {
    minutes: toLocalDigits(String(payWindowMs / 60_000), language),
    children: toLocalDigits(String(stayLimits.childrenPerRoom.max), language),
    childAge: toLocalDigits(String(stayLimits.childAge.max), language),
    nights: toLocalDigits(String(stayLimits.maxNights), language),
    rooms: toLocalDigits(String(stayLimits.maxRooms), language),
  };
  return (
    <PageContainer narrow>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 1 }}>
        {t('page.hotelPrivacy')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('hotelRules.intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {sections.map((section) => (
          <Paper
            key={section}
            component="section"
            variant="outlined"
            aria-labelledby={`${baseId}-${section}`}
            sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
          >
            <Typography
              id={`${baseId}-${section}`}
              component="h2"
              sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}
            >
              {t(`hotelRules.${section}.title`)}
            </Typography>
            <Box component="ul" sx={{ m: 0, ps: 3, display: 'grid', gap: 0.75 }}>
              {[1, 2, 3].map((n) => {
                const key = `hotelRules.${section}.${n}`;
                const text = t(key, figures);
                return text === key ? null : (
                  <Typography component="li" key={n} sx={{ fontSize: 15, lineHeight: 1.8 }}>
                    {text}
                  </Typography>
                );
              })}
            </Box>
          </Paper>
        ))}
      </Box>
    </PageContainer>
  );
}
