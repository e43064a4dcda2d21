import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The operator's content console, each part at its own address. */
export const consoleTabs = [
  { path: '/admin/pages', titleKey: 'admin.tab.pages' },
  { path: '/admin/home', titleKey: 'admin.tab.home' },
  { path: '/admin/faq', titleKey: 'admin.tab.faq' },
  { path: '/admin/footer', titleKey: 'admin.tab.footer' },
  { path: '/admin/posts', titleKey: 'admin.tab.posts' },
  { path: '/admin/categories', titleKey: 'admin.tab.categories' },
  { path: '/admin/comments', titleKey: 'admin.tab.comments' },
  { path: '/admin/signRequests', titleKey: 'admin.tab.signRequests' },
  { path: '/admin/recruitment', titleKey: 'admin.tab.recruitment' },
  { path: '/admin/audit', titleKey: 'admin.tab.audit' },
] as const;

export type ConsolePath = (typeof consoleTabs)[number]['path'];

export function ConsoleTabs({ current }: { current: ConsolePath }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      aria-label={t('page.admin')}
      variant="scrollable"
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {consoleTabs.map((tab) => (
        <Tab
          key={tab.path}
          value={tab.path}
          label={t(tab.titleKey)}
          component={NavLink}
          to={tab.path}
          end
        />
      ))}
    </Tabs>
  );
}
