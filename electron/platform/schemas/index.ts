export * from './account';
export * from './bonus';
export * from './company';
export * from './customer';
export * from './errors';
export * from './objects';
export * from './token';
export * from './workload';
