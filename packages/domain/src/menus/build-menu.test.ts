import { describe, expect, it } from 'vitest';
import { roles } from '../roles';
import { buildMenu } from './build-menu';
import { roleMenus } from './role-menus';

const title = (key: string) => `T:${key}`;

function keysOf(items: ReturnType<typeof buildMenu>): string[] {
  return items.flatMap((i) => [i.key, ...keysOf(i.children ?? [])]);
}

describe('buildMenu', () => {
  it('gives headings no link and their children links', () => {
    const [heading] = buildMenu(
      [{ heading: 'gsa_agency', children: ['gsa_agency_create'] }],
      title,
    );
    expect(heading).toEqual({
      key: 'gsa_agency',
      title: 'T:gsa_agency',
      link: null,
      children: [
        { key: 'gsa_agency_create', title: 'T:gsa_agency_create', link: '/user/gsa/agency/create' },
      ],
    });
  });

  it("links an unknown key to '#'", () => {
    expect(buildMenu(['flight_type_somethingNew'], title)).toEqual([
      { key: 'flight_type_somethingNew', title: 'T:flight_type_somethingNew', link: '#' },
    ]);
  });

  it('sends adding cargo to the legacy cargo site', () => {
    const [item] = buildMenu(['cargo_type_addCargo'], title);
    expect(item?.external).toBe(true);
    expect(item?.link).toMatch(/^https:\/\//);
  });

  it('gives each role its family of keys', () => {
    const families: Record<string, string> = {
      agency: 'flight_type_',
      airline: 'user_type_',
      cargo: 'cargo_type_',
      gsa: 'gsa',
      customer: 'profile_',
    };
    for (const [role, prefix] of Object.entries(families)) {
      const keys = keysOf(buildMenu(roleMenus[role as keyof typeof roleMenus], title));
      expect(keys.length).toBeGreaterThan(0);
      expect(
        keys.every((k) => k.startsWith(prefix)),
        role,
      ).toBe(true);
    }
    expect(roleMenus.guest).toEqual([]);
  });

  it('knows a link for every key a role can see', () => {
    for (const role of roles) {
      const walk = (items: ReturnType<typeof buildMenu>): void => {
        for (const item of items) {
          if (item.children) walk(item.children);
          else expect(item.link, `${role}:${item.key}`).not.toBe('#');
        }
      };
      walk(buildMenu(roleMenus[role], title));
    }
  });
});
