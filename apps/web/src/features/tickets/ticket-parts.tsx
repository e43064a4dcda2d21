import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { TicketStatus } from '@parvaz/domain/contracts/tickets';
import { statusKey } from '@parvaz/domain/format/status-words';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const statusColor = {
  Confirmed: 'success',
  NotVerified: 'warning',
  refundRequest: 'info',
  refunded: 'default',
  refundRejected: 'error',
} as const satisfies Record<TicketStatus, string>;

/** A ticket's state, in words and colour. */
export function TicketStatusChip({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={statusColor[status]}
      variant={status === 'Confirmed' ? 'filled' : 'outlined'}
      label={t(statusKey(status))}
    />
  );
}

/** Label-and-value pairs in a grid (a description list). */
export function Facts({
  items,
  columns = 4,
}: {
  items: readonly { label: string; value: ReactNode; testId?: string }[];
  columns?: number;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: `repeat(${columns}, minmax(0, 1fr))`,
        },
        gap: 2,
        '& dt': { fontSize: 13, color: 'text.secondary' },
        '& dd': { m: 0, fontWeight: 700, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </Box>
  );
}

/** A section heading inside a page. */
export function SectionTitle({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: 18, mb: 1.5 }}>
      {children}
    </Typography>
  );
}
