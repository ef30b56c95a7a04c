export * from './auth';
export * from './core';
export * from './tenant';
export * from './community';
export * from './platform';
export * from './billing';
export * from './admin-factor';
export * from './statements';
