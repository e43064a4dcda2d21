/**
 * The dialling region a tenant's visitors type local numbers in, by the tenant's default
 * nationality. Apart from the phone rules, so a page reads it without the phone-number metadata.
 */
export const tenantPhoneRegion = { IRN: 'IR', TUR: 'TR', OMN: 'OM' } as const;
