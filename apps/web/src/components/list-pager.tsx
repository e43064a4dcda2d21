import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';

const pagerLabels = {
  first: 'profile.firstPage',
  last: 'profile.lastPage',
  next: 'profile.nextPage',
  previous: 'profile.previousPage',
} as const;

/** A list's pages, each button named in the user's language; nothing when there is one page. */
export function ListPager({
  total,
  pageSize,
  page,
  onPage,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={pages}
      page={page}
      onChange={(_, chosen) => onPage(chosen)}
      getItemAriaLabel={(kind, n) =>
        kind === 'first' || kind === 'last' || kind === 'next' || kind === 'previous'
          ? t(pagerLabels[kind])
          : t('profile.pageN', { n })
      }
    />
  );
}
