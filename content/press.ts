/**
 * The company's press boilerplate, one text for every release: the newsroom's and the product
 * lines' releases under /hubs alike.
 */
export const ABOUT_TESSELLON =
  "Tessellon Research is a deep-technology research company working in quantum computing, AI biotechnology, space navigation, green energy and secure communications. Founded in 2014 in Cambridge, Massachusetts, by Dr. Mara Okafor and Dr. Tobias Lindqvist, it employs about 640 people, 310 of them researchers, at sites in Cambridge, Zurich, Toulouse, Singapore and Reykjavik. Its products include the Orion-9 superconducting quantum processor and the Aetherion Core quantum-classical stack, the Lucy AI scientific foundation model, the HeraOS spacecraft operating system, Helios Autonomy grid control software and the EchoNet post-quantum network. Its non-profit arm, the Tessellon Institute, funds open science fellowships. Tessellon Research is privately held.";
