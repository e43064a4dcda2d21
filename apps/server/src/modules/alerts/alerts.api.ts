// The alerts module as other modules and the composition root see it (decision 008).
export { checkPriceAlerts } from './alerts.service';
