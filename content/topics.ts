import type { Page, Topic } from '@/lib/content/types';

/** Topics gather posts, projects, videos and research pages by subject. */
export const topics: Topic[] = [
  {
    slug: "quantum-computing",
    heading: "Quantum computing",
    summary: "How we build error-corrected quantum computers from superconducting qubits: the Orion-9 processor, surface-code logical qubits, fast decoding and the energy cost of cryogenics.",
    theme: "quantum",
    tags: ["error-correction", "superconducting-qubits"],
    title: "Topic: quantum computing and error correction",
    description: "Our writing, projects and talks on superconducting quantum computers: Orion-9, surface-code logical qubits, decoders and what still limits them.",
    keywords: ["quantum computing", "superconducting qubits", "quantum error correction", "surface code", "logical qubits", "Orion-9"],
    blocks: [
      {
        type: "prose",
        heading: "The question behind the topic",
        paragraphs: [
          "A quantum computer stores information in qubits, which can hold superpositions of 0 and 1 and become entangled with one another. That makes some calculations, such as simulating molecules or factoring large numbers, far cheaper in principle than on any classical machine. In practice every physical qubit is noisy: our best qubits lose their state in a few hundred microseconds and each two-qubit operation fails roughly twice in a thousand attempts. A useful computation needs billions of operations, so the central question is not how to build more qubits but how to make many noisy qubits behave as a few reliable ones.",
          "The answer we pursue is quantum error correction with the surface code. Data qubits are arranged on a grid, measurement qubits check the parity of their neighbors in repeated rounds, and a classical decoder infers from those checks which errors probably happened. If physical errors are below a threshold, making the grid larger suppresses the logical error rate exponentially. Everything in this topic follows from that idea: qubit quality, chip packaging, control electronics, decoders and the scheduling software that ties them together.",
        ],
      },
      {
        type: "stats",
        heading: "Where Orion-9 stands",
        items: [
          { value: "256", label: "Physical qubits, four Q3 tiles of 64" },
          { value: "99.82%", label: "Median two-qubit gate fidelity" },
          { value: "310 µs", label: "Median energy relaxation time T1" },
          { value: "1e-6", label: "Logical error per cycle at code distance 7" },
          { value: "< 1 µs", label: "Decoder latency per round" },
        ],
      },
      {
        type: "list",
        heading: "Open problems we write about",
        items: [
          "Leakage: qubits that leave the computational states and corrupt neighboring checks for several rounds.",
          "Correlated errors from cosmic rays and radioactivity, which create bursts that the surface code handles poorly.",
          "Logical operations by lattice surgery, which are still slower and noisier than logical memory.",
          "Scaling the decoder beyond one cryostat while keeping each round under a microsecond.",
          "The electricity cost of cryogenics, which grows with every added line of wiring.",
        ],
      },
      {
        type: "faq",
        heading: "Common questions",
        items: [
          { question: "What does code distance 7 mean?", answer: "The code distance is the smallest number of physical errors that can cause an undetected logical error. A distance-7 surface code uses 49 data qubits and 48 measurement qubits, 97 in total, so Orion-9's 256 qubits can hold two such logical qubits side by side for lattice-surgery experiments." },
          { question: "Why superconducting qubits rather than ions or atoms?", answer: "Superconducting circuits are fabricated with lithography, operate in nanoseconds and can be wired to fast classical electronics, which suits the microsecond rhythm of error correction. Their costs are cryogenics and wiring. We follow trapped-ion and neutral-atom work closely and publish comparisons with our own figures." },
          { question: "Can I run my own experiments?", answer: "Yes. Aetherion Core cloud gives access to Orion-9, including surface-code memory and lattice-surgery experiments up to distance 7, under a 99.95% monthly availability commitment." },
        ],
      },
      {
        type: "links",
        heading: "Read and follow",
        items: [
          { title: "Logical qubits below threshold", href: "/blog/logical-qubits-below-threshold", body: "What the distance-7 result means and how it was measured." },
          { title: "Decoders in a microsecond", href: "/blog/decoders-in-a-microsecond", body: "How the Aetherion Core decoder keeps pace with the hardware." },
          { title: "The cryogenics energy budget", href: "/blog/cryogenics-energy-budget", body: "Where the watts go in a dilution refrigerator." },
          { title: "Logical qubit roadmap", href: "/projects/logical-qubit-roadmap", body: "The project, its milestones and what comes after distance 7." },
          { title: "Orion-9 lab tour", href: "/videos/orion-9-lab-tour", body: "A walk through the Boston cleanroom and cryostat hall." },
          { title: "Quantum computing guide", href: "/quantum-computing-guide", body: "A longer introduction for readers from other fields." },
          { title: "Quantum computing terms", href: "/glossary-hub#discipline-quantum", body: "The glossary's words for this discipline, each linked to its full definition." },
          { title: "Who leads the work: Dr. Aiko Tanaka", href: "/team/aiko-tanaka", body: "Head of Quantum Systems." },
        ],
      },
    ],
  },
  {
    slug: "ai-biotechnology",
    heading: "AI biotechnology",
    summary: "How machine learning and laboratory automation design proteins and gene therapies: Lucy AI, the Boston biofoundry, GenovaX and the clinical programs GX-101 and GX-204.",
    theme: "biotech",
    tags: ["protein-design", "machine-learning", "gene-therapy", "manufacturing"],
    title: "Topic: AI biotechnology and protein design",
    description: "Posts, projects and talks on designing proteins and gene therapies with Lucy AI and the biofoundry, from capsid design to GX-101 in Phase II.",
    keywords: ["AI biotechnology", "protein design", "Lucy AI", "gene therapy", "biofoundry", "machine learning in biology"],
    blocks: [
      {
        type: "prose",
        heading: "Design, build, test, learn",
        paragraphs: [
          "Biology is full of search problems. A protein of 300 amino acids has more possible sequences than there are atoms in the universe, and only a vanishing fraction fold, bind and function as intended. Laboratory screening can test thousands of variants a week; it cannot test millions. Our approach is to let a model propose, let robots build and measure, and feed every measurement back into the model, so that each round of experiments teaches the next.",
          "The model is Lucy AI, a 34-billion-parameter scientific foundation model trained on licensed and public data about proteins, RNA and small molecules. The robots are the 14 Tessellon Cellworks arms of the Boston biofoundry, which can image up to 6,000 cell cultures a day. The application that forced both into existence is GenovaX, our gene-therapy platform, where adeno-associated virus capsids had to be redesigned to reach specific cells in the eye and the heart.",
        ],
      },
      {
        type: "table",
        heading: "Programs in this topic",
        columns: ["Program", "What it does", "Stage"],
        rows: [
          ["Lucy AI", "Ranks and generates protein, RNA and small-molecule candidates", "Product, used in 60+ labs"],
          ["GX-101", "Reprograms Müller glia toward photoreceptors in advanced retinitis pigmentosa", "Phase II"],
          ["GX-204", "Promotes heart-muscle regeneration after myocardial infarction", "Phase I"],
          ["Athena Clinical", "Simulates and monitors adaptive clinical trials", "Product, 21 CFR Part 11 compliant"],
          ["Cell atlas", "Maps cell states during reprogramming with imaging and Lucy AI", "Active research"],
        ],
      },
      {
        type: "prose",
        heading: "What we are careful about",
        paragraphs: [
          "A model's confidence is not a measurement. Every Lucy AI release is evaluated on biofoundry data it has never seen, and we publish the failure rate of its most confident predictions. Organoids and animal models are imperfect stand-ins for patients, and neither GX-101 nor GX-204 has yet shown benefit in people; the GX-101 Phase II readout is expected in 2028. Biosecurity review applies to every design campaign, and some requests are refused.",
        ],
      },
      {
        type: "faq",
        heading: "Common questions",
        items: [
          { question: "Is Lucy AI trained on customer data?", answer: "No. It is trained on licensed and public data, and customer data is never used for training without written consent." },
          { question: "What is a capsid, and why redesign it?", answer: "The capsid is the protein shell of an adeno-associated virus, the vector that carries a gene therapy into cells. Natural capsids reach many tissues poorly and are recognized by the immune system; redesigned capsids can reach target cells more efficiently at lower doses. In retinal organoids, GX-101 lineage capsids show a median 18-fold gain in on-target expression over their parent." },
          { question: "How do academic groups get access?", answer: "Academic rates apply to non-commercial work, and the Tessellon Institute funds a number of biofoundry campaigns each year through instrument access grants." },
        ],
      },
      {
        type: "links",
        heading: "Read and follow",
        items: [
          { title: "Lucy AI and protein design", href: "/blog/lucy-ai-protein-design-lessons", body: "Five years of lessons, including the designs that failed." },
          { title: "Gene therapy manufacturing at scale", href: "/blog/gene-therapy-manufacturing-at-scale", body: "Why making a vector consistently is as hard as designing it." },
          { title: "AI safety in the lab", href: "/blog/ai-safety-in-the-lab", body: "The rules for using models in experimental and clinical work." },
          { title: "Retina regeneration with GX-101", href: "/projects/retina-regeneration-gx101", body: "The lead clinical program, from design to Phase II." },
          { title: "Cell atlas with Lucy AI", href: "/projects/cell-atlas-lucy", body: "Mapping cell states during reprogramming." },
          { title: "Lucy AI explained", href: "/videos/lucy-ai-explained", body: "Dr. Rafael Medina on how the model is trained and tested." },
          { title: "AI biotechnology terms", href: "/glossary-hub#discipline-biotech", body: "The glossary's words for this discipline, each linked to its full definition." },
          { title: "Who leads the work: Dr. Rafael Medina", href: "/team/rafael-medina", body: "Head of AI Biotechnology." },
        ],
      },
    ],
  },
  {
    slug: "space-navigation",
    heading: "Space navigation",
    summary: "How spacecraft can know where they are without waiting for Earth: pulsar timing, star tracking, optical clocks, HeraOS autonomy and GNSS-independent navigation.",
    theme: "space",
    tags: ["navigation", "pulsars", "timekeeping"],
    title: "Topic: space navigation, pulsars and time",
    description: "Our work on autonomous navigation in space and on Earth: PX10K pulsar timing, HeraOS, optical clocks and PX Phantom, with their measured limits.",
    keywords: ["space navigation", "pulsar navigation", "autonomous spacecraft", "optical clocks", "HeraOS", "PX10K"],
    blocks: [
      {
        type: "prose",
        heading: "Navigation is a timing problem",
        paragraphs: [
          "Most spacecraft beyond Earth orbit learn their position from the ground. Large antennas measure the round-trip time and Doppler shift of a radio signal, and flight dynamics teams compute an orbit and send it back. This works well, but antenna time is scarce, and at Mars distance a signal takes between 3 and 22 minutes each way. A spacecraft that must react to a fault, a dust storm or a landing window cannot always wait.",
          "Every method we work on replaces part of that loop with something on board. A pulsar, a rotating neutron star whose pulses arrive with clock-like regularity, serves as a beacon: comparing when its pulses arrive on the spacecraft with when they would arrive at a reference point gives the spacecraft's distance along the line to that pulsar. A star tracker gives orientation. An onboard clock keeps the two in time. PX10K combines all three into one instrument and fixes position within 2 km at Mars distance without ground contact.",
          "On Earth the same questions appear when satellite navigation signals are jammed or unavailable. PX Phantom uses the Phantom cold-atom interferometer to measure acceleration with drift under one nautical mile in 72 hours, for ships, critical infrastructure and defensive systems. The company does not make weapons, and navigation products are sold under that rule.",
        ],
      },
      {
        type: "specs",
        heading: "Key figures in this topic",
        rows: [
          { label: "PX10K position fix", value: "Within 2 km at Mars distance, no ground contact" },
          { label: "PX10K optics", value: "200 mm aperture shared by pulsar timing and star tracking" },
          { label: "HeraOS flight heritage", value: "14 spacecraft; DO-178C DAL B process" },
          { label: "PX Phantom drift", value: "Under 1 nautical mile per 72 hours" },
          { label: "Chron time transfer", value: "10 picoseconds between sites" },
        ],
      },
      {
        type: "faq",
        heading: "Common questions",
        items: [
          { question: "Why optical pulsars rather than X-ray pulsars?", answer: "X-ray pulsar navigation needs heavy detectors. The few pulsars that also pulse in visible light, such as the Crab and Vela pulsars, can be timed with a compact telescope and a single-photon detector that share optics with a star tracker. The cost is poorer geometry, because fewer sources are bright enough." },
          { question: "Does autonomy replace ground tracking?", answer: "Not entirely. It reduces how often a spacecraft needs a tracking pass and lets it act between passes. For critical events such as orbit insertion, ground navigation remains the reference, and PX10K serves as an independent check." },
          { question: "Where does precise time come from?", answer: "From our Chronon program on optical lattice clocks, which also gave rise to the Chron timing service. Better onboard clocks reduce the errors that accumulate between navigation fixes." },
        ],
      },
      {
        type: "links",
        heading: "Read and follow",
        items: [
          { title: "Pulsar navigation explained", href: "/blog/pulsar-navigation-explained", body: "How a spacecraft uses neutron stars as clocks." },
          { title: "Time as a navigation resource", href: "/blog/time-as-a-navigation-resource", body: "Why better clocks mean fewer tracking passes." },
          { title: "Mars autonomous navigation", href: "/projects/mars-autonomous-navigation", body: "PX10K and HeraOS for Ares Orbital's Mars program." },
          { title: "Debris tracking constellation", href: "/projects/debris-tracking-constellation", body: "Optical tracking of small debris from orbit." },
          { title: "Optical clock network", href: "/projects/optical-clock-network", body: "The Chronon clocks and the Chron timing service." },
          { title: "Pulsar navigation talk", href: "/videos/pulsar-navigation-talk", body: "Dr. Céline Moreau on what PX10K can and cannot do." },
          { title: "Space navigation terms", href: "/glossary-hub#discipline-space", body: "The glossary's words for this discipline, each linked to its full definition." },
          { title: "Who leads the work: Dr. Céline Moreau", href: "/team/celine-moreau", body: "Head of Space Navigation." },
        ],
      },
    ],
  },
  {
    slug: "green-energy",
    heading: "Green energy",
    summary: "Autonomous control of solar and storage with Helios Autonomy, thermal storage in basalt, and a geothermal-powered data hall that returns its heat to the city.",
    theme: "energy",
    tags: ["geothermal", "sustainability"],
    title: "Topic: green energy, storage and geothermal compute",
    description: "How we control 3.1 GW of solar, storage and grid assets, store heat in basalt, and run a data hall on geothermal power, with every figure measured.",
    keywords: ["green energy", "Helios Autonomy", "geothermal data center", "thermal storage", "grid control", "sustainability"],
    blocks: [
      {
        type: "prose",
        heading: "Two jobs: a product line and our own bill",
        paragraphs: [
          "Green energy is the one discipline in which we are our own first customer. Quantum processors are cooled to 20 millikelvin by dilution refrigerators that draw 10 to 25 kW each including their compressors and chillers, and Lucy AI training and inference consume megawatt-hours. If we cannot run those facilities on clean electricity and reuse their heat, we have no standing to sell energy software to others.",
          "The product side is Helios Autonomy, which forecasts the output of solar plants, schedules battery storage and responds to grid signals within seconds. It now manages 3.1 GW of assets in nine countries. The pilot side is in Reykjavik: a data hall powered entirely by geothermal electricity, cooled by outside air for most of the year, and connected to the district heating network, and Helios Vault, which stores surplus electricity as heat in crushed basalt at up to 600 °C.",
        ],
      },
      {
        type: "stats",
        heading: "Measured results",
        items: [
          { value: "3.1 GW", label: "Assets under Helios Autonomy control" },
          { value: "1.08", label: "Annual PUE of the Reykjavik data hall, 2025" },
          { value: "62%", label: "Helios Vault round-trip efficiency, heat to heat" },
          { value: "28%", label: "Helios Vault round-trip, back to electricity" },
          { value: "23%", label: "Curtailment reduction at one 180 MW customer site, first year" },
        ],
      },
      {
        type: "prose",
        heading: "What we have not solved",
        paragraphs: [
          "Thermal storage in basalt is cheap and durable but poor at returning electricity, so we offer Helios Vault for heat only. Power usage effectiveness measures overhead, not the carbon cost of building servers, which we now report separately. And an autonomous controller is only as good as its forecasts: on days of fast-moving cloud cover, Helios Autonomy's 15-minute solar forecast error roughly doubles, and operators still need to understand why the software did what it did.",
        ],
      },
      {
        type: "faq",
        heading: "Common questions",
        items: [
          { question: "What is power usage effectiveness?", answer: "PUE is the ratio of all the energy a data center uses to the energy delivered to its computing equipment. A value of 1.08 means 8% overhead for cooling, power conversion and lighting. It says nothing about the carbon intensity of the electricity, which in Reykjavik is geothermal." },
          { question: "Why Reykjavik?", answer: "Iceland's grid is almost entirely geothermal and hydroelectric, outside air is cool for most of the year, and the city already has a district heating network that can take waste heat. Those three conditions together are rare." },
          { question: "Does Helios Autonomy work with existing control systems?", answer: "Yes, but integration takes time. For a 200 MW solar-plus-storage site, deployment typically takes three to six months, and one customer's integration took five months against a planned three." },
        ],
      },
      {
        type: "links",
        heading: "Read and follow",
        items: [
          { title: "The geothermal data hall: year one", href: "/blog/geothermal-data-hall-year-one", body: "The energy figures, including the disappointing ones." },
          { title: "The cryogenics energy budget", href: "/blog/cryogenics-energy-budget", body: "Where quantum computing's electricity goes." },
          { title: "Geothermal compute pilot", href: "/projects/geothermal-compute-pilot", body: "The project behind the Reykjavik data hall." },
          { title: "Post-quantum grid", href: "/projects/post-quantum-grid", body: "Protecting the control links of grid assets." },
          { title: "Reykjavik data hall video transcript", href: "/videos/reykjavik-data-hall", body: "Kwame Asante walks through the hall and its heat plant." },
          { title: "Climate technology initiative", href: "/initiatives/climate-tech", body: "Targets for our own operations and progress against them." },
          { title: "Green energy terms", href: "/glossary-hub#discipline-energy", body: "The glossary's words for this discipline, each linked to its full definition." },
          { title: "Who leads the work: Kwame Asante", href: "/team/kwame-asante", body: "Head of Green Energy." },
        ],
      },
    ],
  },
  {
    slug: "post-quantum-security",
    heading: "Post-quantum security",
    summary: "Replacing public-key cryptography before quantum computers can break it: ML-KEM and ML-DSA in hybrid with X25519, EchoNet, and migration of long-lived systems.",
    theme: "security",
    tags: ["post-quantum", "cryptography"],
    title: "Topic: post-quantum cryptography and migration",
    description: "Why public-key cryptography must change, how NIST's ML-KEM and ML-DSA work in EchoNet, and what we learned migrating substations and satellites.",
    keywords: ["post-quantum cryptography", "ML-KEM", "ML-DSA", "EchoNet", "crypto migration", "hybrid key exchange"],
    blocks: [
      {
        type: "prose",
        heading: "Why a quantum company works on this",
        paragraphs: [
          "The public-key algorithms that protect most of today's communications, RSA and elliptic-curve cryptography, rest on problems that a large error-corrected quantum computer running Shor's algorithm could solve efficiently. Nobody can yet build such a machine; our own Orion-9 is many orders of magnitude too small. But data recorded today can be decrypted later, and equipment installed today in substations, satellites and hospitals may stay in service for twenty years. The migration has to start well before the threat arrives.",
          "In August 2024 NIST published the first post-quantum standards: FIPS 203 (ML-KEM, a key-encapsulation mechanism) and FIPS 204 (ML-DSA, a digital signature scheme), both based on the hardness of problems over module lattices. EchoNet, our encrypted mesh network for critical sites, combines ML-KEM with the classical X25519 key exchange, so that an attacker would have to break both, and signs with ML-DSA. Building a quantum computer and defending against one in the same company is deliberate: each team knows the other's real progress.",
        ],
      },
      {
        type: "table",
        heading: "Sizes that change engineering decisions",
        caption: "Sizes in bytes for the parameter sets EchoNet uses by default, compared with X25519.",
        columns: ["Algorithm", "Public key", "Ciphertext or signature"],
        rows: [
          ["X25519", "32", "32 (public value)"],
          ["ML-KEM-768", "1,184", "1,088"],
          ["ML-DSA-65", "1,952", "3,309"],
        ],
      },
      {
        type: "list",
        heading: "Lessons from migration",
        items: [
          "Inventory first: most organizations do not know where their cryptography lives until they search for it.",
          "Larger keys and signatures break fixed-size buffers and low-bandwidth radio links before they break anything else.",
          "Hybrid mode keeps the protection of well-studied classical schemes while the new ones mature.",
          "Firmware signing needs the longest lead time, because the keys are burned into devices.",
        ],
      },
      {
        type: "faq",
        heading: "Common questions",
        items: [
          { question: "When will quantum computers break RSA?", answer: "Nobody knows. Published estimates for factoring a 2048-bit RSA key have fallen from about twenty million noisy physical qubits running for eight hours (2019) to under a million running for about a week (2025), still far beyond today's machines. We plan migrations on the assumption that the date is uncertain and that data recorded now must stay secret for decades." },
          { question: "Why hybrid rather than post-quantum only?", answer: "ML-KEM and ML-DSA are well studied but young compared with elliptic-curve cryptography. Combining ML-KEM with X25519 means an attacker must break both, so a flaw found in either one does not expose traffic." },
          { question: "Does EchoNet slow links down?", answer: "The hybrid handshake adds a few kilobytes and a few milliseconds, which matters only on narrow radio links. Bulk traffic uses symmetric encryption, which is unaffected by post-quantum changes beyond choosing 256-bit keys." },
        ],
      },
      {
        type: "links",
        heading: "Read and follow",
        items: [
          { title: "The post-quantum migration playbook", href: "/blog/post-quantum-migration-playbook", body: "A step-by-step plan for long-lived systems." },
          { title: "Post-quantum grid", href: "/projects/post-quantum-grid", body: "140 substations moved to hybrid post-quantum links." },
          { title: "Post-quantum in practice", href: "/videos/post-quantum-in-practice", body: "Dr. Priya Raman on what migration really involves." },
          { title: "EchoNet FIPS validation", href: "/newsroom/echonet-fips-validation", body: "The validation announcement." },
          { title: "Secure communications technology", href: "/technology/secure-communications", body: "How EchoNet is built." },
          { title: "Security and encryption terms", href: "/glossary-hub#discipline-security", body: "The glossary's words for this discipline, each linked to its full definition." },
          { title: "Who leads the work: Dr. Priya Raman", href: "/team/priya-raman", body: "Head of Secure Communications and Chief Security Officer." },
        ],
      },
    ],
  },
  {
    slug: "research-culture",
    heading: "Research culture",
    summary: "How we work: measuring before claiming, rotating between disciplines, publishing openly, funding fellows through the Tessellon Institute and keeping AI use safe.",
    theme: "company",
    tags: ["open-science", "careers", "safety"],
    title: "Topic: research culture and open science",
    description: "How research works at Tessellon: working principles, rotations between divisions, open publication, the Noether Fellowships and safety in the lab.",
    keywords: ["research culture", "open science", "careers in research", "lab safety", "fellowships", "interdisciplinary research"],
    blocks: [
      {
        type: "prose",
        heading: "Habits that make results dependable",
        paragraphs: [
          "A research company is a set of habits as much as a set of instruments. Ours were written down in 2015 as four working principles: measure before you claim, keep the disciplines touching, build what you would depend on, and decline work that does harm. This topic collects what we write about living by them, including the times we did not.",
          "Measuring before claiming means every published figure comes with its method and conditions, and preliminary results are labeled as such. Keeping disciplines touching means researchers rotate into another division for three to six months, and every major design review includes an outside reviewer. The rotation is how machine-learning methods from protein design ended up in the quantum decoder, and how cryogenic engineers came to help budget energy in Reykjavik.",
        ],
      },
      {
        type: "features",
        heading: "What this looks like in practice",
        items: [
          { title: "Open by default", body: "About 70% of our papers since 2020 are open access. The rest are delayed only for patent filings or confidentiality agreed with a customer in advance." },
          { title: "Fellowships that belong to everyone", body: "The Tessellon Institute's Noether Fellowships fund ten early-career researchers a year, with their results published openly." },
          { title: "Safety as a design input", body: "Biosafety, laser safety, cryogen handling and AI governance are reviewed at design time, not after an incident." },
          { title: "Careers without a single ladder", body: "Researchers can progress as principal investigators, as engineers or as managers, with equal pay bands at each level." },
        ],
      },
      {
        type: "prose",
        heading: "Where we fall short",
        paragraphs: [
          "Rotations cost the home team months of a person's time, and some programs have asked to be exempted. Open publication sometimes lags because patent counsel is slower than researchers. And a company of 640 people spread over five sites and 41 nationalities has to work hard to keep its seminar culture from becoming a Boston habit: the weekly cross-division seminar in the Noether room is now streamed and recorded, and every second one is hosted from another site.",
        ],
      },
      {
        type: "faq",
        heading: "Common questions",
        items: [
          { question: "Can anyone at Tessellon apply for a rotation?", answer: "Yes, after their first year. Rotations last three to six months, are approved by both division heads, and the host division pays the salary for the period." },
          { question: "Who decides what gets published?", answer: "The authors, subject to patent timing and any confidentiality agreed with a customer before the work began. Managers cannot block a paper because its result is unflattering." },
          { question: "How do Noether Fellows relate to the company?", answer: "They are funded by the Tessellon Institute, not employed by the company, choose their own questions and publish without company review. They may use Tessellon facilities through access agreements." },
        ],
      },
      {
        type: "links",
        heading: "Read and follow",
        items: [
          { title: "Not plankton", href: "/blog/not-plankton", body: "A story from the lab about checking what you think you see." },
          { title: "Open science fellowship 2026", href: "/blog/open-science-fellowship-2026", body: "How the 2026 Noether Fellows were chosen." },
          { title: "AI safety in the lab", href: "/blog/ai-safety-in-the-lab", body: "How models are used around experiments and patients." },
          { title: "Founders' conversation 2025", href: "/videos/founders-conversation-2025", body: "Mara Okafor and Tobias Lindqvist on the company's habits." },
          { title: "The Tessellon Institute", href: "/tessellon-institute", body: "Fellowships, open datasets and governance." },
          { title: "Careers", href: "/careers", body: "Open positions and how we hire." },
          { title: "Terms of how we work", href: "/glossary-hub#discipline-company", body: "The glossary's words for this discipline, each linked to its full definition." },
          { title: "Who leads the work: Dr. Tobias Lindqvist", href: "/team/tobias-lindqvist", body: "Co-founder and Chief Technology Officer, who sets the research standards every division follows." },
        ],
      },
    ],
  },
];

export const topicsIndex: Page = {
  path: "/topics",
  kind: "landing",
  title: "Topics: research subjects across five disciplines",
  description: "Six topics that gather our posts, projects, videos and research pages by subject, from quantum error correction to post-quantum security and research culture.",
  keywords: ["topics", "research subjects", "reading guide", "quantum computing", "AI biotechnology", "space navigation"],
  eyebrow: "Topics",
  heading: "Read by subject",
  lede: "Our posts, projects and talks are written by different teams at different times. Topics gather them by subject, with a short introduction to the question behind each one and a suggested reading order.",
  updated: "2026-10-12",
  theme: "company",
  blocks: [
    {
      type: "prose",
      heading: "How topics work",
      paragraphs: [
        "Each topic starts with the research question that holds it together, written for a reader who is an expert in something else. It then gives the current figures, the open problems we are working on and links to the most useful posts, projects and videos. Posts are attached to topics through their tags, so a topic page always shows the latest writing on its subject even when the introduction was written months earlier.",
        "Five topics follow the five divisions, with one difference: the security topic is about post-quantum cryptography specifically, because that is where most of our public writing on security goes. The sixth topic, research culture, is about how we work across all of them.",
      ],
    },
    {
      type: "links",
      heading: "The six topics",
      items: [
        { title: "Quantum computing", href: "/topics/quantum-computing", body: "Superconducting qubits, surface-code error correction and decoders, and the Orion-9 processor." },
        { title: "AI biotechnology", href: "/topics/ai-biotechnology", body: "Lucy AI, the biofoundry and gene therapies designed with machine learning." },
        { title: "Space navigation", href: "/topics/space-navigation", body: "Pulsar timing, optical clocks and autonomy for spacecraft and for navigation without satellites." },
        { title: "Green energy", href: "/topics/green-energy", body: "Grid control software, thermal storage and a geothermal data hall." },
        { title: "Post-quantum security", href: "/topics/post-quantum-security", body: "ML-KEM, ML-DSA and the slow work of migrating long-lived systems." },
        { title: "Research culture", href: "/topics/research-culture", body: "Working principles, rotations, open science and safety." },
      ],
    },
    {
      type: "faq",
      heading: "Finding your way",
      items: [
        { question: "How is a topic different from a blog category?", answer: "A category is where a post is filed, one per post. A topic gathers posts from several tags together with projects, videos and research pages, and adds an introduction that explains the subject." },
        { question: "Where do I start if I know nothing about the field?", answer: "Read the first section of the topic page, then the first link in its reading list. For quantum computing, the longer quantum computing guide is the best introduction." },
        { question: "Where are the definitions?", answer: "Technical terms used across topics are defined once in the glossary, which can be read alphabetically or by discipline." },
      ],
    },
    { type: "listing", of: "topics" },
    {
      type: "cta",
      heading: "Need a term explained?",
      body: "The glossary defines the technical vocabulary of all five disciplines in two to four sentences each.",
      primary: { label: "Open the glossary", href: "/glossary" },
      secondary: { label: "All blog posts", href: "/blog" },
    },
  ],
};
