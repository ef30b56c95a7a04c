/** Push's public entry: the dashboard card that turns this device's notifications on and off. */
export { PushCard } from './components/push-card';
