import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable, type TableColumn } from '../../components/responsive-table';
import type { DifferenceView, ReconciliationRow } from './reconciliation-rows';

function Verdict({ row }: { row: ReconciliationRow }) {
  return (
    <Chip
      size="small"
      color={row.clean ? 'success' : 'error'}
      variant={row.clean ? 'outlined' : 'filled'}
      label={row.verdict}
    />
  );
}

/** A day's differences, each with its reason, payment, token and both sides' amounts. */
function DifferenceList({ row }: { row: ReconciliationRow }) {
  const { t } = useTranslation();
  const line = (d: DifferenceView) => (
    <Box
      component="li"
      key={d.key}
      sx={{
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Typography>
        <Typography component="span" sx={{ fontWeight: 700, color: 'error.dark' }}>
          {d.reason}
        </Typography>
        {' · '}
        {d.movement}
        {' · '}
        {d.payment}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 0.5,
          display: 'grid',
          columnGap: 2,
          rowGap: 0.5,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, auto)' },
          justifyContent: 'start',
          fontSize: 14,
          '& dt': { color: 'text.secondary', fontSize: 13 },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <Box>
          <dt>{t('reconciliation.bankTotal')}</dt>
          <dd>
            <bdi>{d.bank}</bdi>
          </dd>
        </Box>
        <Box>
          <dt>{t('reconciliation.ledgerTotal')}</dt>
          <dd>
            <bdi>{d.ledger}</bdi>
          </dd>
        </Box>
        {d.token && (
          <Box>
            <dt>{t('reconciliation.token')}</dt>
            <dd>
              <bdi dir="ltr">{d.token}</bdi>
            </dd>
          </Box>
        )}
        {d.entries.length > 0 && (
          <Box>
            <dt>{t('reconciliation.entries')}</dt>
            <dd>
              {d.entries.map((entry) => (
                <bdi key={entry} dir="ltr" style={{ display: 'block' }}>
                  {entry}
                </bdi>
              ))}
            </dd>
          </Box>
        )}
      </Box>
      {d.otherDay && (
        <Typography sx={{ mt: 0.5, fontSize: 14, color: 'text.secondary' }}>
          {d.otherDay}
        </Typography>
      )}
    </Box>
  );
  return (
    <Box
      component="ul"
      aria-label={t('reconciliation.differencesOf', { day: row.day, currency: row.currency })}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {row.differences.map(line)}
    </Box>
  );
}

/**
 * One row per day and currency with the bank's and the ledger's totals and the verdict; a day
 * with differences lists them under its row. A table on wide screens, cards on phones.
 */
export function ReconciliationTable({ rows }: { rows: readonly ReconciliationRow[] }) {
  const { t } = useTranslation();
  const columns: TableColumn<ReconciliationRow>[] = [
    {
      label: t('reconciliation.day'),
      nowrap: true,
      cell: (row) => (
        <>
          {row.day}
          <Typography
            component="span"
            sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}
          >
            {row.ranAt}
          </Typography>
        </>
      ),
    },
    { label: t('reconciliation.provider'), cell: (row) => row.provider },
    { label: t('reconciliation.currency'), cell: (row) => row.currency },
    {
      label: t('reconciliation.bankTotal'),
      align: 'right',
      nowrap: true,
      cell: (row) => <bdi>{row.bank}</bdi>,
    },
    {
      label: t('reconciliation.ledgerTotal'),
      align: 'right',
      nowrap: true,
      cell: (row) => <bdi>{row.ledger}</bdi>,
    },
    { label: t('reconciliation.result'), cell: (row) => <Verdict row={row} /> },
  ];
  return (
    <ResponsiveTable
      items={rows}
      keyOf={(row) => row.key}
      columns={columns}
      detail={(row) => (row.clean ? null : <DifferenceList row={row} />)}
      cardHead={(row) => (
        <>
          <Typography sx={{ fontWeight: 700 }}>
            {row.day} · {row.provider} · {row.currency}
          </Typography>
          <Verdict row={row} />
        </>
      )}
      cardBody={(row) => (
        <>
          <Typography sx={{ mt: 1 }}>
            {t('reconciliation.bankTotal')}: <bdi>{row.bank}</bdi>
          </Typography>
          <Typography>
            {t('reconciliation.ledgerTotal')}: <bdi>{row.ledger}</bdi>
          </Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{row.ranAt}</Typography>
          {!row.clean && (
            <Box sx={{ mt: 1, pt: 1, borderTop: 1, borderColor: 'divider' }}>
              <DifferenceList row={row} />
            </Box>
          )}
        </>
      )}
    />
  );
}
