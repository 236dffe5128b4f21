export { default } from '../(site)/not-found';
