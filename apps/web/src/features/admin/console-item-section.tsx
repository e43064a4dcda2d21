import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ProfileSection } from '../profile/profile-parts';
import { ConsoleTabs, type ConsolePath } from './console-tabs';

/**
 * One item of a console list on its own page (a page, a post): the console's heading with a way
 * back to the list, and the console's tabs with the list's tab chosen.
 */
export function ConsoleItemSection({
  list,
  backLabel,
  children,
}: {
  list: ConsolePath;
  backLabel: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ProfileSection
      title={t('page.admin')}
      actions={
        <Button component={RouterLink} to={list} size="small">
          {backLabel}
        </Button>
      }
    >
      <ConsoleTabs current={list} />
      {children}
    </ProfileSection>
  );
}
