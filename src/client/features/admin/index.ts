/** The admin area's public entry: the maintenance gate the store dashboard wears. */
export { MaintenanceGate } from './settings/maintenance-gate';
