// The wallet module's public face: what other modules may use of it.
export { bringLegacyWalletsIntoLedger, type TenantsOfUsers } from './wallet-opening';
export { topupPurchase } from './topup-purchase';
export { addWalletCredit, userCredit } from './wallet.service';
