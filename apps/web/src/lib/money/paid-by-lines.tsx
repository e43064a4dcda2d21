import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaidBy } from '@parvaz/domain/contracts/money';
import { formatMoney } from '@parvaz/domain/format/money';
import type { Language } from '@parvaz/domain/languages';
import { useTranslation } from 'react-i18next';

/**
 * How a purchase paid from the wallet and a card was paid, one line per source under its
 * amount: "Paid from your wallet: 1,000,000 IRR", "By card: 37,230,000 IRR". Nothing for a
 * purchase one source paid.
 */
export function PaidByLines({ paidBy, language }: { paidBy?: PaidBy; language: Language }) {
  const { t } = useTranslation();
  if (!paidBy) return null;
  // Isolated, so an amount's digits keep their order inside a right-to-left sentence.
  const amount = (value: number) =>
    `\u2068${formatMoney({ amount: value, currency: paidBy.currency }, language)}\u2069`;
  return (
    <Box data-testid="paid-by" sx={{ fontSize: 14, color: 'text.secondary' }}>
      <Typography data-testid="paid-wallet" sx={{ fontSize: 'inherit' }}>
        {t('charge.paidFromWallet', { amount: amount(paidBy.wallet) })}
      </Typography>
      <Typography data-testid="paid-card" sx={{ fontSize: 'inherit' }}>
        {t('charge.paidByCard', { amount: amount(paidBy.card) })}
      </Typography>
    </Box>
  );
}
