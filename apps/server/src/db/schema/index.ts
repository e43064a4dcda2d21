// The one place drizzle-kit and the client read the whole schema from.
export * from './content';
export * from './reference';
export * from './inventory';
export * from './platform';
export * from './alerts';
export * from './booking';
export * from './payments';
export * from './sandbox-bank';
export * from './sandbox-pay';
export * from './accounts';
export * from './refunds';
export * from './exchange-rates';
export * from './ledger';
export * from './hotels';
export * from './careers';
