import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { RulesResponse, TicketLine } from '@parvaz/domain/contracts/tickets';
import type { RefundMode } from '@parvaz/domain/refunds/refund-rules';
import { useTranslation } from 'react-i18next';
import { modeQuote, type RefundQuote } from './refund-selection';

/** The summary asked before the refund is sent: the mode, each ticket's money, and the total. */
export function RefundConfirmDialog({
  open,
  sending,
  titleId,
  mode,
  quote,
  chosen,
  lineOf,
  rulesOf,
  money,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  sending: boolean;
  titleId: string;
  mode: RefundMode | '';
  quote: RefundQuote | null;
  chosen: readonly string[];
  lineOf: (ticketNumber: string) => TicketLine | undefined;
  rulesOf: (ticketNumber: string) => RulesResponse | undefined;
  money: (amount: number) => string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={() => !sending && onCancel()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('tickets.confirmTitle')}</DialogTitle>
      <DialogContent>
        {mode && quote && (
          <Box sx={{ display: 'grid', gap: 1.5 }}>
            <Typography>
              {t('tickets.confirmMode')}: <strong>{t(`tickets.mode.${mode}`)}</strong>
            </Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
              {chosen.map((ticketNumber) => {
                const line = lineOf(ticketNumber);
                const found = modeQuote(rulesOf(ticketNumber), mode);
                return (
                  <Box component="li" key={ticketNumber} sx={{ mb: 1 }}>
                    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                      <Box component="strong" sx={{ flex: 1 }}>
                        <bdi dir="ltr">{line?.passenger}</bdi>
                      </Box>
                      {found && <bdi>{money(found.refundAmount)}</bdi>}
                    </Box>
                    {line && (
                      <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
                        {t(`tickets.direction.${line.direction}`)}:{' '}
                        <bdi dir="ltr">
                          {line.origin} → {line.destination}
                        </bdi>{' '}
                        · <bdi dir="ltr">{line.flightNumber}</bdi> · {t('tickets.ticketNumber')}{' '}
                        <bdi dir="ltr">{ticketNumber}</bdi>
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Box>
            <Typography sx={{ fontWeight: 700, fontSize: 18 }}>
              {t('tickets.refundTotal', { amount: money(quote.amount) })}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>
              {t(`tickets.confirmSettle.${quote.settle}`)}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={sending}>
          {t('tickets.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={sending}>
          {t('tickets.confirmSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
