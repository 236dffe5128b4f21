import 'server-only';

export * from './catalog';
