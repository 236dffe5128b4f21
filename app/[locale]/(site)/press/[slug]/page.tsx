import { contentRoute } from '@/components/templates/content-route';

const route = contentRoute('/press', ['slug']);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
