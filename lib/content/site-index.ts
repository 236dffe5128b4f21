import 'server-only';

export * from './site-paths';
