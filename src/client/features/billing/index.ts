/** Billing's public entry: what the dashboard and the app layout show of a store's subscription. */
export { LapsedBanner } from './components/lapsed-banner';
export { SubscriptionCard } from './components/subscription-card';
