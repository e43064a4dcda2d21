/**
 * Every route of spec section 2 whose page is not built yet, with the translation key of its
 * title. A capability that gets built replaces its entry with a real page.
 */
export interface PlannedRoute {
  path: string;
  titleKey: string;
}

export const publicRoutes: readonly PlannedRoute[] = [
  { path: '/aboutUs', titleKey: 'page.aboutUs' },
  { path: '/refund', titleKey: 'page.refund' },
  { path: '/sign', titleKey: 'page.sign' },
  { path: '/blogs', titleKey: 'page.blogs' },
  { path: '/contactUs', titleKey: 'page.contactUs' },
  { path: '/ssr', titleKey: 'page.ssr' },
  { path: '/faq', titleKey: 'page.faq' },
  { path: '/flightInformations', titleKey: 'page.flightInformations' },
  { path: '/flightPrivacy', titleKey: 'page.flightPrivacy' },
  { path: '/hotelPrivacy', titleKey: 'page.hotelPrivacy' },
  { path: '/recruitment', titleKey: 'page.recruitment' },
  { path: '/login', titleKey: 'page.login' },
  { path: '/signup', titleKey: 'page.signup' },
  { path: '/flights', titleKey: 'page.flights' },
  { path: '/hotels', titleKey: 'page.hotels' },
];

/** The profile area's pages, in the order its navigation lists them. */
export const profileRoutes = [
  { path: '/profile/editInfo', titleKey: 'page.profileEditInfo' },
  { path: '/profile/flights', titleKey: 'page.profileFlights' },
  { path: '/profile/hotels', titleKey: 'page.profileHotels' },
  { path: '/profile/transactions', titleKey: 'page.profileTransactions' },
  { path: '/profile/passengers', titleKey: 'page.profilePassengers' },
  { path: '/profile/credit', titleKey: 'page.profileCredit' },
  { path: '/profile/support', titleKey: 'page.profileSupport' },
  { path: '/profile/changePassword', titleKey: 'page.profileChangePassword' },
] as const satisfies readonly PlannedRoute[];

export const dashboardRoutes: readonly PlannedRoute[] = [
  { path: '/user/profile', titleKey: 'page.userProfile' },
  { path: '/user/gsa/agency/create', titleKey: 'page.userGsaAgencyCreate' },
  { path: '/user/gsa/agency/list', titleKey: 'page.userGsaAgencyList' },
  { path: '/user/tickets', titleKey: 'page.userTickets' },
  { path: '/user/myTickets', titleKey: 'page.userMyTickets' },
  { path: '/user/flightQueue', titleKey: 'page.userFlightQueue' },
  { path: '/user/passengersList', titleKey: 'page.userPassengersList' },
  { path: '/user/salesReport', titleKey: 'page.userSalesReport' },
  { path: '/user/transactions', titleKey: 'page.userTransactions' },
  { path: '/user/charge', titleKey: 'page.userCharge' },
  { path: '/user/invoiceReport', titleKey: 'page.userInvoiceReport' },
  { path: '/user/PRRReport', titleKey: 'page.userPRRReport' },
  { path: '/user/PSRReport', titleKey: 'page.userPSRReport' },
  { path: '/user/supporter', titleKey: 'page.userSupporter' },
  { path: '/user/flights', titleKey: 'page.userFlights' },
  { path: '/user/addFlight', titleKey: 'page.userAddFlight' },
  { path: '/user/activity', titleKey: 'page.userActivity' },
  { path: '/user/clubServices', titleKey: 'page.userClubServices' },
  { path: '/user/buyMiles', titleKey: 'page.userBuyMiles' },
  { path: '/user/cargoManifest', titleKey: 'page.userCargoManifest' },
  { path: '/user/cargoInvoiceReport', titleKey: 'page.userCargoInvoiceReport' },
];

export const plannedRoutes: readonly PlannedRoute[] = [
  ...publicRoutes,
  ...profileRoutes,
  ...dashboardRoutes,
];
