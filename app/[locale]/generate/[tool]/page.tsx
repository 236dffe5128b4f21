import { renderDemo } from '@/components/demos/demo-block';
import { contentRoute } from '@/components/templates/content-route';

// Pages here embed interactive demos: only these routes load the demo loader.
const route = contentRoute('/generate', ['tool'], { renderDemo });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
