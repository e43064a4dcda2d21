import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CaseForm } from './case-form';

/**
 * The contact form under /contactUs's text (loaded as a part of its own): a message to the
 * brand's support that becomes a case with a reference, and the ways to a complaint or a safety
 * report and to a case sent before.
 */
export default function ContactForm() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 3 }, borderRadius: 2, mt: 4 }}
    >
      <Typography id={titleId} component="h2" sx={{ fontSize: 22, fontWeight: 800 }}>
        {t('cases.contact.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 0.5, mb: 2.5 }}>
        {t('cases.contact.intro')}
      </Typography>
      <CaseForm kind="contact" labelledBy={titleId} />
      <Box
        component="ul"
        sx={{ m: 0, mt: 3, ps: 2.5, display: 'grid', gap: 0.5, color: 'text.secondary' }}
      >
        <li>
          <Box component={Link} to="/report" sx={{ color: 'primary.dark' }}>
            {t('cases.links.report')}
          </Box>
        </li>
        <li>
          <Box component={Link} to="/case" sx={{ color: 'primary.dark' }}>
            {t('cases.links.case')}
          </Box>
        </li>
      </Box>
    </Paper>
  );
}
