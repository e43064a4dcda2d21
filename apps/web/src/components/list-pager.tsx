import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const pagerLabels = {
  first: 'profile.firstPage',
  last: 'profile.lastPage',
  next: 'profile.nextPage',
  previous: 'profile.previousPage',
} as const;

/**
 * A list's pages, each button named in the user's language; nothing when there is one page.
 * With `hrefOf` each page is a link to its address (it works before the page wakes); otherwise
 * `onPage` is told the page chosen.
 */
export function ListPager({
  total,
  pageSize,
  page,
  onPage,
  hrefOf,
}: {
  total: number;
  pageSize: number;
  page: number;
  onPage?: (page: number) => void;
  hrefOf?: (page: number) => string;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={pages}
      page={page}
      onChange={onPage ? (_, chosen) => onPage(chosen) : undefined}
      getItemAriaLabel={(kind, n) =>
        kind === 'first' || kind === 'last' || kind === 'next' || kind === 'previous'
          ? t(pagerLabels[kind])
          : t('profile.pageN', { n })
      }
      renderItem={
        hrefOf
          ? (item) => <PaginationItem {...item} component={Link} to={hrefOf(item.page ?? 1)} />
          : undefined
      }
    />
  );
}
