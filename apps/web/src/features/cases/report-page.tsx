import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CaseForm } from './case-form';
import { CasePage } from './case-page';

const reportKinds = ['complaint', 'safety'] as const;
type ReportKind = (typeof reportKinds)[number];

/** The report the address asks for (`?kind=safety`); a complaint otherwise. */
function kindOf(value: string | null): ReportKind {
  return reportKinds.find((kind) => kind === value) ?? 'complaint';
}

/**
 * /report: a complaint (about a booking or not) or a safety report (a flight and its day, and
 * confidential if the sender asks), each becoming a case with a reference the sender follows up
 * on /case. The two forms are two addresses, chosen by a pair of links above the form.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const titleId = useId();
  const formTitleId = useId();
  return (
    <CasePage
      title={t('page.report')}
      description={t('cases.report.description')}
      titleId={titleId}
    >
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('cases.report.intro')}</Typography>
      <Box
        component="nav"
        aria-labelledby={titleId}
        sx={{ display: 'flex', gap: 1, mb: 3, flexWrap: 'wrap' }}
      >
        {reportKinds.map((option) => (
          <Box
            key={option}
            component={Link}
            to={option === 'complaint' ? '/report' : `/report?kind=${option}`}
            aria-current={option === kind ? 'page' : undefined}
            replace
            sx={{
              px: 2.5,
              py: 1,
              borderRadius: 99,
              border: 1,
              borderColor: option === kind ? 'primary.dark' : 'divider',
              bgcolor: option === kind ? 'primary.dark' : 'background.paper',
              color: option === kind ? 'primary.contrastText' : 'text.primary',
              fontWeight: 700,
              textDecoration: 'none',
              '&:hover': { borderColor: 'primary.dark' },
            }}
          >
            {t(`cases.kind.${option}`)}
          </Box>
        ))}
      </Box>
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby={formTitleId}
        sx={{ p: { xs: 2, md: 3 }, borderRadius: 2 }}
      >
        <Typography id={formTitleId} component="h2" sx={{ fontSize: 22, fontWeight: 800 }}>
          {t(`cases.report.${kind}Title`)}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
          {t(`cases.report.${kind}Intro`)}
        </Typography>
        <CaseForm key={kind} kind={kind} labelledBy={formTitleId} />
      </Paper>
      <Typography sx={{ mt: 3, color: 'text.secondary' }}>
        {t('cases.report.followUp')}{' '}
        <Box component={Link} to="/case" sx={{ color: 'primary.dark' }}>
          {t('cases.links.case')}
        </Box>
      </Typography>
    </CasePage>
  );
}
