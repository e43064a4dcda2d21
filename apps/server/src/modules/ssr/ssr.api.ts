// The ssr module (services added after the sale) as other modules see it (decision 008).
export { servicesPurchase } from './services-purchase';
