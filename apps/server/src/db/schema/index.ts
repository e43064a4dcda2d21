// The one place drizzle-kit, the client and the migrator read the whole schema from. Each file
// holds the tables of the module that owns them (decision 017): only that module's code imports
// it; nothing else imports this index.
export * from './alerts';
export * from './audit';
export * from './auth';
export * from './blog';
export * from './booking';
export * from './careers';
export * from './context';
export * from './discounts';
export * from './exchange';
export * from './flights';
export * from './hotels';
export * from './ledger';
export * from './newsletter';
export * from './passengers';
export * from './payments';
export * from './platform';
export * from './reference';
export * from './sandbox-bank';
export * from './sandbox-pay';
export * from './sign-requests';
export * from './support';
export * from './tickets';
export * from './users';
export * from './wallet';
