/**
 * The page that describes each product, by the names the comparison's tables give it. A table
 * marked `products: true` links the products its row headings name to these pages
 * (components/sections/site-links.tsx). tests/components/site-links.test.tsx checks that each is a
 * product page, and that every row of such a table names a product and links away from its page.
 */
export const productPages: Readonly<Record<string, string>> = {
  'Orion-9 QPU': '/products/quantum',
  'Orion-9': '/products/quantum',
  'Aetherion Core': '/products/quantum',
  'Quantum Chip v3': '/products/quantum-chip-v3',
  'Lucy AI discovery service': '/products/ai-drug-discovery',
  'Lucy AI': '/products/biotech',
  'Athena Clinical': '/products/biotech',
  Cellworks: '/products/robotics',
  HeraOS: '/products/space',
  PX10K: '/products/space',
  'Helios Autonomy': '/products/green-energy',
  'Helios Vault': '/products/green-energy',
  'PX Phantom': '/products/military',
  Phantom: '/products/military',
  'EchoNet Defence': '/products/military',
  EchoNet: '/products/military',
};
