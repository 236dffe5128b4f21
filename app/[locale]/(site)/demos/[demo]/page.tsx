import { renderDemo } from '@/components/demos/demo-block';
import { contentRoute } from '@/components/templates/content-route';

// The product demo pages embed interactive demos: only these routes load the demo loader.
const route = contentRoute('/demos', ['demo'], { renderDemo });

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
