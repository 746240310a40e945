export * from './client';
export * from './errors';
export * from '../../common/platform/money';
export * from '../../common/platform/schemas';
