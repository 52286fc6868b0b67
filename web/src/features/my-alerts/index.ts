export { MyAlerts } from './components/my-alerts';
