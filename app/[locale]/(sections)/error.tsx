export { default } from '../(site)/error';
