import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import { NavLink } from 'react-router';
import type { MenuHtmlLink } from '../../startup/context-api';

/** Internal paths go through the router; anything else is an ordinary link. */
export function isInternalLink(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

interface PublicNavLinksProps {
  links: readonly MenuHtmlLink[];
  vertical?: boolean;
  onNavigate?: () => void;
}

/** The public navigation from getMenuHtml (spec section 7), as a list. */
export function PublicNavLinks({ links, vertical = false, onNavigate }: PublicNavLinksProps) {
  const buttonSx = {
    color: 'text.primary',
    fontWeight: 500,
    justifyContent: vertical ? 'flex-start' : 'center',
    whiteSpace: 'nowrap',
    px: vertical ? 2 : 1.25,
    py: vertical ? 1.25 : 0.75,
    width: vertical ? '100%' : 'auto',
    '&[aria-current="page"]': { color: 'primary.dark', boxShadow: (theme: Theme) => `inset 0 -2px 0 ${theme.palette.primary.dark}` },
  };
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: vertical ? 'column' : 'row', gap: vertical ? 0 : 4 }}>
      {links.map((item) => (
        <li key={item.key}>
          {isInternalLink(item.link) ? (
            <Button component={NavLink} to={item.link} sx={buttonSx} onClick={onNavigate}>
              {item.title}
            </Button>
          ) : (
            <Button component="a" href={item.link} target="_blank" rel="noopener noreferrer" sx={buttonSx}>
              {item.title}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
