export * from './client';
export * from './errors';
export * from './money';
export * from './schemas';
