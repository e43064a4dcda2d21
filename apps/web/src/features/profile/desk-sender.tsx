import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DeskTicket } from '@parvaz/domain/contracts/support';
import { formatPhoneInternational } from '@parvaz/domain/format/phone';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../lib/format/short-date';
import { useActiveCalendar, useActiveLanguage } from '../../lib/settings/use-active-settings';

/** What a case's form asked besides the text, in the order the desk reads it. */
const detailFields = ['trackingCode', 'flightNumber', 'date'] as const;

/**
 * Under a request's title at the desk: whose it is (a customer, or a visitor's name, mobile and
 * e-mail), and for a visitor's case its kind, reference, whether it is confidential and what the
 * form asked besides the text (a booking's tracking code, a flight and its day).
 */
export function DeskSender({ request }: { request: DeskTicket }) {
  const { t } = useTranslation();
  const language = useActiveLanguage();
  const calendar = useActiveCalendar();
  const { customer, details } = request;
  const isCase = request.kind !== 'support';
  const valueOf = (field: (typeof detailFields)[number], value: string) =>
    field === 'date' ? formatShortDate(value, calendar, language) : value;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2, fontSize: 14, color: 'text.secondary' }}>
      {isCase && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`cases.kind.${request.kind}`)} />
          {request.confidential && (
            <Chip size="small" color="secondary" label={t('desk.case.confidential')} />
          )}
          {request.reference && (
            <Typography component="span" sx={{ fontSize: 14 }}>
              {t('desk.case.reference')}: <bdi dir="ltr">{request.reference}</bdi>
            </Typography>
          )}
        </Box>
      )}
      <Typography sx={{ fontSize: 14 }}>
        {isCase ? t('desk.case.sender') : t('profile.customer')}:{' '}
        {customer.name && (
          <>
            <bdi>{customer.name}</bdi> ·{' '}
          </>
        )}
        <bdi dir="ltr">{formatPhoneInternational(customer.mobile)}</bdi>
        {isCase && customer.email && (
          <>
            {' '}
            · <bdi dir="ltr">{customer.email}</bdi>
          </>
        )}
      </Typography>
      {isCase && detailFields.some((field) => details[field]) && (
        <Box component="dl" sx={{ m: 0, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {detailFields.map((field) => {
            const value = details[field];
            if (!value) return null;
            return (
              <Box key={field} sx={{ display: 'flex', gap: 0.5 }}>
                <Box component="dt" sx={{ fontWeight: 700 }}>
                  {field === 'trackingCode' ? t('desk.trackingCode') : t(`desk.case.${field}`)}:
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  <bdi dir="ltr">{valueOf(field, value)}</bdi>
                </Box>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
