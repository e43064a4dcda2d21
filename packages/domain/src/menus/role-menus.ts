import type { Role } from '../roles';

/** A menu as keys: a string is a link, an object a heading with its children. */
export type MenuNode = string | { heading: string; children: string[] };

const agencyMenu: MenuNode[] = [
  'flight_type_profile',
  {
    heading: 'flight_type_flights',
    children: [
      'flight_type_tickets',
      'flight_type_myTickets',
      'flight_type_flightQueue',
      'flight_type_passengersList',
    ],
  },
  {
    heading: 'flight_type_accounting',
    children: [
      'flight_type_salesReport',
      'flight_type_transactions',
      'flight_type_charge',
      'flight_type_invoiceReport',
      'flight_type_PRRReport',
      'flight_type_PSRReport',
    ],
  },
  'flight_type_supporter',
];

const serviceOwnerMenu: MenuNode[] = [
  'user_type_flights',
  'user_type_addFlight',
  {
    heading: 'user_type_club',
    children: ['user_type_activity', 'user_type_clubServices', 'user_type_buyMiles'],
  },
];

const cargoMenu: MenuNode[] = [
  {
    heading: 'cargo_type_accounting',
    children: ['cargo_type_invoiceReport', 'cargo_type_manifest'],
  },
  'cargo_type_addCargo',
];

const gsaMenu: MenuNode[] = [
  { heading: 'gsa_agency', children: ['gsa_agency_create', 'gsa_agency_list'] },
];

const customerMenu: MenuNode[] = [
  'profile_editInfo',
  'profile_flights',
  'profile_hotels',
  'profile_transactions',
  'profile_passengers',
  'profile_credit',
  'profile_support',
  'profile_changePassword',
];

/** The menu each role sees (spec section 6: "The menu from the server decides what each role sees"). */
export const roleMenus: Record<Role, MenuNode[]> = {
  guest: [],
  customer: customerMenu,
  agency: agencyMenu,
  airline: serviceOwnerMenu,
  gsa: gsaMenu,
  cargo: cargoMenu,
  supporter: ['flight_type_supporter'],
  operator: [...agencyMenu, ...serviceOwnerMenu, ...cargoMenu, ...gsaMenu],
};
