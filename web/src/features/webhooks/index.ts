export { WebhookSettings } from './components/webhook-settings';
