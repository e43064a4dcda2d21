import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FlightResult } from '@parvaz/domain/contracts/flight-search';
import { toLocalDigits } from '@parvaz/domain/format/digits';
import { formatDuration } from '@parvaz/domain/format/duration';
import type { Language } from '@parvaz/domain/languages';
import { useId, useState } from 'react';
import { LtrText } from '../../components/ltr-text';
import { PenaltyTable } from '../../components/penalty-table';
import { AgencyPrices } from './agency-prices';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bandOf, localClock, localDate } from './flight-filters';
import { useMoney } from '../../lib/money/use-money';

type Agency = FlightResult['agencies'][number];

function Endpoint({
  time,
  code,
  name,
  language,
  align,
}: {
  time: string;
  code: string;
  name: string;
  language: Language;
  align: 'start' | 'end';
}) {
  return (
    <Box sx={{ textAlign: align, minWidth: 72 }}>
      <Typography sx={{ fontSize: 24, fontWeight: 700, lineHeight: 1.2 }}>
        {toLocalDigits(localClock(time), language)}
      </Typography>
      <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
        {name} <LtrText>({code})</LtrText>
      </Typography>
    </Box>
  );
}

function AgencyDetails({
  agency,
  flight,
  language,
  selectHref,
  selectLabel,
}: {
  agency: Agency;
  flight: FlightResult;
  language: Language;
  selectHref: string;
  selectLabel: string;
}) {
  const { t } = useTranslation();
  const display = useMoney();
  // Priced by the server in the currency asked for: written as answered.
  const money = (amount: number) => display.show({ amount, currency: flight.price.currency });
  const n = (value: number) => toLocalDigits(String(value), language);
  return (
    <Box
      component="section"
      aria-label={agency.name}
      data-testid="agency"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
        {agency.logo && (
          <Box
            component="img"
            src={agency.logo}
            alt=""
            sx={{ width: 32, height: 32, objectFit: 'contain' }}
          />
        )}
        <Typography component="h4" sx={{ fontWeight: 700, flex: 1 }}>
          {agency.name}
        </Typography>
        <Chip size="small" label={`${t('results.class')}: ${agency.class}`} />
        <Chip size="small" label={`${t('results.priceClass')}: ${agency.priceClass}`} />
        <Chip size="small" label={t('results.baggageKg', { kg: n(agency.baggage) })} />
        <Button variant="contained" size="small" component={Link} to={selectHref}>
          {selectLabel}
        </Button>
      </Box>
      <AgencyPrices agency={agency} money={money} />
      <Box sx={{ overflowX: 'auto', mt: 1.5 }}>
        <PenaltyTable
          rules={agency.refundRules}
          language={language}
          caption={t('results.refundRulesOf', { agency: agency.name })}
        />
      </Box>
    </Box>
  );
}

export function FlightCard({
  flight,
  language,
  selectLabel,
  selectHref,
  onAlert,
}: {
  flight: FlightResult;
  language: Language;
  selectLabel: string;
  /** Where choosing the flight at an agency leads (a link: it works before the page wakes). */
  selectHref: (flight: FlightResult, agencyId: number) => string;
  onAlert: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const display = useMoney();
  const n = (value: number) => toLocalDigits(String(value), language);
  const fare = display.show({ amount: flight.price.adult, currency: flight.price.currency });
  const cheapestAgency = [...flight.agencies].sort((a, b) => a.fee.final - b.fee.final)[0];
  const nextDay = localDate(flight.arrivalTime) > localDate(flight.departureTime);

  return (
    <Paper
      component="article"
      variant="outlined"
      data-testid="flight-card"
      data-price={flight.price.adult}
      data-band={bandOf(flight)}
      data-airline={flight.airline.code}
      aria-label={`${flight.airline.name} ${flight.flightNumber}`}
      sx={{ borderRadius: 2, overflow: 'hidden' }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          p: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '180px minmax(0, 1fr) 180px' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <Box
            component="img"
            src={flight.airline.logo}
            alt=""
            sx={{ width: 40, height: 40, objectFit: 'contain' }}
          />
          <Box>
            <Typography sx={{ fontWeight: 700 }} data-testid="airline-name">
              {flight.airline.name}
            </Typography>
            <Typography sx={{ fontSize: 13, color: 'text.secondary' }} data-testid="flight-codes">
              <LtrText>
                {flight.flightNumber} · {flight.aircraft}
              </LtrText>
            </Typography>
          </Box>
        </Box>
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'space-between' }}
        >
          <Endpoint
            time={flight.departureTime}
            code={flight.origin.airport}
            name={flight.origin.cityName}
            language={language}
            align="start"
          />
          <Box sx={{ flex: 1, textAlign: 'center', color: 'text.secondary', fontSize: 13 }}>
            <div>{formatDuration(flight.duration, language)}</div>
            <Box sx={{ borderTop: 2, borderColor: 'divider', borderStyle: 'dashed', my: 0.5 }} />
            {nextDay && <div>{t('results.nextDay')}</div>}
          </Box>
          <Endpoint
            time={flight.arrivalTime}
            code={flight.destination.airport}
            name={flight.destination.cityName}
            language={language}
            align="end"
          />
        </Box>
        <Box sx={{ textAlign: { xs: 'start', md: 'end' } }}>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>
            {t('results.perAdult')}
          </Typography>
          <Typography
            sx={{ fontWeight: 800, fontSize: 20, color: 'success.dark' }}
            data-testid="fare"
          >
            {fare}
          </Typography>
          {cheapestAgency && (
            <Button
              variant="contained"
              fullWidth
              sx={{ mt: 1 }}
              component={Link}
              to={selectHref(flight, cheapestAgency.id)}
            >
              {selectLabel}
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5, alignItems: 'center' }}>
        <Chip size="small" label={t(`results.cabin.${flight.cabinClass}`)} />
        <Chip size="small" label={t('results.baggageKg', { kg: n(flight.baggage) })} />
        <Chip
          size="small"
          color={flight.seatsLeft <= 5 ? 'warning' : 'default'}
          label={t('results.seatsLeft', { n: n(flight.seatsLeft) })}
        />
        {flight.status === 'delayed' && (
          <Chip size="small" color="warning" label={t('results.delayed')} />
        )}
        <Box sx={{ flex: 1 }} />
        <Button size="small" onClick={onAlert}>
          {t('results.priceAlert')}
        </Button>
        <Button
          size="small"
          aria-expanded={open}
          aria-controls={detailsId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          onClick={() => setOpen((value) => !value)}
        >
          {t('results.details')}
        </Button>
      </Box>
      <Collapse in={open} unmountOnExit>
        <Divider />
        <Box
          id={detailsId}
          sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
        >
          {flight.status === 'delayed' && (
            <Alert severity="warning">
              {t('results.delayedText', {
                scheduled: toLocalDigits(localClock(flight.scheduledDepartureTime), language),
                time: toLocalDigits(localClock(flight.departureTime), language),
              })}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', fontSize: 14 }}>
            <span>
              {t('results.departureTerminal')}: {flight.origin.airportName} —{' '}
              {flight.origin.terminal ?? '—'}
            </span>
            <span>
              {t('results.arrivalTerminal')}: {flight.destination.airportName} —{' '}
              {flight.destination.terminal ?? '—'}
            </span>
            <span>
              {t('results.aircraft')}: <LtrText>{flight.aircraft}</LtrText>
            </span>
            <span>
              {t('results.priceClass')}: {flight.priceClass}
            </span>
          </Box>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {t('results.agencies')}
          </Typography>
          {flight.agencies.map((agency) => (
            <AgencyDetails
              key={agency.id}
              agency={agency}
              flight={flight}
              language={language}
              selectLabel={selectLabel}
              selectHref={selectHref(flight, agency.id)}
            />
          ))}
        </Box>
      </Collapse>
    </Paper>
  );
}
