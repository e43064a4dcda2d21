import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { BookingView } from '@parvaz/domain/contracts/booking';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatMoney, type Currency } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { statusKey } from '@parvaz/domain/format/status-words';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type BookedService = BookingView['services'][number];

const statusColor = { requested: 'warning', confirmed: 'success', refused: 'error' } as const;

/**
 * The booking's extra services, each with its state: requested (waiting for its payment),
 * confirmed, or refused (the money goes back). Each shows what it was charged (`charge`, in the
 * currency it was shown and paid in), else its amount in the booking's `currency`.
 */
export function ServiceStatusList({
  services,
  currency,
  language,
}: {
  services: BookingView['services'];
  currency: Currency;
  language: Language;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  /** Kilograms for baggage and cargo, a count for the rest. */
  const quantityText = (service: BookedService) => {
    const n = toLocalDigits(String(service.quantity), language);
    return service.code === 'XBAG' || service.code === 'CARGO'
      ? t('ssr.quantityKg', { n })
      : t('ssr.quantityEach', { n });
  };
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 2 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
        {t('ssr.currentTitle')}
      </Typography>
      {services.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('ssr.currentNone')}</Typography>
      ) : (
        <Box component="ul" data-testid="ssr-services" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {services.map((service, index) => (
            <Box
              component="li"
              key={index}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1,
                py: 1.25,
                borderBottom: index < services.length - 1 ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ flex: 1, minWidth: 140 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {t(`booking.service.${service.code}`)}{' '}
                  <Typography component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
                    {quantityText(service)}
                  </Typography>
                </Typography>
                <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                  {service.amount === 0
                    ? t('booking.free')
                    : formatMoney(service.charge ?? { amount: service.amount, currency }, language)}
                </Typography>
              </Box>
              <Chip
                size="small"
                color={statusColor[service.status]}
                label={t(statusKey(service.status))}
              />
            </Box>
          ))}
        </Box>
      )}
      <Typography sx={{ fontSize: 12, color: 'text.secondary', mt: 1.5 }}>
        {t('ssr.statusHint', {
          requested: t(statusKey('requested')),
          confirmed: t(statusKey('confirmed')),
          refused: t(statusKey('refused')),
        })}
      </Typography>
    </Paper>
  );
}
