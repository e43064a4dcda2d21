/**
 * Keys of the product's messages (namespace `messages` of @parvaz/i18n). The server answers
 * errors with these keys translated into the caller's language; the web app validates forms
 * with the same keys. A test checks every key exists in every language.
 */
export const messageKeys = [
  // Validation messages of spec section 5
  'invalidPassport',
  'duplicatePassport',
  'invalidNationalId',
  'duplicateNationalId',
  'invalidBirthDate',
  'nationalIdOrPassportRequired',
  'digitsOnly',
  'englishLettersOnly',
  'invalidEmail',
  'invalidPhone',
  'invalidMobile',
  'agreementRequired',
  'required',
  'oneInfantPerAdult',
  'maxPassengers',
  'originDestinationRequired',
  'departureDateRequired',
  'departureReturnDateRequired',
  'passwordConflict',
  'refundTicketRequired',
  'refundTypeRequired',
  'seatNotForChildOrInfant',
  'capacityFull',
  'animalNoSpace',
  'animalTypeFirst',
  'animalsSameType',
  // Error catalogue of spec section 8
  'connectionError',
  'serverError',
  'flightUnavailable',
  'searchExpired',
  'passengerTimeOver',
  'codeExpired',
  'blogListFailed',
  'passengersEmpty',
  'supportEmpty',
  'reservationConfirmed',
  'reservationRejected',
  'reservationInProgress',
  // Generic answers of the API
  'invalidValue',
  'tooLong',
  'tooShort',
  'tooLarge',
  'tooSmall',
  'notFound',
  'endpointNotFound',
  'malformedBody',
  'bodyTooLarge',
  'unsupportedMediaType',
  'tooManyRequests',
  'notLoggedIn',
  'forbidden',
  'unknownProvince',
] as const;

export type MessageKey = (typeof messageKeys)[number];
