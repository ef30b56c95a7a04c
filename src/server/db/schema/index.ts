export * from './auth';
export * from './core';
export * from './tenant';
export * from './billing';
