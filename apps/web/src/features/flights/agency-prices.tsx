import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { partyFees } from '@parvaz/domain/flights/pricing';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Agency = FlightResult['agencies'][number];

/**
 * An agency's prices: one passenger of each type (its fee included), then the party's fares, the
 * agency's service fee with a word on what it is, and the final price. Label over amount in cells
 * that wrap, so every figure, the final price too, is on a 390 px screen without scrolling.
 */
export function AgencyPrices({
  agency,
  money,
}: {
  agency: Agency;
  /** The card's own money format (the flight's currency, the page's language). */
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const feeHelpId = useId();
  const cell = (label: string, value: string, strong = false, describedBy?: string) => (
    <Box key={label} sx={{ minWidth: 0 }}>
      <Box component="dt" sx={{ fontSize: 12, color: 'text.secondary' }}>
        {label}
      </Box>
      <Box
        component="dd"
        aria-describedby={describedBy}
        sx={{ m: 0, fontSize: strong ? 16 : 14, fontWeight: strong ? 800 : 500 }}
      >
        {value}
      </Box>
    </Box>
  );
  const grid = {
    display: 'grid',
    gap: 1.5,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr))',
    m: 0,
  } as const;
  return (
    <Box
      role="group"
      aria-label={t('results.fees', { agency: agency.name })}
      data-testid="agency-prices"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography sx={{ fontSize: 12, fontWeight: 700, mb: 0.5 }}>
          {t('results.perPassenger')}
        </Typography>
        <Box component="dl" sx={grid}>
          {cell(t('search.adult'), money(agency.fee.adult))}
          {cell(t('search.child'), money(agency.fee.child))}
          {cell(t('search.infant'), money(agency.fee.infant))}
        </Box>
      </Box>
      <Box component="dl" sx={{ ...grid, borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
        {cell(t('results.faresTotal'), money(agency.fee.total))}
        {cell(t('results.agencyFee'), money(partyFees(agency.fee)), false, feeHelpId)}
        {cell(t('results.final'), money(agency.fee.final), true)}
      </Box>
      <Typography id={feeHelpId} sx={{ fontSize: 12, color: 'text.secondary' }}>
        {t('results.agencyFeeHelp', { agency: agency.name })}
      </Typography>
    </Box>
  );
}
