/**
 * The data layer by API resource (one module per OpenAPI tag). Screens import their hooks from here;
 * no screen folder declares its own.
 */
export * from './auth';
export * from './notifications';
export * from './companies';
export * from './kyc';
export * from './deals';
export * from './offers';
export * from './rfqs';
export * from './dashboards';
export * from './super-admin';
export * from './payments';
