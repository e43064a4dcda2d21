import type { MenuItem } from '../contracts/context';
import { menuLink } from './menu-keys';
import type { MenuNode } from './role-menus';

/** Turns menu keys into items with titles and links: headings get no link, unknown keys '#'. */
export function buildMenu(nodes: MenuNode[], title: (key: string) => string): MenuItem[] {
  return nodes.map((node) => {
    if (typeof node === 'string') {
      const { link, external } = menuLink(node);
      return external
        ? { key: node, title: title(node), link, external }
        : { key: node, title: title(node), link };
    }
    return {
      key: node.heading,
      title: title(node.heading),
      link: null,
      children: buildMenu(node.children, title),
    };
  });
}
