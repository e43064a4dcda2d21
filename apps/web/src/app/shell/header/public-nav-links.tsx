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
    position: 'relative',
    minWidth: 0,
    color: 'text.primary',
    fontWeight: 500,
    justifyContent: vertical ? 'flex-start' : 'center',
    whiteSpace: 'nowrap',
    borderRadius: vertical ? 0 : 1,
    px: vertical ? 2.5 : 1.5,
    py: vertical ? 1.5 : 1.25,
    width: vertical ? '100%' : 'auto',
    '&[aria-current="page"]': {
      color: 'primary.dark',
      fontWeight: 700,
      '&::after': {
        content: '""',
        position: 'absolute',
        backgroundColor: (theme: Theme) => theme.palette.primary.main,
        ...(vertical
          ? { insetInlineStart: 0, top: 8, bottom: 8, width: 3 }
          : { insetInline: 12, bottom: 0, height: 3, borderRadius: '3px 3px 0 0' }),
      },
    },
  } as const;
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: vertical ? 0 : 4,
      }}
    >
      {links.map((item) => (
        <li key={item.key}>
          {isInternalLink(item.link) ? (
            <Button component={NavLink} to={item.link} end sx={buttonSx} onClick={onNavigate}>
              {item.title}
            </Button>
          ) : (
            <Button
              component="a"
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              sx={buttonSx}
            >
              {item.title}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
