import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cabinClasses } from '@parvaz/domain/flights/cabin-classes';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { fareClassRules } from '@parvaz/domain/refunds/fare-rules';
import { refundableDelayMinutes, refundModes } from '@parvaz/domain/refunds/refund-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useActiveLanguage } from '../../lib/settings/use-active-settings';
import { PageContainer } from '../../components/page-container';
import { PenaltyTable } from '../../components/penalty-table';
import { SectionTitle } from './ticket-parts';

/**
 * /flightPrivacy: the refund rules the fares are sold with (the domain's fare classes, the same
 * table the inventory's offers carry) and the four ways a ticket is refunded.
 */
export function FlightRulesPage() {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const modesId = useId();
  const hours = toLocalDigits(String(refundableDelayMinutes / 60), language);
  return (
    <PageContainer narrow>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800, mb: 1 }}>
        {t('page.flightPrivacy')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('tickets.rulesIntro')}</Typography>

      <Box component="section" aria-labelledby={modesId} sx={{ mb: 4 }}>
        <SectionTitle id={modesId}>{t('tickets.modesTitle')}</SectionTitle>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {refundModes.map((mode) => (
            <Paper key={mode} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
              <Typography component="dt" sx={{ fontWeight: 700 }}>
                {t(`tickets.mode.${mode}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: 14, color: 'text.secondary' }}>
                {t(`tickets.modeRule.${mode}`, { hours })}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>

      {cabinClasses.map((cabin) => {
        const classes = fareClassRules.filter((c) => c.cabin === cabin);
        if (classes.length === 0) return null;
        return (
          <Box
            component="section"
            key={cabin}
            aria-labelledby={`${modesId}-${cabin}`}
            sx={{ mb: 4 }}
          >
            <SectionTitle id={`${modesId}-${cabin}`}>
              {t('tickets.cabinRules', { cabin: t(`tickets.cabinClass.${cabin}`) })}
            </SectionTitle>
            <Box sx={{ display: 'grid', gap: 2 }}>
              {classes.map((c) => (
                <Paper
                  key={c.code}
                  variant="outlined"
                  data-testid="fare-class-rules"
                  sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2, overflowX: 'auto' }}
                >
                  <PenaltyTable
                    rules={c.refundRules}
                    language={language}
                    caption={t('tickets.fareClass', { code: c.code })}
                  />
                </Paper>
              ))}
            </Box>
          </Box>
        );
      })}

      <Paper
        variant="outlined"
        sx={{
          p: 2,
          borderRadius: 2,
          display: 'flex',
          gap: 2,
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Typography sx={{ flex: 1, minWidth: 200 }}>{t('tickets.rulesRefundHint')}</Typography>
        <Button component={RouterLink} to="/refund" variant="contained">
          {t('page.refund')}
        </Button>
      </Paper>
    </PageContainer>
  );
}
