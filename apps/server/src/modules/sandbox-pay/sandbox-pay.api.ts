// Sandbox Pay's public face: the provider payments are given, its pages and its notifier.
export { decideAtSandboxPay, sandboxPay, sandboxPayName, sandboxPayTimeZone } from './sandbox-pay';
export { deliverSandboxPayNotifications, sandboxPayWebhookUrl } from './sandbox-pay.delivery';
export { sandboxPayRoutes } from './sandbox-pay.routes';
export { signatureHeader, signNotification } from './sandbox-pay.signature';
