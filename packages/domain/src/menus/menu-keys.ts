/**
 * Where each menu key leads. Keys are grouped by the families of spec section 6
 * (flight_type: agency, user_type: service owner, cargo_type: cargo, gsa) plus the customer's
 * profile area. A heading has no entry here: it only groups its children.
 */
export const menuLinks: Readonly<Record<string, string>> = {
  flight_type_profile: '/user/profile',
  flight_type_tickets: '/user/tickets',
  flight_type_myTickets: '/user/myTickets',
  flight_type_flightQueue: '/user/flightQueue',
  flight_type_passengersList: '/user/passengersList',
  flight_type_salesReport: '/user/salesReport',
  flight_type_transactions: '/user/transactions',
  flight_type_charge: '/user/charge',
  flight_type_invoiceReport: '/user/invoiceReport',
  flight_type_PRRReport: '/user/PRRReport',
  flight_type_PSRReport: '/user/PSRReport',
  flight_type_supporter: '/user/supporter',
  user_type_flights: '/user/flights',
  user_type_addFlight: '/user/addFlight',
  user_type_activity: '/user/activity',
  user_type_clubServices: '/user/clubServices',
  user_type_buyMiles: '/user/buyMiles',
  cargo_type_manifest: '/user/cargoManifest',
  cargo_type_invoiceReport: '/user/cargoInvoiceReport',
  gsa_agency_create: '/user/gsa/agency/create',
  gsa_agency_list: '/user/gsa/agency/list',
  profile_editInfo: '/profile/editInfo',
  profile_flights: '/profile/flights',
  profile_hotels: '/profile/hotels',
  profile_transactions: '/profile/transactions',
  profile_passengers: '/profile/passengers',
  profile_credit: '/profile/credit',
  profile_support: '/profile/support',
  profile_changePassword: '/profile/changePassword',
};

/** Adding cargo happens on the legacy cargo site (spec section 2). */
export const externalMenuLinks: Readonly<Record<string, string>> = {
  cargo_type_addCargo: 'https://cargo.parvaz.travel/',
};

/** The link of a key: its route, its external address, or '#' for a key nobody knows. */
export function menuLink(key: string): { link: string; external: boolean } {
  const internal = menuLinks[key];
  if (internal) return { link: internal, external: false };
  const external = externalMenuLinks[key];
  if (external) return { link: external, external: true };
  return { link: '#', external: false };
}
