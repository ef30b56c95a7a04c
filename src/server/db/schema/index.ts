export * from './auth';
export * from './core';
export * from './tenant';
export * from './billing';
export * from './admin-factor';
export * from './statements';
