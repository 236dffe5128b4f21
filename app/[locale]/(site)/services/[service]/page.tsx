import { contentRoute } from '@/components/templates/content-route';

const route = contentRoute('/services', ['service']);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
