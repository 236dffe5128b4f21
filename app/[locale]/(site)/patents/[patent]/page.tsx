import { contentRoute } from '@/components/templates/content-route';

const route = contentRoute('/patents', ['patent']);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
