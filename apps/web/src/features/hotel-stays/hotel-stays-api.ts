import type {
  HotelRefundQuote,
  HotelRefundResponse,
  HotelVoucher,
  MyHotels,
  PayStayAgainResponse,
  ReserveHotelResponse,
} from '@parvaz/domain/contracts/hotel-stays';
import type { HotelDiscountResponse } from '@parvaz/domain/contracts/hotel-stays';
import type { Language } from '@parvaz/domain/languages';
import type { CalendarMode } from '@parvaz/domain/tenants/tenants';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, apiUrl, unwrap } from '../../lib/api/api-client';
import type { ApiResult } from '../../lib/api/api-result';
import type { FormBody } from '../../lib/api/form-encoding';
import { parseLazily } from '../../lib/api/parse-lazily';

const contracts = () => import('@parvaz/domain/contracts/hotel-stays');

/** A stay as its guest names it: the tracking code and the contact mobile. */
export interface StayKey {
  trackingCode: string;
  mobile: string;
}

/** `hotel/checkDiscount`: a refused code is the page's to say on the code's field. */
export function checkStayDiscount(body: FormBody): Promise<ApiResult<HotelDiscountResponse>> {
  return apiCall('hotel/checkDiscount', body, {
    quiet: true,
    parse: parseLazily(() =>
      import('@parvaz/domain/contracts/hotel-stays').then((c) => c.hotelDiscountResponseSchema),
    ),
  });
}

/** `hotel/reserveHotel`: refusals (price moved, rooms gone, fields) are the page's to show. */
export function reserveHotel(body: FormBody): Promise<ApiResult<ReserveHotelResponse>> {
  return apiCall('hotel/reserveHotel', body, {
    quiet: true,
    parse: parseLazily(() => contracts().then((c) => c.reserveHotelResponseSchema)),
  });
}

export function voucherQuery(stay: StayKey, language: Language) {
  return queryOptions({
    queryKey: ['hotel', 'voucher', stay.trackingCode, stay.mobile, language],
    queryFn: async ({ signal }): Promise<HotelVoucher> =>
      unwrap(
        await apiCall(
          'hotel/hotelVoucher',
          { ...stay },
          {
            signal,
            quiet: true,
            parse: parseLazily(() => contracts().then((c) => c.hotelVoucherSchema)),
          },
        ),
      ),
    retry: false,
    enabled: stay.trackingCode !== '' && stay.mobile !== '',
  });
}

/** What cancelling costs now: asked when the guest opens Cancel, never cached. */
export function getRefundQuote(stay: StayKey): Promise<ApiResult<HotelRefundQuote>> {
  return apiCall(
    'hotel/getRefundQuote',
    { ...stay },
    {
      quiet: true,
      parse: parseLazily(() => contracts().then((c) => c.hotelRefundQuoteSchema)),
    },
  );
}

/** `hotel/payAgain`: a new payment for an unpaid stay whose rooms are still held (410 once not). */
export function payStayAgain(stay: StayKey): Promise<ApiResult<PayStayAgainResponse>> {
  return apiCall(
    'hotel/payAgain',
    { ...stay },
    {
      quiet: true,
      parse: parseLazily(() => contracts().then((c) => c.payStayAgainResponseSchema)),
    },
  );
}

export function cancelStay(stay: StayKey): Promise<ApiResult<HotelRefundResponse>> {
  return apiCall(
    'hotel/hotelRefund',
    { ...stay },
    {
      quiet: true,
      parse: parseLazily(() => contracts().then((c) => c.hotelRefundResponseSchema)),
    },
  );
}

/** `hotel/addReview`: refusals (already reviewed, not yet checked out, fields) are the form's. */
export function addStayReview(body: FormBody): Promise<ApiResult<unknown>> {
  return apiCall('hotel/addReview', body, { quiet: true });
}

export const myHotelsKey = ['profile', 'hotels'] as const;

/** Stays on a page of the profile's hotels. */
export const myHotelsPageSize = 20;

export function myHotelsQuery(page: number, language: Language) {
  return queryOptions({
    queryKey: [...myHotelsKey, page, language],
    queryFn: async ({ signal }): Promise<MyHotels> =>
      unwrap(
        await apiCall(
          'hotel/getMyHotels',
          { page, pageSize: myHotelsPageSize },
          {
            signal,
            parse: parseLazily(() => contracts().then((c) => c.myHotelsResponseSchema)),
          },
        ),
      ),
  });
}

/** The voucher page of a stay; the mobile rides along so the page opens without asking it. */
export function voucherPageUrl(stay: StayKey): string {
  return `/hotels/voucher/${encodeURIComponent(stay.trackingCode)}?mobile=${encodeURIComponent(stay.mobile)}`;
}

/** The voucher's PDF, dated in the calendar the reader sees on the page (as the e-ticket's). */
export function voucherPdfUrl(stay: StayKey, language: Language, calendar: CalendarMode): string {
  const query = new URLSearchParams({ mobile: stay.mobile, lang: language, calendar });
  return `${apiUrl(`hotel/voucher/${encodeURIComponent(stay.trackingCode)}`)}?${query.toString()}`;
}

const mobileStoragePrefix = 'parvaz.hotelStay.mobile.';

/**
 * The mobile a stay was reserved with, kept in session storage for the bank's return: the
 * payment's return address names only the tracking code.
 */
export function rememberStayMobile(trackingCode: string, mobile: string): void {
  try {
    sessionStorage.setItem(mobileStoragePrefix + trackingCode, mobile);
  } catch {
    // Storage blocked: the voucher page asks for the mobile instead.
  }
}

export function rememberedStayMobile(trackingCode: string): string {
  try {
    return sessionStorage.getItem(mobileStoragePrefix + trackingCode) ?? '';
  } catch {
    return '';
  }
}
