import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BooksCard, BooksLine } from './books-view';

/** "The books balance", or each fault in red: the first thing an operator reads of a currency. */
function Headline({ card }: { card: BooksCard }) {
  return (
    <Alert
      severity={card.balanced ? 'success' : 'error'}
      variant={card.balanced ? 'outlined' : 'standard'}
      // A fault is announced when the page shows it; good news is only there to be read.
      role={card.balanced ? 'status' : 'alert'}
      sx={{ mb: 2, fontWeight: 700, fontSize: 16 }}
    >
      {card.verdicts.map((verdict) => (
        <Box key={verdict} component="span" sx={{ display: 'block' }}>
          {verdict}
        </Box>
      ))}
    </Alert>
  );
}

function KindName({ line }: { line: BooksLine }) {
  return (
    <>
      <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
        {line.name}
      </Typography>
      <Typography component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
        {line.meaning}
      </Typography>
    </>
  );
}

const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** Wide screens: one table row per kind, the totals of both sides at its foot. */
function BooksTable({ card }: { card: BooksCard }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: { xs: 'none', md: 'block' }, overflowX: 'auto' }}>
      <Table size="small" aria-label={t('books.tableOf', { currency: card.title })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('books.account')}</TableCell>
            <TableCell>{t('books.normalSide')}</TableCell>
            <TableCell align="right">{t('books.debits')}</TableCell>
            <TableCell align="right">{t('books.credits')}</TableCell>
            <TableCell align="right">{t('books.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {card.lines.map((line) => (
            <TableRow key={line.kind}>
              <TableCell>
                <KindName line={line} />
              </TableCell>
              <TableCell>{line.normalSide}</TableCell>
              <TableCell align="right" sx={figure}>
                <bdi>{line.debits}</bdi>
              </TableCell>
              <TableCell align="right" sx={figure}>
                <bdi>{line.credits}</bdi>
              </TableCell>
              <TableCell align="right" sx={{ ...figure, fontWeight: 700 }}>
                <bdi>{line.balance}</bdi>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& > td': { color: 'text.primary', fontWeight: 700, fontSize: 14 } }}>
            <TableCell colSpan={2}>{t('books.total')}</TableCell>
            <TableCell align="right" sx={figure}>
              <bdi>{card.totalDebits}</bdi>
            </TableCell>
            <TableCell align="right" sx={figure}>
              <bdi>{card.totalCredits}</bdi>
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** Phones: each kind a short block, its figures one to a line, label at the start, value at the end. */
function BooksList({ card }: { card: BooksCard }) {
  const { t } = useTranslation();
  const pair = (label: string, value: string, strong = false) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
      <dt>{label}</dt>
      <Box component="dd" sx={strong ? { fontWeight: 700 } : undefined}>
        <bdi>{value}</bdi>
      </Box>
    </Box>
  );
  const figures = {
    m: 0,
    mt: 0.75,
    display: 'grid',
    rowGap: 0.25,
    '& dt': { color: 'text.secondary', fontSize: 13 },
    '& dd': { m: 0, fontSize: 14, textAlign: 'end', ...figure },
  } as const;
  return (
    <Box
      component="ul"
      aria-label={t('books.tableOf', { currency: card.title })}
      sx={{ display: { xs: 'block', md: 'none' }, listStyle: 'none', p: 0, m: 0 }}
    >
      {card.lines.map((line) => (
        <Box
          component="li"
          key={line.kind}
          sx={{
            py: 1.25,
            borderTop: 1,
            borderColor: 'divider',
            '&:first-of-type': { borderTop: 0 },
          }}
        >
          <KindName line={line} />
          <Box component="dl" sx={figures}>
            {pair(t('books.debits'), line.debits)}
            {pair(t('books.credits'), line.credits)}
            {pair(`${t('books.balance')} (${line.normalSide})`, line.balance, true)}
          </Box>
        </Box>
      ))}
      <Box component="li" sx={{ pt: 1.25, borderTop: 2, borderColor: 'divider' }}>
        <Typography sx={{ fontWeight: 700 }}>{t('books.total')}</Typography>
        <Box component="dl" sx={figures}>
          {pair(t('books.debits'), card.totalDebits, true)}
          {pair(t('books.credits'), card.totalCredits, true)}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The trial balance, one card per currency: the headline, then every kind of account that has
 * postings with its debits, credits and balance. A table on wide screens, a list on phones.
 */
export function BooksCards({ cards }: { cards: readonly BooksCard[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {cards.map((card) => (
        <Paper
          key={card.currency}
          component="section"
          variant="outlined"
          aria-labelledby={`books-${card.currency}`}
          sx={{ p: { xs: 1.5, md: 2 }, borderRadius: 2 }}
        >
          <Typography
            id={`books-${card.currency}`}
            component="h2"
            variant="h6"
            sx={{ fontWeight: 700, mb: 1.5 }}
          >
            {card.title}
          </Typography>
          <Headline card={card} />
          <BooksTable card={card} />
          <BooksList card={card} />
        </Paper>
      ))}
    </Box>
  );
}
