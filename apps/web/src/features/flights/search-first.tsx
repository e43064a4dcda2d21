import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../components/page-container';
import { SearchBox } from './search-box';
import type { SearchErrors } from './search-errors';
import type { FlightSearch } from './search-params';

/**
 * `/flights` without a whole, valid search in its address: the search box, with what it names
 * and what that breaks beside its fields (a search sent before its page woke lands here).
 */
export function SearchFirst({ initial, errors }: { initial: FlightSearch; errors: SearchErrors }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(initial);
  return (
    <PageContainer>
      <Typography component="h1" sx={{ fontSize: { xs: 22, md: 28 }, fontWeight: 800 }}>
        {t('results.noSearchTitle')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('results.noSearchHint')}</Typography>
      <SearchBox value={draft} onChange={setDraft} initialErrors={errors} />
    </PageContainer>
  );
}
