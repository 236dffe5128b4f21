import type { Page, Post, Taxonomy } from '@/lib/content/types';

/**
 * The blog: its index page, the six categories, the sixteen tags and the twelve posts.
 * Every post is written by the person who did or led the work and edited by Sofia Alvarez.
 */

export const categories: Taxonomy[] = [
  {
    slug: "quantum",
    name: "Quantum",
    description: "Posts on superconducting quantum processors, surface-code error correction, real-time decoders and what still limits Orion-9.",
    intro: [
      "This category collects what the Quantum Systems division writes about its own machines. The division builds Orion-9, a 256-qubit superconducting processor made of four Quantum Chip v3 tiles, and Aetherion Core, the software stack that compiles circuits, schedules them and decodes error-correction measurements in under 1 µs per round. Most posts here are about one question: how to make many noisy physical qubits behave as a few reliable logical ones.",
      "Expect error budgets rather than headlines. When a post reports a logical error rate of 1e-6 per cycle at code distance 7, it also says how many cycles were run, which errors dominate and what the experiment did not test, such as logical gates by lattice surgery or bursts of correlated errors from cosmic rays.",
      "Readers new to the field should start with the quantum computing guide and the post on logical qubits below threshold, then read how the decoder keeps pace with the hardware.",
    ],
  },
  {
    slug: "ai-biology",
    name: "AI & Biology",
    description: "Writing on Lucy AI, protein and capsid design, the Boston biofoundry, gene-therapy manufacturing and the rules for using models near patients.",
    intro: [
      "The AI Biotechnology division designs proteins and gene therapies with a model that proposes and a laboratory that checks. The model is Lucy AI, a 34-billion-parameter foundation model for proteins, RNA and small molecules used in more than 60 labs. The laboratory is the Boston biofoundry, where 14 Tessellon Cellworks arms build and measure designs. The clinical programs built on both are GX-101, for retinal degeneration, in Phase II, and GX-204, for cardiac regeneration, in Phase I.",
      "Posts in this category report what worked and what did not, including design campaigns that failed in the laboratory and predictions that were confidently wrong. Posts about clinical programs are reviewed by the Chief Medical Officer and never suggest benefit to patients before trial results support it; the GX-101 Phase II readout is expected in 2028.",
    ],
  },
  {
    slug: "space",
    name: "Space",
    description: "How spacecraft and vehicles can find their position without ground help: pulsar timing, optical clocks, star tracking and HeraOS autonomy.",
    intro: [
      "The Space Navigation division in Toulouse works on a single problem from several directions: how a spacecraft, or a ship or vehicle on Earth, can know where it is without asking someone else. Its instruments are PX10K, which times optical pulsars and tracks stars to fix position within 2 km at Mars distance without ground contact; HeraOS, the real-time operating system that has flown on 14 spacecraft; and the optical lattice clocks of the Chronon program, the source of the Chron timing service.",
      "Posts here explain the physics with worked numbers, then say where it stops working. Optical pulsars are few and faint, the Sun blocks the brightest one for about two months a year, and no optical lattice clock has yet operated in deep space. Those limits shape the engineering as much as the successes do.",
    ],
  },
  {
    slug: "energy",
    name: "Energy",
    description: "Measured energy results from Reykjavik and Boston: the geothermal data hall, heat recovery, Helios Autonomy and the power cost of cryogenics.",
    intro: [
      "Green Energy is the one discipline in which Tessellon is its own first customer. The company runs quantum processors whose systems, dilution refrigerator and control electronics together, draw about 25 kW each, trains and serves a 34-billion-parameter model, and operates a data hall in Reykjavik on geothermal electricity that returns its waste heat to the district heating network. Helios Autonomy, the division's control software, manages 3.1 GW of solar, storage and grid assets in nine countries.",
      "Posts in this category publish energy figures with their methods and their boundaries: what a power usage effectiveness of 1.08 includes and excludes, how much waste heat actually reached homes, and which savings in the cryostat hall cost qubit performance. The figures that disappointed are published with the same care as the ones that did not. Where a saving was tried and reversed, as when a lower compressor power warmed the cryostat and shortened qubit lifetimes, the post says so and gives the numbers.",
    ],
  },
  {
    slug: "security",
    name: "Security",
    description: "Post-quantum cryptography in practice: ML-KEM and ML-DSA with X25519 in EchoNet, and migrating long-lived systems without downtime.",
    intro: [
      "The Secure Communications division in Zurich builds EchoNet, an encrypted mesh network for critical sites that combines the NIST post-quantum standards ML-KEM and ML-DSA (FIPS 203 and 204) with the classical X25519 key exchange. It sits next to the quantum error-correction group on purpose: estimates of when a quantum computer could break today's public-key cryptography come from people who build quantum hardware and know its real progress.",
      "Writing in this category is practical. It covers inventories of where cryptography lives, the byte sizes that break radio links and fixed buffers, firmware signing, hybrid modes and the order in which to migrate. It also says plainly what nobody knows, beginning with the date on which a cryptographically relevant quantum computer will exist. Every post here is reviewed by the Chief Security Officer before publication, and vulnerabilities are discussed only after customers have had time to patch.",
    ],
  },
  {
    slug: "company",
    name: "Company",
    description: "How Tessellon works: the founder's essays, research culture, rotations between divisions, careers and the Tessellon Institute's fellowships.",
    intro: [
      "Posts in this category are about the company rather than a single technology: why it works in five disciplines, how research is organized across Boston, Zurich, Toulouse, Singapore and Reykjavik, how people move between divisions, and how the Tessellon Institute, the company's independent non-profit, chooses and funds its Noether Fellows.",
      "They are written by the people accountable for each subject, from the founder to the Chief Financial Officer, and are held to the same standard as technical posts: claims come with figures, figures come with sources, and costs are reported next to benefits. If a rotation program slows a team down, or a fellowship formula limits what the Institute can do, the post says so. The founder's essay on why the company is built as tiles that meet, rather than as groups drifting apart, is the best place to start.",
    ],
  },
];

export const tags: Taxonomy[] = [
  {
    slug: "error-correction",
    name: "Error correction",
    description: "Surface codes, logical qubits, thresholds and decoders: how noisy physical qubits are combined into reliable logical ones.",
    intro: [
      "Quantum error correction stores one logical qubit in many physical qubits and checks their parities in repeated rounds. The pattern of changed checks, the syndrome, goes to a classical decoder that infers which errors probably happened. If the physical error rate is below a threshold, a larger code suppresses logical errors exponentially; above it, a larger code only adds places for errors to occur.",
      "Posts with this tag report measured logical error rates on Orion-9, the error budgets behind them and the decoders that must keep pace with a cycle of about 1 µs. They also cover the problems that remain open: leakage out of the qubit subspace, correlated bursts of errors, and logical operations that are still slower and noisier than logical memory.",
    ],
  },
  {
    slug: "superconducting-qubits",
    name: "Superconducting qubits",
    description: "The physics and engineering of superconducting circuits: coherence, couplers, flip-chip tiles, wiring and the cryostats that cool them.",
    intro: [
      "A superconducting qubit is a small circuit of aluminum and niobium with a Josephson junction that behaves like an artificial atom. It works only at about 20 millikelvin and is driven by microwave pulses a few tens of nanoseconds long. Tessellon's Quantum Chip v3 tile holds 64 such qubits with tunable couplers, and four tiles make the 256 qubits of Orion-9, with a median energy relaxation time of 310 µs.",
      "Posts with this tag deal with the hardware: what limits coherence, how tiles are bonded and wired, how gate fidelity of 99.82% is measured and what it costs in electricity to keep a processor cold. The physics of materials and surfaces, which the founder studied for her doctorate, is a recurring subject.",
    ],
  },
  {
    slug: "protein-design",
    name: "Protein design",
    description: "Designing proteins and capsids with Lucy AI and the biofoundry: what the model proposes, what the laboratory measures and where design fails.",
    intro: [
      "Protein design means choosing an amino-acid sequence so that the protein folds, binds and functions as intended. The space of sequences is vast and only a tiny fraction work, so Tessellon's approach is iterative: Lucy AI proposes and ranks candidates, the biofoundry builds and measures about 2,000 of them in a round of roughly six weeks, and the measurements train the next round.",
      "Posts with this tag cover that loop in detail, including the capsid designs behind GX-101, the benchmarks on which Lucy AI is evaluated and the campaigns where predictions were confidently wrong. They also cover the checks every design passes before synthesis, including biosecurity screening against sequences of concern. Where a campaign failed, the posts give the sequences and measurements so that others can learn from them.",
    ],
  },
  {
    slug: "machine-learning",
    name: "Machine learning",
    description: "Machine learning where it meets measurement: Lucy AI, learned quantum decoders, calibrated uncertainty and models used safely in laboratories.",
    intro: [
      "Machine learning appears in almost every Tessellon division, but rarely as the whole answer. Lucy AI, a 34-billion-parameter model, proposes proteins that a laboratory must still build. A small learned network on an FPGA helps the Aetherion Core decoder finish each round of error correction in under a microsecond. Helios Autonomy forecasts solar output before it dispatches storage.",
      "Posts with this tag focus on the parts that practitioners in other fields tend to ask about: how a model's uncertainty is calibrated against measurements it has never seen, how models are kept inside tight latency or safety budgets, and how the company tracks the cases in which its most confident predictions were wrong. Model size is reported, but it is rarely the most interesting number in the post.",
    ],
  },
  {
    slug: "navigation",
    name: "Navigation",
    description: "Autonomous navigation for spacecraft, ships and infrastructure: pulsar timing, star trackers, clocks, cold-atom sensors and their limits.",
    intro: [
      "Navigation is the problem of knowing where you are accurately enough to act. Beyond Earth orbit most spacecraft still learn their position from ground antennas, which are scarce and slow: at Mars a radio round trip takes between 6 and 44 minutes. On Earth, satellite navigation signals can be jammed or lost.",
      "Posts with this tag describe the instruments Tessellon builds to close that gap, from the PX10K unit, which fixes position within 2 km at Mars distance without ground contact, to PX Phantom, whose cold-atom inertial sensor drifts under one nautical mile in 72 hours. They give the error budgets of each method and explain which measurement limits it today, whether photon counts, clock stability, orbit models or the number of usable sources in the sky.",
    ],
  },
  {
    slug: "pulsars",
    name: "Pulsars",
    description: "Rotating neutron stars as natural clocks: how optical pulsar timing gives a spacecraft its position, and why so few pulsars are usable.",
    intro: [
      "A pulsar is a rotating neutron star whose beam sweeps past the observer with a regularity that rivals atomic clocks. Comparing when its pulses arrive at a spacecraft with when they would arrive at the center of mass of the solar system gives the spacecraft's distance along the line to that pulsar.",
      "Most pulsars are observed in radio or X-rays, which needs large antennas or heavy detectors. PX10K uses the few that also pulse in visible light, chiefly the Crab pulsar, with a 200 mm telescope and a single-photon detector. Posts with this tag explain the photon budget, the timing models and the geometry that limit this approach, and what the ground tests on the Crab and Vela pulsars have shown.",
    ],
  },
  {
    slug: "post-quantum",
    name: "Post-quantum",
    description: "Replacing RSA and elliptic curves before quantum computers can break them: ML-KEM, ML-DSA, hybrid modes and real migration projects.",
    intro: [
      "Post-quantum cryptography is public-key cryptography built on problems that are believed to resist quantum computers as well as classical ones. In August 2024 NIST published the first standards, FIPS 203 (ML-KEM, for key establishment) and FIPS 204 (ML-DSA, for signatures), both based on module lattices. Their keys and signatures are one to two orders of magnitude larger than those of elliptic-curve schemes.",
      "Posts with this tag are about putting those standards into service. They draw on EchoNet's hybrid handshake with X25519 and on the Post-quantum grid project, in which 140 substations moved to hybrid links without losing a single protection message, and they treat migration of long-lived equipment as the hard part of the problem. The algorithms took years to standardize; replacing them in the field will take longer.",
    ],
  },
  {
    slug: "cryptography",
    name: "Cryptography",
    description: "Cryptography as engineering: key exchange, signatures, firmware signing, side channels and the discipline of keeping algorithms replaceable.",
    intro: [
      "Cryptography fails more often in implementation than in mathematics. Keys are stored badly, buffers are sized for yesterday's algorithms, signing keys are burned into devices with no way to rotate them, and correct code leaks secrets through its timing. The Secure Communications division spends much of its time on those failures, both in its own products and in customers' systems.",
      "Posts with this tag cover the engineering side: how EchoNet combines ML-KEM-768 with X25519 and signs with ML-DSA-65, how to plan a firmware signing transition that will outlive the people who start it, and how to design systems whose algorithms can be replaced again, because the post-quantum standards will not be the last change. The division also tests implementations for timing leaks and fault attacks in its own side-channel laboratory in Zurich.",
    ],
  },
  {
    slug: "geothermal",
    name: "Geothermal",
    description: "Computing on geothermal power in Reykjavik: the data hall, its cooling and heat recovery, and what a year of operation measured.",
    intro: [
      "Iceland's electricity comes almost entirely from geothermal and hydroelectric plants, its outside air is cool for most of the year, and Reykjavik has a district heating network that can take waste heat. Tessellon's data hall there combines all three: it runs Lucy AI inference and part of Aetherion Core's classical compute on geothermal electricity and sends its heat to homes.",
      "Posts with this tag report the hall's measured performance, including an annual power usage effectiveness of 1.08 in 2025 and the share of waste heat actually delivered to the network. They also cover the less obvious sides of geothermal computing: sulfur in the air, emissions from the reservoir and what happens to heat in summer, when the city does not need it.",
    ],
  },
  {
    slug: "sustainability",
    name: "Sustainability",
    description: "The energy and material cost of research infrastructure, measured: cryostats, data halls, heat reuse and the targets for every site.",
    intro: [
      "A research company that sells energy software has to account for its own energy use first. Tessellon's largest loads are its quantum processors, each system drawing about 25 kW with its dilution refrigerator and control electronics, and the computers that train and serve its models. The climate technology initiative sets targets for every site, and the Green Energy division measures progress against them.",
      "Posts with this tag publish those measurements with their boundaries stated: what is inside a figure and what is not, which savings were made and which were tried and abandoned because they cost performance. They treat efficiency per useful result, such as energy per logical qubit cycle, as the figure that matters, rather than totals alone, because a better qubit or a busier accelerator can save more energy than a better chiller.",
    ],
  },
  {
    slug: "gene-therapy",
    name: "Gene therapy",
    description: "AI-designed gene therapies from capsid to clinic: GX-101 for retinal degeneration, GX-204 for the heart, and the evidence each still needs.",
    intro: [
      "A gene therapy delivers genetic instructions into a patient's cells, most often inside the protein shell of an adeno-associated virus, called a capsid. GenovaX, Tessellon's platform, designs those capsids and their payloads with Lucy AI. Its lead program, GX-101, aims to reprogram Müller glia in the retina toward photoreceptor-like cells and is in Phase II; GX-204, for heart muscle after infarction, is in Phase I.",
      "Posts with this tag are reviewed by the Chief Medical Officer. They describe design, manufacturing and trial conduct in detail and say clearly that neither program has yet shown benefit in patients. The GX-101 Phase II readout is expected in 2028. Until then, posts report safety findings, trial design and manufacturing progress in plain language, including results that are unfavorable.",
    ],
  },
  {
    slug: "manufacturing",
    name: "Manufacturing",
    description: "Making what we design, consistently and at scale: vector yield, process analytics, flip-chip tiles and the limits of contract production.",
    intro: [
      "A design that cannot be made reliably is not yet a product. For gene therapies, the yield of vector per liter of cell culture and the fraction of capsids that carry the payload decide how many patients one batch can treat and what a dose costs. For quantum hardware, the yield of working qubits per tile and the consistency of flip-chip bonding decide how large a processor can be.",
      "Posts with this tag look at manufacturing as an engineering discipline of its own: the analytics that show whether two batches are the same, the scores Lucy AI uses to favor manufacturable designs, and the handover to contract manufacturers for the scales Tessellon does not run itself. They also ask a question that designers tend to postpone: if this works, can enough of it be made for everyone who needs it?",
    ],
  },
  {
    slug: "timekeeping",
    name: "Timekeeping",
    description: "Precise time as infrastructure: optical lattice clocks, the Chron timing service, time transfer over fiber and time as a navigation measurement.",
    intro: [
      "Light travels about 30 centimeters in a nanosecond, so every error in a clock becomes an error in position. That is why timekeeping sits at the center of navigation, from satellite systems on Earth to pulsar timing in deep space. Tessellon's Chronon program builds strontium optical lattice clocks and the links that compare them; the Chron service transfers time between connected sites to within 10 picoseconds.",
      "Posts with this tag explain how clocks are built, compared and steered to Coordinated Universal Time, what stability figures such as 1e-17 mean in practice, and how better clocks reduce a spacecraft's dependence on ground tracking. They also cover what is still missing, beginning with a clock small and robust enough to fly, and a way to model signal delays at the picosecond level.",
    ],
  },
  {
    slug: "open-science",
    name: "Open science",
    description: "Publishing openly and sharing data: the Tessellon Institute, Noether Fellowships, open datasets and instrument access for academic groups.",
    intro: [
      "About 70% of Tessellon's papers since 2020 are open access, and the rest are delayed only for patent filings or confidentiality agreed with a customer in advance. The Tessellon Institute, an independent non-profit established in 2019, goes further: it funds ten Noether Fellows a year, publishes datasets from Tessellon instruments under open licenses and awards time on Orion-9 and in the biofoundry to academic groups.",
      "Posts with this tag describe how that works in practice: how fellows are chosen, how the Institute is funded by a fixed formula rather than annual negotiation, what the open datasets contain, and where openness conflicts with commercial or safety obligations and how those conflicts are resolved. Some biological designs, for instance, are published only in summary because their details would be hazardous.",
    ],
  },
  {
    slug: "careers",
    name: "Careers",
    description: "Working in research at Tessellon: rotations between divisions, parallel career tracks, fellowships and what it is like to move between fields.",
    intro: [
      "Tessellon employs about 640 people, 310 of them researchers, from 41 nationalities across five sites. Careers are not a single ladder: researchers progress as principal investigators, engineers or managers on equal pay bands, and after their first year anyone may apply for a rotation of three to six months in another division.",
      "Posts with this tag are about those choices and what they cost: why rotations exist and how often they produce work that neither division would have done alone, how early-career researchers can reach the company's instruments through the Noether Fellowships, and what the founders look for when they decide what the company will and will not take on. Open positions themselves are listed on the careers page; these posts explain what the work is like.",
    ],
  },
  {
    slug: "safety",
    name: "Safety",
    description: "Safety as a design input: AI governance, biosecurity screening, laboratory automation interlocks and the human decisions that models may not make.",
    intro: [
      "Safety at Tessellon covers cryogens, lasers, biological materials and, increasingly, the use of machine-learning models in laboratories and clinics. The AI governance board, established in 2023 and chaired by the Chief Security Officer, sets the rules; the research ethics and dual-use committee reviews defense-related, clinical and biosecurity-sensitive work and can stop a project outright.",
      "Posts with this tag describe those rules and the incidents and near misses that shaped them. They cover biosecurity screening of every designed sequence before synthesis, interlocks on the Cellworks robots, and the standing rule that software may propose a clinical decision but a named clinician makes it and records why. Near misses are reported in the same detail as rules, because they are how the rules improve.",
    ],
  },
];

export const posts: Post[] = [
  {
    slug: "not-plankton",
    title: "Not plankton: why five disciplines must fit as tiles",
    description: "Our founder on why a company working in five disciplines has to be built as tiles that meet, not as organisms drifting in many directions at once.",
    keywords: ["Tessellon name", "research strategy", "interdisciplinary research", "focus", "company culture", "Mara Okafor"],
    heading: "Not plankton",
    excerpt: "In 2016 an investor told us our plan looked like plankton. He was right about the drawing, and the correction became the way we run the company.",
    category: "company",
    tags: ["careers", "open-science"],
    authorId: "mara-okafor",
    published: "2025-01-21",
    updated: "2025-02-04",
    theme: "company",
    blocks: [
      {
        type: "prose",
        heading: "A remark about a slide",
        paragraphs: [
          "In the spring of 2016 we were raising money for the second time. We had one working division, a quantum hardware group of about thirty people, and a plan to add four more: optical clocks and navigation, cryptography, biology and energy. On the last slide of the plan I had drawn each discipline as a circle, spread evenly across the page with arrows pointing outward. An investor looked at it for a while and said: that is plankton. Lots of small organisms, each drifting wherever the current takes it.",
          "The word comes from the Greek planktos, wandering or drifting. Plankton are not failures; they feed the oceans. But they do not choose their direction, and a company of five small research groups, each following the funding fashion of its own field, would not choose its direction either. Quantum computing, biological AI and space have each had years in which money arrived faster than results. A group that follows that money does well in the good years and learns very little.",
          "I went back to the slide that evening and saw what he had seen. Our name already said tessellation, separate tiles that meet without gaps, yet I had drawn five circles that did not touch. Circles cannot tile a plane. We redrew the plan as five tiles sharing edges, wrote down what crossed each edge, and that drawing, simplified, became the mark we still use: five tiles of different shapes forming one hexagon.",
        ],
      },
      {
        type: "prose",
        heading: "What makes something a tile",
        paragraphs: [
          "A tile has two properties. It has a shape of its own, and its edges are shaped by its neighbors. Translated into research, every program must be good on its own terms, judged by the specialists of its field, and must also give something to, or take something from, another division. A program with no edges is a circle. It may be excellent, but it is drifting, and we should either find its edges or let it go.",
          "The edges are concrete, and they are the reason we exist as one company rather than five. Machine-learning engineers who came from protein design on rotation built the learned stage of the Aetherion Core decoder, which now returns each correction in under 1 µs. The Chronon optical clock program produced both the Chron timing service, with 10 picosecond transfer between sites, and the timing methods inside PX10K. The cryogenic engineers who keep our twelve dilution refrigerators at 20 mK helped the Reykjavik team budget the energy of the data hall, and our cryptographers protect the control links of grid assets that Helios Autonomy dispatches.",
        ],
      },
      {
        type: "features",
        heading: "Three habits that keep us from drifting",
        intro: "None of these is elegant. Each costs something, and we keep them because the alternative costs more.",
        items: [
          { title: "Every program names its edges", body: "Once a year, in the quarterly portfolio review that the Chief Executive chairs, each program lists the other divisions that depend on it and that it depends on. In the 2024 round, 23 of 29 programs named at least one such edge. The six that named none were asked to justify standing alone; four did, and two were wound down." },
          { title: "People cross the edges", body: "After their first year, researchers may rotate into another division for three to six months, paid by the host. A third of the patents granted to the company since 2020 list inventors from more than one division, which is the most direct evidence we have that rotations produce work neither side would have done alone." },
          { title: "We decline currents", body: "In 2020 we closed an eighteen-month program on quantum machine learning for portfolio optimization. Its papers were sound, but nothing else in the company depended on it and it depended on nothing but a fashionable phrase. We also decline, permanently, any work on weapons, whatever the current." },
        ],
      },
      {
        type: "prose",
        heading: "Focus is a number of questions, not of subjects",
        paragraphs: [
          "People reasonably ask how a company of about 640 people can be focused in five disciplines. My answer is that focus is measured in questions, not subjects, and we have essentially one: how do you make a fragile physical process dependable enough for others to build on it? Qubits lose their state in a few hundred microseconds. Designed proteins misfold. Clocks drift. Solar output swings with clouds. Public-key cryptography will one day be broken. In each case the work is to measure the errors, budget them and engineer them below what a user can tolerate.",
          "That shared question is why methods travel. The practice of publishing an error budget before a result began in the quantum division, where every processor generation starts with a table of known error sources. Helios Autonomy now publishes forecast error budgets in the same format, and Lucy AI ships each prediction with a calibrated uncertainty that the biofoundry checks. Our first working principle, measure before you claim, is the grout between the tiles.",
        ],
      },
      {
        type: "quote",
        text: "That is plankton. Lots of small organisms, each drifting wherever the current takes it.",
        attribution: "An investor, reviewing our plan in 2016",
      },
      {
        type: "prose",
        heading: "What the tiles cost, and what we do not know",
        paragraphs: [
          "This structure has a price. Rotations take a person away from the home team for months, and some program leads have asked to be exempted. Programs that depend on a neighbor move at the neighbor's pace: PX10K fixes position within 2 km at Mars distance today, but the step to tens of meters waits on a Chronon-derived clock that we do not expect to fly before 2032. An investor could fairly prefer a company that does one thing. The evidence we offer is financial as well as scientific: revenue of USD 186 million in 2025 from licenses, cloud access and services across five lines, with no single customer above 8%.",
          "There are two things we do not know. The first is whether tiles still fit at three times our present size, when each division has enough customers of its own to pull it toward its own market. The second is whether our edges are the right ones or merely the ones we happened to find first. We will learn both by measuring, which is the only method we trust. If you read a post on this blog that connects to nothing else we do, tell us. It may be the first sign of drift.",
        ],
      },
      {
        type: "links",
        heading: "Where the edges are",
        items: [
          { title: "Why we are called Tessellon", href: "/about-the-name", body: "The name, the mark and the five disciplines it describes." },
          { title: "Decoders in a microsecond", href: "/blog/decoders-in-a-microsecond", body: "An edge between protein design and quantum error correction." },
          { title: "Time as a navigation resource", href: "/blog/time-as-a-navigation-resource", body: "How one clock program feeds two products." },
          { title: "Research culture", href: "/topics/research-culture", body: "Rotations, open publication and where we fall short." },
          { title: "Mara Okafor", href: "/mara-okafor", body: "A profile of the author and founder." },
          { title: "Careers", href: "/careers", body: "Open positions in every division." },
        ],
      },
    ],
  },
  {
    slug: "logical-qubits-below-threshold",
    title: "Logical qubits below threshold on Orion-9",
    description: "How we measured a logical error rate of 1e-6 per cycle at code distance 7 on Orion-9, what dominates the error budget and what the result does not show.",
    keywords: ["logical qubit", "surface code", "error threshold", "Orion-9", "code distance", "quantum error correction"],
    heading: "Logical qubits below threshold: what distance 7 shows, and what it does not",
    excerpt: "At code distance 7, an Orion-9 logical qubit held in memory fails about once in a million cycles. Here is how that was measured, where the remaining errors come from, and why it is a memory result, not yet a computer.",
    category: "quantum",
    tags: ["error-correction", "superconducting-qubits"],
    authorId: "aiko-tanaka",
    published: "2025-03-11",
    updated: "2025-07-15",
    theme: "quantum",
    blocks: [
      {
        type: "prose",
        heading: "The claim, stated narrowly",
        paragraphs: [
          "On Orion-9, a surface-code logical qubit of distance 7, held idle in memory, suffers a logical error at a rate of 1.0e-6 per cycle, where a cycle is one round of parity measurements lasting about 1 µs. Going from distance 3 to 5 to 7 reduces the logical error rate by a roughly constant factor at each step. That is what being below threshold means, and it is the result this post explains.",
          "The narrowness matters. The logical qubit performs no gates during the experiment. It is not entangled with another logical qubit. And one in a million per cycle, at a million cycles a second, still means one logical failure per second. A useful error-corrected computer needs rates near 1e-9 or below on operations, not just on memory. We are at the beginning of the curve, not at the end.",
        ],
      },
      {
        type: "prose",
        heading: "How the surface code works, briefly",
        paragraphs: [
          "In the rotated surface code, data qubits sit on a square grid and measurement qubits sit between them. Each cycle, every measurement qubit checks the parity of its four neighboring data qubits, either in the bit-flip or the phase-flip basis, and reports one bit. A physical error flips the checks next to it, and a classical decoder infers from the flipped checks which errors most probably occurred. The code distance d is the smallest number of physical errors that can produce an undetected logical error. A distance-7 patch uses 49 data qubits and 48 measurement qubits, 97 in all, so Orion-9's 256 qubits hold two patches side by side.",
          "If each physical operation fails with probability p below a threshold p_th, the logical error rate falls roughly as (p/p_th) to the power (d+1)/2. Each increase of the distance by two then divides the logical error rate by a factor usually written as Lambda. Measuring Lambda across several distances on the same device is the test: a single good number at one distance could be luck or selection, but a constant factor across three distances is a property of the machine.",
        ],
      },
      {
        type: "table",
        heading: "Measured logical error rates",
        caption: "Memory experiments on Orion-9, decoded in real time by Aetherion Core. Uncertainties are one standard error from the count of logical failures.",
        columns: ["Code distance", "Physical qubits", "Logical cycles run", "Logical failures", "Error per cycle"],
        rows: [
          ["3", "17", "2.0e7", "428", "2.1e-5 ± 0.1e-5"],
          ["5", "49", "6.0e7", "281", "4.7e-6 ± 0.3e-6"],
          ["7", "97", "2.0e8", "203", "1.0e-6 ± 0.07e-6"],
        ],
      },
      {
        type: "prose",
        heading: "How it was measured",
        paragraphs: [
          "Each run prepares the logical qubit in a known state, performs between 50 and 500 cycles of parity checks, measures all data qubits and asks whether the decoded logical state matches the prepared one. At distance 7 we ran 400,000 repetitions of a 500-cycle experiment, 2e8 logical cycles in total, over eleven days in February 2025, interleaved with the daily calibration of all 256 qubits and couplers. We used every run. None was discarded for high error counts, including the runs in which a burst of correlated errors, most likely from a cosmic-ray impact on the chip, hit the patch.",
          "From distance 3 to 5 the error rate fell by a factor of 4.5, and from 5 to 7 by 4.7. The two factors agree within their uncertainties, which is the behavior the theory predicts below threshold. The median two-qubit gate fidelity of 99.82% puts Orion-9's physical error rate at about a fifth of the circuit-level threshold of roughly 1%, consistent with the measured Lambda once readout, idling and leakage are included.",
        ],
      },
      {
        type: "table",
        heading: "Error budget at distance 7",
        caption: "Share of the logical error rate attributed to each source by simulation with the measured component error rates, checked against the experiment to within 9%.",
        columns: ["Source", "Share of logical errors", "Measured quantity"],
        rows: [
          ["Two-qubit gates", "41%", "Median fidelity 99.82% across 480 couplers"],
          ["Readout of measurement qubits", "18%", "Median assignment error 0.6% in 400 ns"],
          ["Idling decoherence", "16%", "Median T1 310 µs; dephasing during readout"],
          ["Leakage to higher levels", "12%", "About 1e-4 per two-qubit gate before reset"],
          ["Correlated bursts", "8%", "About one event per tile per hour"],
          ["Decoder approximations", "5%", "Versus offline matching on the same data"],
        ],
      },
      {
        type: "prose",
        heading: "What we do not yet know",
        paragraphs: [
          "The first open question is distance 9. A distance-9 patch needs 161 qubits, which Orion-9 has in number but not in layout: any such patch must cross the seams between Q3 tiles, where inter-tile couplers are about 0.1 percentage point worse than couplers within a tile. Our first distance-9 runs are under analysis, and we will not quote a figure until their error budget is complete.",
          "The second is logical operations. Lattice surgery between the two distance-7 patches works, but its error per logical operation is currently about five times the memory error per cycle, and we do not yet have a full budget for it. The third is correlated errors: at 8% of the budget today they are tolerable, but because they do not shrink with distance they will dominate at larger codes unless the chip's phonon environment, or the decoder, changes. Finally, every number above comes from one processor. Whether the next generation of tiles reproduces them is the test that matters most, and it is the milestone by which the logical qubit roadmap will be judged.",
        ],
      },
      {
        type: "links",
        heading: "Related work",
        items: [
          { title: "Decoders in a microsecond", href: "/blog/decoders-in-a-microsecond", body: "How the decoder that produced these numbers keeps pace with the hardware." },
          { title: "Logical qubit roadmap", href: "/projects/logical-qubit-roadmap", body: "Milestones from distance 7 to the modular system planned for 2028." },
          { title: "Quantum error correction research", href: "/research/quantum-error-correction", body: "Questions, methods and open problems." },
          { title: "Try the surface code", href: "/demo/quantum-computing", body: "Change the error rate and distance in a simulator and watch the curves cross." },
          { title: "Orion-9 and Quantum Chip v3", href: "/products/quantum", body: "Specifications and cloud access, up to distance 7." },
          { title: "Orion-9 lab tour", href: "/videos/orion-9-lab-tour", body: "The cleanroom and cryostat hall where the experiment ran." },
        ],
      },
    ],
  },
  {
    slug: "lucy-ai-protein-design-lessons",
    title: "Lucy AI and protein design: lessons from five years",
    description: "Five years of designing proteins with Lucy AI and the biofoundry: why data quality beat model size, how confidence misled us, and where design still fails.",
    keywords: ["Lucy AI", "protein design", "protein language model", "biofoundry", "capsid design", "model calibration"],
    heading: "Lucy AI and protein design: lessons from five years",
    excerpt: "Since 2019 Lucy AI has grown from 650 million to 34 billion parameters. The lessons that mattered most came from the laboratory, not from scale.",
    category: "ai-biology",
    tags: ["protein-design", "machine-learning"],
    authorId: "rafael-medina",
    published: "2025-05-20",
    updated: "2025-06-03",
    theme: "ai",
    blocks: [
      {
        type: "prose",
        heading: "Where we started",
        paragraphs: [
          "In 2019 our group in the Boston Lab had one practical problem. GenovaX needed adeno-associated virus capsids, the protein shells that carry a gene therapy into cells, that reached retinal cells better than natural ones. Screening libraries of natural variants gave us a few thousand measurements a week, and each good capsid took months to find. We trained a protein language model of 650 million parameters on public sequences to suggest where to look. That model was the first version of Lucy AI. Today's model has 34 billion parameters, covers proteins, RNA and small molecules, and is used in more than 60 laboratories.",
          "Five years of design rounds have changed what we believe about models in biology. This post sets out six lessons, with the numbers behind them and the experiments in which we were wrong.",
        ],
      },
      {
        type: "stats",
        heading: "The loop in numbers",
        items: [
          { value: "~200,000", label: "Candidate capsid sequences generated per target tissue" },
          { value: "~2,000", label: "Designs built and measured per round" },
          { value: "6 weeks", label: "Typical length of one design round in the biofoundry" },
          { value: "13", label: "Rounds before the GX-101 capsid and payload were fixed in 2021" },
          { value: "18-fold", label: "Median gain in on-target expression over the parent capsid, retinal organoids" },
        ],
      },
      {
        type: "steps",
        heading: "Six lessons",
        items: [
          { title: "1. Measurement quality mattered more than parameters", body: "We evaluate every release on a held-out benchmark of measured melting temperatures for 48,000 designed variants, now published by the Tessellon Institute. Going from 3 billion to 34 billion parameters raised the rank correlation between predicted and measured stability from 0.52 to 0.61. Retraining the 3-billion-parameter model on biofoundry data after we had removed plate-edge artifacts and re-run ambiguous wells raised it from 0.52 to 0.58 at almost no cost. Most of the gain was in the data." },
          { title: "2. Confidence is a claim that must be checked", body: "Early versions ranked designs well but were overconfident. In a 2021 audit, 24% of the designs the model scored in its top decile of confidence failed to express at all. We now calibrate every prediction against held-out laboratory data and publish the failure rate of the most confident tenth; in 2024 it was 11%. That number is more useful to our users than any accuracy figure." },
          { title: "3. Ask for several properties at once", body: "Optimizing a capsid for tropism alone produced designs that bound target cells well and were made poorly. In rounds 4 to 6 of the retinal campaign, the best binders yielded about 0.3 times as much vector as the parent. Adding a manufacturability score to the objective from round 7 cost a little binding and recovered yield, a trade-off we should have made from the start." },
          { title: "4. Know how far from nature you are", body: "Hit rates fall with distance from known sequences. In capsid campaigns, 38% of designs within five mutations of a natural capsid met specification, against 6% of designs more than fifteen mutations away. Lucy AI now reports that distance with every design, so that users can decide how much risk to take." },
          { title: "5. Publish the failures", body: "A 2022 campaign to make a thermostable enzyme produced designs with predicted melting temperatures 12 °C above the parent. Most were indeed stable, and 71% aggregated at working concentration, a property the model had never been trained to predict. We published the sequences and the measurements. Two outside groups have since used them to train solubility predictors." },
          { title: "6. Keep the human question in front", body: "The most productive campaigns started with a scientist stating the goal as measurable constraints, for example binding affinity below 10 nM and expression above a set yield. The least productive started with a model and looked for a question. A foundation model widens the search; it does not choose what is worth finding." },
        ],
      },
      {
        type: "prose",
        heading: "What we still do not know",
        paragraphs: [
          "We do not know how much of what Lucy AI predicts reflects physics and how much reflects the statistics of protein families. The model is strong where evolution has explored widely and weak where it has not, which is consistent with either explanation. Experiments that separate them, such as designs for folds with no close natural relatives, are under way in the Cell atlas project and in two Noether Fellows' work.",
          "Multi-protein assemblies remain hard. A capsid is sixty copies of related proteins, and the model scores single chains far better than the assembled shell; about a third of designs that score well as monomers fail to assemble. RNA design lags protein design by a wide margin, largely because there are fewer high-quality measurements of RNA structure and function. And we have yet to see a designed capsid shown to benefit a patient: the GX-101 Phase II readout, expected in 2028, is the first test of whether the whole loop works where it matters.",
        ],
      },
      {
        type: "links",
        heading: "Related reading",
        items: [
          { title: "Lucy AI", href: "/brand/lucy-ai", body: "The model, its training data and its published evaluations." },
          { title: "Lucy AI discovery service", href: "/products/ai-drug-discovery", body: "How outside teams run design campaigns with the model and the biofoundry." },
          { title: "AI safety in the lab", href: "/blog/ai-safety-in-the-lab", body: "The checks every design passes before synthesis." },
          { title: "Gene therapy manufacturing at scale", href: "/blog/gene-therapy-manufacturing-at-scale", body: "Why yield had to become part of the design objective." },
          { title: "Cell atlas with Lucy AI", href: "/projects/cell-atlas-lucy", body: "Mapping cell states during reprogramming." },
          { title: "Lucy AI explained", href: "/videos/lucy-ai-explained", body: "The author on how the model is trained and tested." },
        ],
      },
    ],
  },
  {
    slug: "pulsar-navigation-explained",
    title: "Pulsar navigation explained, with worked numbers",
    description: "How PX10K uses optical pulsars and stars to fix a spacecraft's position within 2 km at Mars distance, from photon counts to the limits of the method.",
    keywords: ["pulsar navigation", "PX10K", "Crab pulsar", "deep-space navigation", "star tracker", "autonomous spacecraft"],
    heading: "Pulsar navigation explained",
    excerpt: "A pulsar is a clock the size of a city, and its pulses tell a spacecraft how far it is along one line in space. Here is how PX10K turns a few hundred photons a second into a position fix, and why it is not yet enough.",
    category: "space",
    tags: ["navigation", "pulsars", "timekeeping"],
    authorId: "celine-moreau",
    published: "2025-07-08",
    updated: "2025-10-21",
    theme: "space",
    blocks: [
      {
        type: "prose",
        heading: "The problem pulsars solve",
        paragraphs: [
          "A spacecraft on its way to Mars today learns its position from Earth. Large antennas measure the round-trip time and Doppler shift of its radio signal, a flight dynamics team computes the orbit, and the result is sent back. The method is accurate, but antenna time is scarce, and at Mars the round trip takes between 6 and 44 minutes. For a crewed vehicle or a spacecraft that must react to a fault between tracking passes, that loop is too slow and too fragile.",
          "A pulsar offers an alternative reference. It is a neutron star, about 20 km across, spinning with a regularity that rivals atomic clocks and sweeping a beam of radiation past us once per rotation. If a spacecraft records when each pulse arrives and compares that with when the pulse would arrive at a reference point, the center of mass of the solar system, the difference is the light travel time along the line to that pulsar. One microsecond of difference is 300 meters.",
        ],
      },
      {
        type: "steps",
        heading: "From photons to position",
        intro: "A worked example for the Crab pulsar, the brightest optical pulsar, as observed by PX10K.",
        items: [
          { title: "Collect photons", body: "The Crab pulsar rotates every 33.7 ms and is about magnitude 16.6 in visible light. PX10K's 200 mm telescope and single-photon detector record roughly 100 photons a second from the pulsar, each time-tagged to 40 ps, together with a larger background from the surrounding nebula." },
          { title: "Fold the arrivals", body: "The onboard software folds the arrival times at the predicted pulse period, so that photons from thousands of rotations pile up into one pulse profile. The main peak is about 1 ms wide." },
          { title: "Measure the offset", body: "Fitting the folded profile to a reference template gives the offset between the predicted and observed pulse arrival. With one hour of data, about 360,000 pulsar photons, the offset is known to about 5 µs after accounting for the nebula background." },
          { title: "Convert to distance", body: "Five microseconds of light travel is 1.5 km. The observation therefore fixes the spacecraft's position along the direction to the Crab to about 1.5 km, and says almost nothing about the two directions perpendicular to it." },
          { title: "Combine directions and dynamics", body: "A navigation filter combines that measurement with observations of other pulsars, star-tracker sightings of planets and an orbit model. Because the spacecraft's motion is constrained by gravity, measurements along a few directions taken over days pin down its full position. The result in hardware-in-the-loop tests is a fix within 2 km at Mars distance, without ground contact." },
        ],
      },
      {
        type: "specs",
        heading: "PX10K at a glance",
        rows: [
          { label: "Optics", value: "200 mm aperture, shared by pulsar timing and star tracking" },
          { label: "Detector", value: "Single-photon detector, 40 ps timing resolution" },
          { label: "Primary pulsar", value: "Crab, period 33.7 ms, visual magnitude about 16.6" },
          { label: "Position fix", value: "Within 2 km at Mars distance, no ground contact" },
          { label: "Flight software", value: "Runs under HeraOS, with flight heritage on 14 spacecraft" },
          { label: "Blind period", value: "About two months a year, when the Sun is within 30 degrees of the Crab" },
        ],
      },
      {
        type: "prose",
        heading: "Why optical, and what it costs",
        paragraphs: [
          "Most pulsars are observed in radio, which would need an antenna many meters across, or in X-rays, which needs heavy detectors and gives a few photons a minute from most sources. A handful of pulsars also pulse in visible light, and those can be timed with a compact telescope that doubles as a star tracker, measuring the spacecraft's orientation from the pattern of stars. That sharing of optics and electronics is what makes PX10K small enough to fit on spacecraft that carry it as a secondary instrument.",
          "The price is geometry. The Crab does most of the work. Vela, the second usable optical pulsar, is several hundred times fainter and contributes a weak measurement after many hours. With so few strong directions, the quality of a fix depends heavily on the orbit model and on the filter that carries the solution between observations. When the Sun is within 30 degrees of the Crab, for about two months a year, PX10K falls back on star-tracker sightings of planets and on the orbit model alone, and its error grows.",
        ],
      },
      {
        type: "prose",
        heading: "What is not yet known",
        paragraphs: [
          "PX10K has not yet flown. Our results come from hardware-in-the-loop tests with simulated signals and from ground observations of the Crab and Vela, whose photon arrival times are published in the Tessellon Institute's open timing dataset. The first flight unit is planned for delivery in 2027 for a partner mission beyond Earth orbit. Three questions can only be answered in flight: how the single-photon detector's dark counts grow with radiation dose over a multi-year cruise; how well the onboard pulse timing model handles a glitch, a sudden small change in the Crab's rotation that happens every year or two; and how stray light from the spacecraft itself affects the background.",
          "It is also worth stating what better clocks would and would not do. Today photon counts, not the onboard clock, limit timing precision, so a better clock improves PX10K only modestly. Clocks become decisive when they are used as a navigation measurement in their own right, which is the subject of a separate post.",
        ],
      },
      {
        type: "links",
        heading: "Go further",
        items: [
          { title: "PX10K", href: "/hubs/space/px10k", body: "Specifications, test results and integration." },
          { title: "Time as a navigation resource", href: "/blog/time-as-a-navigation-resource", body: "Why the next gain will come from clocks." },
          { title: "Mars autonomous navigation", href: "/projects/mars-autonomous-navigation", body: "PX10K and HeraOS for the Ares Orbital program." },
          { title: "Pulsar navigation simulator", href: "/demo/space-navigation", body: "Choose pulsars and observing time and watch the fix converge." },
          { title: "Mars navigation systems", href: "/publications/mars-navigation-systems", body: "Our paper on PX10K's performance and limits." },
          { title: "Pulsar navigation talk", href: "/videos/pulsar-navigation-talk", body: "The author on what PX10K can and cannot do." },
        ],
      },
    ],
  },
  {
    slug: "post-quantum-migration-playbook",
    title: "The post-quantum migration playbook, step by step",
    description: "A seven-step plan for moving long-lived systems to ML-KEM and ML-DSA in hybrid with X25519, drawn from migrating 140 substations without downtime.",
    keywords: ["post-quantum migration", "ML-KEM", "ML-DSA", "hybrid key exchange", "cryptographic inventory", "EchoNet"],
    heading: "The post-quantum migration playbook",
    excerpt: "The algorithms are standardized; moving twenty-year-old equipment to them is the hard part. This is the plan we use with operators of substations, pumping stations and satellites.",
    category: "security",
    tags: ["post-quantum", "cryptography"],
    authorId: "priya-raman",
    published: "2025-04-15",
    updated: "2026-03-10",
    theme: "security",
    blocks: [
      {
        type: "prose",
        heading: "Why now, when nobody can say when",
        paragraphs: [
          "No quantum computer today can break RSA or elliptic-curve cryptography. Our own Orion-9 has 256 physical qubits; published estimates for factoring a 2048-bit RSA key fell from about twenty million noisy qubits in 2019 to under a million in 2025, still far beyond any machine. Nobody can give a date, and we do not try. We plan with a simple inequality instead: if the time your data must stay secret plus the time your migration will take exceeds the time until such a machine exists, you are already late.",
          "For a protection relay in a substation, the second term dominates. Equipment installed today may run for twenty years, firmware signing keys are burned into devices at the factory, and changes go through outage windows scheduled a year in advance. Recorded traffic can be decrypted later, so confidentiality is exposed now; forged firmware becomes possible only when the machine exists, but the keys that would prevent it have to be in the field long before.",
        ],
      },
      {
        type: "steps",
        heading: "The seven steps",
        items: [
          { title: "1. Inventory every use of public-key cryptography", body: "Search configurations, firmware images, certificates and network captures, not only the asset register. At one utility the search found 3.4 times as many certificates as the register listed, including keys in maintenance laptops and vendor remote-access tools." },
          { title: "2. Classify by lifetime and exposure", body: "For each use, record how long the protected data must stay secret, how long the device will remain in service and whether it can be updated remotely. This ranking, not the technology, sets the order of work." },
          { title: "3. Measure the links before choosing parameters", body: "ML-KEM-768 has a 1,184-byte public key and a 1,088-byte ciphertext; an ML-DSA-65 signature is 3,309 bytes, against 64 bytes for Ed25519. On a 9.6 kbit/s serial radio link, one such signature takes 2.8 s to send. Find those links first; they decide where you need session resumption or different designs." },
          { title: "4. Go hybrid by default", body: "EchoNet combines ML-KEM-768 with X25519, so an attacker must break both. ML-KEM and ML-DSA are well studied, but they are young compared with elliptic curves, and implementation flaws, such as the timing leaks found in several ML-KEM libraries in 2024, are more likely than mathematical breaks. Hybrid mode turns either kind of failure into an inconvenience rather than an exposure." },
          { title: "5. Start firmware signing earliest", body: "Devices verify firmware with keys fixed at manufacture. Ask vendors now for ML-DSA or hash-based signature verification in the boot chain, and for a way to add a second trusted key in the field. This step has the longest lead time and is most often left until last." },
          { title: "6. Migrate with a rollback path", body: "Run old and new side by side, move one site at a time, and keep the classical configuration available until each site has run cleanly through a full maintenance cycle. Protection traffic inside a substation keeps its symmetric message authentication; only key establishment and signatures change." },
          { title: "7. Leave room for the next change", body: "Record algorithm identifiers in every protocol, size buffers for the largest standard parameters rather than the ones you chose, and keep the inventory from step 1 current. The post-quantum standards will not be the last cryptographic change in a twenty-year asset life." },
        ],
      },
      {
        type: "table",
        heading: "Sizes that change engineering decisions",
        caption: "Bytes, for the parameter sets EchoNet uses by default, compared with classical schemes.",
        columns: ["Algorithm", "Purpose", "Public key", "Ciphertext or signature"],
        rows: [
          ["X25519", "Key exchange", "32", "32"],
          ["ML-KEM-768 (FIPS 203)", "Key encapsulation", "1,184", "1,088"],
          ["Ed25519", "Signature", "32", "64"],
          ["ML-DSA-65 (FIPS 204)", "Signature", "1,952", "3,309"],
        ],
      },
      {
        type: "prose",
        heading: "What 140 substations taught us",
        paragraphs: [
          "The Post-quantum grid project moved 140 substations to EchoNet's hybrid links between 2024 and early 2026 without losing a single protection message in the cutover. The cryptography was the easy part. Most of the two years went to inventory, to vendor negotiations over firmware signing and to the outage calendar. Eleven substations had legacy radio links on which full certificate chains with ML-DSA signatures would not fit in the handshake timeout; we shortened the chains and cached intermediate certificates rather than weakening parameters.",
          "The measured cost was modest where bandwidth was normal: a full hybrid handshake added about 6 kB and 4 ms on fiber links. On the narrowest radio links it added up to 9 s to a session set-up that happens once a day. Bulk traffic was unaffected, because it uses AES-256, whose security margin against quantum attacks is sufficient.",
        ],
      },
      {
        type: "prose",
        heading: "What remains uncertain",
        paragraphs: [
          "Three things are unknown and will stay so for some time. The first is the arrival date of a cryptographically relevant quantum computer. The second is the long-term strength of lattice problems against cryptanalysis; ten years of public scrutiny is encouraging but short, which is why hybrid mode is our default rather than a transition aid. The third is implementation quality across the thousands of devices that will carry these algorithms. Constant-time code for ML-KEM is harder to write than for X25519, and the side-channel resistance of embedded implementations is not yet well measured. We will update this playbook as those answers change, with a dated note at the end of each revision.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Post-quantum grid", href: "/projects/post-quantum-grid", body: "The 140-substation project in detail." },
          { title: "EchoNet handshake demo", href: "/demos/echonet", body: "Calculate what a hybrid handshake and a key rotation cost on each link type." },
          { title: "Secure communications technology", href: "/technology/secure-communications", body: "How EchoNet is built and validated." },
          { title: "EchoNet FIPS validation", href: "/newsroom/echonet-fips-validation", body: "The FIPS 140-3 validation announcement." },
          { title: "Post-quantum in practice", href: "/videos/post-quantum-in-practice", body: "The author on what migration really involves." },
          { title: "Post-quantum security", href: "/topics/post-quantum-security", body: "All our writing on the subject." },
        ],
      },
    ],
  },
  {
    slug: "geothermal-data-hall-year-one",
    title: "The geothermal data hall: figures from year one",
    description: "The first full year of our Reykjavik data hall: PUE 1.08, how much waste heat reached the district network, and the results that fell short of plan.",
    keywords: ["geothermal data center", "Reykjavik data hall", "power usage effectiveness", "heat recovery", "district heating", "green computing"],
    heading: "The geothermal data hall: year one",
    excerpt: "Our Reykjavik data hall ran its first full year in 2025 at a power usage effectiveness of 1.08. The heat recovery and the utilization of our own computers were less impressive, and this post reports both.",
    category: "energy",
    tags: ["geothermal", "sustainability"],
    authorId: "kwame-asante",
    published: "2026-01-27",
    updated: "2026-02-09",
    theme: "energy",
    blocks: [
      {
        type: "prose",
        heading: "What the hall is for",
        paragraphs: [
          "The data hall on our Reykjavik site went into operation in 2024 and ran its first full calendar year in 2025. It hosts Lucy AI inference and part of the classical compute behind Aetherion Core, such as simulation and result processing. It was built to test three propositions at once: that a research company can run its heaviest computing on electricity with very low emissions, that it can cool that computing with outside air for nearly the whole year, and that it can give the heat to a city rather than to the sky.",
          "Iceland makes the test unusually clean. Its grid is almost entirely geothermal and hydroelectric, outdoor temperatures in Reykjavik rarely exceed 15 °C, and the city's district heating network reaches nearly every building. If the propositions fail here, they fail everywhere.",
        ],
      },
      {
        type: "stats",
        heading: "2025 in figures",
        items: [
          { value: "1.08", label: "Annual power usage effectiveness, whole facility" },
          { value: "1.9 MW", label: "Average IT load, against 2.4 MW of phase-one capacity" },
          { value: "16.6 GWh", label: "Electricity used by IT equipment in the year" },
          { value: "61%", label: "Share of waste heat delivered to district heating, annual average" },
          { value: "71%", label: "Share delivered in the fourth quarter, after control changes" },
          { value: "58%", label: "Average utilization of the hall's accelerators" },
        ],
      },
      {
        type: "prose",
        heading: "What went as planned",
        paragraphs: [
          "Power usage effectiveness, PUE, is the energy drawn by the whole facility divided by the energy used by its computers. Our annual figure of 1.08 means 8% overhead for fans, pumps, power conversion and lighting; the facility drew about 17.9 GWh in total. Outside air cooled the hall without mechanical chillers for 97% of the hours of 2025. The exception was a warm, still week in July when the inlet temperature rose above 27 °C and the backup chillers ran for 190 hours.",
          "The electricity itself is not zero-emission, and we do not describe it so. Geothermal plants release carbon dioxide and hydrogen sulfide dissolved in the reservoir fluid. Using the supplier's published lifecycle figure of about 25 g CO2-equivalent per kWh, the hall's 2025 electricity corresponds to roughly 450 metric tons, around a tenth of what the same load would cause on an average European grid.",
        ],
      },
      {
        type: "prose",
        heading: "What fell short",
        paragraphs: [
          "Heat recovery was the largest disappointment. Liquid-cooled racks return water at about 45 °C, and heat pumps lift it to the 75 °C the district network needs. Our plan assumed 75% of waste heat would be delivered. The annual average was 61%. In summer the network needs little heat, and in the first half of the year our controls curtailed heat export whenever the network's return temperature rose, instead of storing the heat briefly in the buffer tanks. After control changes in September, the fourth quarter reached 71%. The heat pumps drew 2.1 GWh that PUE does not count, because they serve the network rather than the computers; we report them separately so that nobody has to guess.",
          "The second shortfall was ours, not the building's. The accelerators in the hall were busy 58% of the time on average. Idle computers in a hall with a PUE of 1.08 still waste electricity, and they waste far more than the cooling overhead does. Batching Lucy AI inference requests more aggressively and moving delay-tolerant simulation jobs into the quiet hours should raise utilization above 70% in 2026; we will report the result either way. The third was corrosion: two power connectors failed in October with sulfide tarnish, a known hazard in air near geothermal fields. We have added chemical filtration to the intake and copper and silver corrosion coupons to every aisle.",
        ],
      },
      {
        type: "prose",
        heading: "Open questions",
        paragraphs: [
          "We do not yet know how the hall behaves at its full 2.4 MW load, where the balance between free cooling and heat export will change. We do not know whether the corrosion control is sufficient over a five-year hardware life; the coupons will tell us within two years. And we do not know how far the model travels. Few cities combine a cold climate, low-carbon electricity and a district heating network that wants low-grade heat, and the figures above should not be read as a forecast for a data hall anywhere else.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Geothermal compute pilot", href: "/projects/geothermal-compute-pilot", body: "The project behind the hall, its partners and its targets." },
          { title: "The cryogenics energy budget", href: "/blog/cryogenics-energy-budget", body: "The other large load: keeping quantum processors cold." },
          { title: "Reykjavik data hall video transcript", href: "/videos/reykjavik-data-hall", body: "A walk through the hall and its heat plant." },
          { title: "Reykjavik data hall opens", href: "/newsroom/reykjavik-data-hall-opens", body: "The opening announcement." },
          { title: "Green energy products", href: "/products/green-energy", body: "Helios Autonomy and the Helios Vault thermal storage pilot." },
          { title: "Climate technology initiative", href: "/initiatives/climate-tech", body: "Targets for every Tessellon site and progress against them." },
        ],
      },
    ],
  },
  {
    slug: "decoders-in-a-microsecond",
    title: "Decoders in a microsecond: real-time error correction",
    description: "How the Aetherion Core decoder turns error syndromes into corrections in under 1 µs per round, with a learned pre-decoder and union-find on FPGAs.",
    keywords: ["quantum decoder", "real-time decoding", "union-find decoder", "FPGA", "machine learning", "Aetherion Core"],
    heading: "Decoders in a microsecond",
    excerpt: "A quantum computer with excellent qubits and a slow decoder does not compute. This is how Aetherion Core decodes each round of error correction in under a microsecond, and what that speed costs in accuracy.",
    category: "quantum",
    tags: ["error-correction", "machine-learning"],
    authorId: "tobias-lindqvist",
    published: "2025-09-16",
    updated: "2026-04-20",
    theme: "quantum",
    blocks: [
      {
        type: "prose",
        heading: "Why speed is not optional",
        paragraphs: [
          "In surface-code error correction, measurement qubits report the parity of their neighbors once per cycle, about every microsecond on Orion-9. A distance-7 logical qubit has 48 measurement qubits, so it produces 48 bits every microsecond, a stream of 48 Mbit/s per logical qubit. The decoder is the classical program that reads this stream, called the syndrome, and infers which physical errors most probably occurred.",
          "Two different speeds matter. Throughput must keep up with the stream: a decoder that takes 1.2 µs per 1 µs round falls behind by 0.2 s for every million rounds, and the backlog grows without limit. Latency matters wherever the next operation depends on the decoded result. While a logical qubit only sits in memory, corrections can be tracked in software, in what is called a Pauli frame, and never applied physically. But the gates that make a quantum computer universal require conditional operations, and each one must wait for the decoder. A slow decoder then makes every logical gate slow, and a slow logical gate gives the qubits more time to fail.",
        ],
      },
      {
        type: "specs",
        heading: "The latency budget, measured on Orion-9",
        rows: [
          { label: "Readout integration", value: "400 ns, outside the budget below" },
          { label: "Digitization and state discrimination", value: "110 ns" },
          { label: "Transfer to the decoder FPGA", value: "60 ns" },
          { label: "Learned pre-decoder", value: "120 ns, fixed" },
          { label: "Union-find on residual events", value: "310 ns median; 640 ns at the 99.999th percentile" },
          { label: "Return of the correction", value: "60 ns" },
          { label: "Total per round", value: "660 ns median; 990 ns at the 99.999th percentile" },
        ],
      },
      {
        type: "prose",
        heading: "Two stages on one FPGA",
        paragraphs: [
          "The most accurate standard method, minimum-weight perfect matching, pairs up flipped checks so that the implied set of errors is as small as possible. It is excellent offline and too slow and too variable in run time for our budget. Union-find, a method that grows clusters around flipped checks until each cluster can be explained, is nearly as accurate and runs in close to linear time, which makes it suitable for hardware. On its own, on our hardware, it gave a distance-7 logical error rate of 1.25e-6 per cycle, against 0.95e-6 for offline matching on the same data.",
          "The gap closed when engineers from AI Biotechnology joined the Zurich decoder group on rotation in 2022. They noticed that most flipped checks come in isolated, easy pairs, much as most positions in a protein alignment are uninformative, and built a small convolutional network that looks at a window of three rounds and a three-by-three patch of checks and removes the obvious pairs before union-find sees them. The network has about 6,000 parameters with 4-bit weights and is compiled into lookup tables on the FPGA, so its run time is fixed at 120 ns. It resolves about 83% of detection events. Because it is trained on Orion-9's real noise, it also learns correlations that uniform-weight union-find ignores, such as errors that spread through a two-qubit gate. With the pre-decoder in front, the logical error rate fell to 1.0e-6 per cycle.",
        ],
      },
      {
        type: "stats",
        heading: "Accuracy and speed at distance 7",
        items: [
          { value: "0.95e-6", label: "Logical error per cycle with offline matching, no time limit" },
          { value: "1.25e-6", label: "With union-find alone in hardware" },
          { value: "1.0e-6", label: "With learned pre-decoder plus union-find, in real time" },
          { value: "83%", label: "Detection events resolved by the pre-decoder" },
          { value: "< 1 µs", label: "Every round in April 2026, across 4.1e11 decoded rounds" },
        ],
      },
      {
        type: "prose",
        heading: "From research tool to cloud service",
        paragraphs: [
          "The learned pre-decoder entered the Aetherion Core stack in 2023; our 2025 paper on AI for quantum error correction describes the larger neural decoder it was distilled from, and the limits both share. Until April 2026 only our researchers and partners with dedicated systems could use the real-time decoder; cloud users submitted syndrome data for offline decoding. Aetherion Core 5, released on 2026-04-14, opened real-time decoding to cloud users for surface-code memory and lattice-surgery experiments up to distance 7. The decoder FPGAs sit in racks beside each dilution refrigerator in the Boston Lab, because a round trip over a longer cable would consume part of the budget.",
          "Running it as a service taught us one operational lesson. The pre-decoder is trained on the noise of a particular processor, and the noise changes when the processor is recalibrated or warmed up. In January 2026 a retraining job failed silently after a cryostat warm-up, and for six days one system ran with stale weights. Its logical error rate rose by about 30% before the monitoring caught it. Weights are now retrained after every warm-up and weekly otherwise, and a drift check compares live syndrome statistics with those the network was trained on.",
        ],
      },
      {
        type: "prose",
        heading: "What we do not yet know how to do",
        paragraphs: [
          "Union-find's worst-case run time grows with code distance. Projected to distance 15, a patch of 449 qubits, the tail latency on today's FPGA would be about 1.6 µs, over budget. The likely answer is windowed decoding, in which several decoders work on overlapping slices of space and time in parallel, but its accuracy on real hardware is unmeasured. The modular system planned for 2028 adds another problem: two cryostats joined by a microwave-to-optical link, where syndrome data from both sides must meet in one decoder within the same microsecond. And bursts of correlated errors, from cosmic-ray impacts, still defeat both stages; we can detect them and flag the affected rounds, but decoding through them well remains an open problem.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Logical qubits below threshold", href: "/blog/logical-qubits-below-threshold", body: "The memory experiments this decoder made possible." },
          { title: "AI for quantum error correction", href: "/publications/ai-quantum-error-correction", body: "Our 2025 paper on the neural decoder the pre-decoder was distilled from." },
          { title: "Aetherion Core", href: "/aetherion-core", body: "The compiler, scheduler and decoder stack." },
          { title: "Aetherion Core demo", href: "/demos/aetherion", body: "Check whether the real-time decoder keeps up with the hardware." },
          { title: "Quantum error correction research", href: "/research/quantum-error-correction", body: "Open problems in codes and decoding." },
          { title: "Not plankton", href: "/blog/not-plankton", body: "Why a protein-design engineer ended up in a quantum decoder." },
        ],
      },
    ],
  },
  {
    slug: "gene-therapy-manufacturing-at-scale",
    title: "Gene therapy manufacturing: why yield decides access",
    description: "Why making AAV vectors consistently is as hard as designing them: yields, full and empty capsids, comparability, and what a batch means for GX-101 and GX-204.",
    keywords: ["gene therapy manufacturing", "AAV vector yield", "capsid", "GX-101", "GX-204", "comparability"],
    heading: "Gene therapy manufacturing at scale",
    excerpt: "The same 200-liter batch of vector could supply tens of thousands of eye injections or about a hundred heart infusions. Manufacturing, not only design, decides which diseases a gene therapy can reach.",
    category: "ai-biology",
    tags: ["gene-therapy", "manufacturing"],
    authorId: "leila-haddad",
    published: "2025-10-14",
    updated: "2025-11-03",
    theme: "biotech",
    blocks: [
      {
        type: "prose",
        heading: "A design is a hypothesis until it can be made",
        paragraphs: [
          "Our gene therapies are carried into cells by adeno-associated virus vectors: a protein shell, the capsid, designed with Lucy AI, around a payload of DNA. GX-101, for advanced retinitis pigmentosa, is given as a single intravitreal injection and is in Phase II. GX-204, for heart muscle after myocardial infarction, is given by intracoronary infusion and is in a Phase I dose escalation. Neither has yet shown benefit in patients, and nothing in this post should be read as suggesting it.",
          "This post is about a less visible problem. Every participant in those trials receives vector from a batch that must be as pure, as potent and as consistent as the batch before it, and the amount of vector one batch yields determines which diseases a therapy like ours can reach at all. I wrote it with the biofoundry's process development team because clinicians, investors and designers tend to underestimate how much of a therapy's future is decided here.",
        ],
      },
      {
        type: "table",
        heading: "One batch, two therapies",
        caption: "Illustrative arithmetic with typical figures for transient transfection in suspension cells. Actual doses for GX-101 and GX-204 are set by their protocols; the ratio, not the exact numbers, is the point.",
        columns: ["Quantity", "Retina (intravitreal)", "Heart (intracoronary)"],
        rows: [
          ["Vector genomes per liter, before purification", "About 1e14", "About 1e14"],
          ["Recovery through purification", "About 30%", "About 30%"],
          ["Purified vector from a 200 L batch", "About 6e15 vg", "About 6e15 vg"],
          ["Typical dose order of magnitude", "1e11 vg per eye", "5e13 vg per patient"],
          ["Doses per batch, after quality testing", "Tens of thousands", "About 100"],
        ],
      },
      {
        type: "prose",
        heading: "Where yield is lost",
        paragraphs: [
          "Vector is produced by introducing plasmids into human cells grown in bioreactors; the cells assemble capsids and package the payload. Three losses dominate. First, many capsids come out empty or carry truncated DNA: before purification, typically only 10 to 30% contain a complete genome. Empty capsids add immune load without benefit, so our release specification requires at least 80% full capsids, and reaching it costs material. Second, each purification step, from clarification to affinity capture to the ion-exchange step that separates full from empty shells, loses some product. Third, designed capsids do not always assemble as readily as natural ones.",
          "That third loss is ours to fix, and we learned it the hard way. In the early rounds of the retinal campaign, the capsids that bound target cells best yielded about a third as much vector as their parent. From round 7 onward Lucy AI scored every candidate for predicted manufacturability as well as tropism, and the GX-101 capsid now yields about 0.9 times as much as its parent. The cardiotropic capsid in GX-204 yields about 0.6 times its parent, which matters far more at cardiac doses than it would in the eye.",
        ],
      },
      {
        type: "steps",
        heading: "From biofoundry to clinical batch",
        items: [
          { title: "Screen for yield early", body: "Shortlisted capsids are produced in 2 L bioreactors in the Boston biofoundry alongside their potency tests, so that a design with excellent binding and poor yield is caught before it becomes a candidate." },
          { title: "Develop the process at 50 L", body: "The process development team fixes cell density, plasmid ratios, harvest time and purification conditions, and measures batch-to-batch variation across at least three runs." },
          { title: "Transfer to a contract manufacturer", body: "Clinical batches at 200 L are made under good manufacturing practice by specialized contract manufacturers rather than in our own buildings. Our staff remain on site for the first runs and review every batch record." },
          { title: "Show comparability", body: "When the scale or process changes between trial phases, we must show regulators that the new material is equivalent: full-capsid fraction, genome integrity by long-read sequencing, potency in a cell-based expression assay, and residual host-cell and plasmid DNA." },
        ],
      },
      {
        type: "prose",
        heading: "What we do not yet know",
        paragraphs: [
          "We do not know whether our designed capsids behave at 500 or 2,000 liters as they do at 200; nobody has yet scaled an AI-designed capsid to commercial volumes, and assembly efficiency can change with bioreactor conditions in ways small runs do not reveal. Our potency assay has a coefficient of variation of about 25%, which is typical for cell-based assays and still too wide to detect small differences between batches. And the cost of goods for GX-204 at the doses the heart may need is, today, an open question we state plainly to our board: if the dose that works is at the upper end of the Phase I range, the therapy may require a different production method, such as stable producer cell lines, before it could be offered widely. The third-cohort safety review in early 2027 will tell us which range to plan for.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "GenovaX platform", href: "/hubs/biotechnology/genovax", body: "How capsids and payloads are designed and tested." },
          { title: "Therapeutic pipeline", href: "/hubs/biotechnology/therapeutic-pipeline", body: "GX-101, GX-204 and their stages." },
          { title: "Retina regeneration with GX-101", href: "/projects/retina-regeneration-gx101", body: "The lead program from design to Phase II." },
          { title: "Lucy AI and protein design", href: "/blog/lucy-ai-protein-design-lessons", body: "How manufacturability entered the design objective." },
          { title: "Lab automation robots", href: "/products/robotics", body: "The Cellworks arms that run the biofoundry." },
          { title: "Regulatory support", href: "/hubs/biotechnology/regulatory-support", body: "How we work with regulators on comparability and quality." },
        ],
      },
    ],
  },
  {
    slug: "time-as-a-navigation-resource",
    title: "Time as a navigation resource: clocks that find position",
    description: "Why a better onboard clock means fewer tracking passes: from quartz drift to optical lattice clocks, and how precise time becomes precise position.",
    keywords: ["optical lattice clock", "navigation timing", "Chronon", "one-way ranging", "Chron timing service", "spacecraft clocks"],
    heading: "Time as a navigation resource",
    excerpt: "Light travels 30 centimeters in a nanosecond, so a clock error is a position error. This is how the Chronon program thinks about time as something a spacecraft can spend, save and measure with.",
    category: "space",
    tags: ["timekeeping", "navigation"],
    authorId: "sofia-alvarez",
    published: "2026-03-17",
    updated: "2026-04-02",
    theme: "space",
    blocks: [
      {
        type: "prose",
        heading: "Every position fix is a timing measurement",
        paragraphs: [
          "Almost every navigation method measures time. Satellite navigation receivers compare the arrival times of signals from several satellites. Deep-space tracking measures how long a radio signal takes to reach a spacecraft and return. PX10K, as Dr. Céline Moreau explained in her post on pulsar navigation, measures when pulses from a neutron star arrive. In each case the conversion is the same: one nanosecond of timing error is about 30 centimeters of position error, one microsecond is 300 meters.",
          "This post, written with the Chronon team in Toulouse and Boston, is about the other side of that conversion: the clock that does the measuring. A spacecraft's clock determines which navigation methods it can use on its own, how long it can go without help from the ground, and how much of the ground's scarce antenna time it consumes.",
        ],
      },
      {
        type: "prose",
        heading: "Why spacecraft are tracked the way they are",
        paragraphs: [
          "Most deep-space probes carry quartz oscillators. A good space-qualified one is stable to about one part in 1e13 over a thousand seconds, but it ages: its frequency typically drifts by around 1e-11 per day. Integrated over a week without correction, that drift amounts to a time error of roughly 20 µs, or 6 km of equivalent range. Such a clock cannot be trusted to time a signal on its own, so deep-space tracking is two-way: a ground station sends a signal, the spacecraft returns it immediately, and the ground, with its own excellent clock, measures the round trip.",
          "Two-way tracking works, but it ties up a large antenna for the whole exchange, one spacecraft at a time. With a stable enough onboard clock, the spacecraft could instead time a one-way signal from Earth itself. One antenna could then serve several spacecraft in the same region of sky at once, and each spacecraft would have its navigation data on board rather than waiting for the ground to send a solution. A mercury-ion clock flown by NASA from 2019 to 2021 demonstrated stability of a few parts in 1e15 over a day, enough to show the idea works in orbit. That is the sense in which time is a resource: a better clock saves antenna hours, and antenna hours are what deep-space missions run short of.",
        ],
      },
      {
        type: "table",
        heading: "Clock stability and what it means for range",
        caption: "Time error accumulated over one day from frequency instability alone, ignoring drift, and the equivalent light-travel distance. Round figures.",
        columns: ["Clock", "Fractional instability at one day", "Time error after one day", "Equivalent range"],
        rows: [
          ["Space-qualified quartz oscillator", "About 1e-12, plus aging", "About 90 ns", "About 26 m, growing quickly with drift"],
          ["Space-qualified ion clock", "A few parts in 1e15", "About 0.3 ns", "About 8 cm"],
          ["Transportable optical lattice clock, Chronon target", "Near 1e-17", "Under 1 ps", "Under 0.3 mm"],
        ],
      },
      {
        type: "prose",
        heading: "What Chronon builds",
        paragraphs: [
          "The Chronon program, started in 2016, builds optical lattice clocks. Each traps a few thousand strontium-87 atoms in a standing wave of laser light, cools them to a few microkelvin and probes an extremely narrow transition at 429 terahertz with an ultra-stable laser. The program's research question is how small, robust and power-efficient such a clock can be made while keeping a fractional frequency instability near 1e-17. Today's transportable Chronon clock fills two equipment racks and draws several hundred watts; a flight unit would have to shrink by more than an order of magnitude in volume and power.",
          "On the ground the clocks already have a use. They form the reference of the Chron timing service, which compares clocks at different sites continuously, steers them to Coordinated Universal Time and transfers time between connected sites to within 10 picoseconds over fiber whose path is stable and symmetric. A power grid, a telecommunications network or a research site can hold time that precisely without depending on satellite signals, which can be jammed or spoofed.",
        ],
      },
      {
        type: "prose",
        heading: "A clock that feels its orbit",
        paragraphs: [
          "At the level of 1e-17, a clock is no longer only a timer. Relativity makes clocks tick at rates that depend on their speed and on the gravitational potential around them; near Earth's surface, raising a clock by one meter speeds it up by about one part in 1e16. A spacecraft's clock therefore runs at a rate set partly by its own orbit. The offset is large, billionths, and must be modeled for any clock, but at optical-clock precision the residual carries information about where the spacecraft is in the gravitational field. Whether that information can be used for navigation in practice, rather than merely corrected for, is one of the Chronon program's open questions.",
          "For the inner solar system, where signals from Earth are strong, Dr. Moreau expects onboard clocks to matter more than pulsars: a spacecraft near Mars with an optical clock could navigate on one-way signals from Earth far more precisely than PX10K's 2 km fix. Pulsars remain the better reference far from Earth and in the case where contact is lost altogether. The goal stated on the PX10K roadmap, position to within tens of meters, depends on a clock of this kind flying.",
        ],
      },
      {
        type: "list",
        heading: "What is not yet known",
        items: [
          "Whether an optical lattice clock can survive launch vibration and keep its lasers aligned for years without adjustment; no such clock has yet operated in deep space.",
          "How the clock's lasers and vacuum system age under radiation, and whether their lifetime can match a ten-year mission.",
          "How well propagation delays through the solar wind and Earth's atmosphere can be modeled at the picosecond level, since beyond a certain clock quality they, not the clock, set the error.",
          "Whether the power and volume of a flight unit can fit the 2032 target for a Chronon-derived clock flying with a PX-series navigation unit beyond lunar orbit.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Chronon", href: "/chronon", body: "The optical clock program and its research questions." },
          { title: "Chron", href: "/chron", body: "The precision timing service over fiber and satellite." },
          { title: "Optical clock network", href: "/projects/optical-clock-network", body: "The project that links the Chronon clocks." },
          { title: "Pulsar navigation explained", href: "/blog/pulsar-navigation-explained", body: "The other half of PX10K, with worked numbers." },
          { title: "Mission operations", href: "/hubs/space/mission-operations", body: "How Toulouse supports spacecraft in flight." },
          { title: "Space navigation", href: "/topics/space-navigation", body: "All our writing on navigation and time." },
        ],
      },
    ],
  },
  {
    slug: "open-science-fellowship-2026",
    title: "Noether Fellowships 2026: how ten fellows were chosen",
    description: "How the Tessellon Institute chose ten 2026 Noether Fellows from 1,137 applications, how the fellowships are funded, and what we know about their effect.",
    keywords: ["Noether Fellowship", "Tessellon Institute", "open science", "research fellowship", "early-career researchers", "funding formula"],
    heading: "Open science fellowship 2026: how the fellows were chosen, and who pays",
    excerpt: "Ten Noether Fellows start this autumn, chosen from 1,137 applications by a committee on which no Tessellon employee has a vote. The Chief Financial Officer explains the selection, the money behind it and the question we cannot yet answer.",
    category: "company",
    tags: ["open-science", "careers"],
    authorId: "jonas-weber",
    published: "2026-06-25",
    updated: "2026-07-08",
    theme: "company",
    blocks: [
      {
        type: "prose",
        heading: "Why the finance office is writing this",
        paragraphs: [
          "The Tessellon Institute announced its 2026 cohort of ten Noether Fellows this month; their names, institutions and projects are in the announcement linked below. I am not on the selection committee, and no Tessellon employee is. I am writing because people ask two questions about the fellowships that the finance office can answer better than anyone: where the money comes from, and what stops the company from steering it. This post answers both and then describes, with the committee's permission, how this year's selection worked.",
          "The Institute is a separate charitable corporation, established in 2019, with its own board of seven directors. Four are independent scientists; three are nominated by the company, and the one of those who is our Chief Executive sits without a vote. Fellows are not Tessellon employees, choose their own questions and publish without company review.",
        ],
      },
      {
        type: "stats",
        heading: "The 2026 round in numbers",
        items: [
          { value: "1,137", label: "Applications, from 74 countries" },
          { value: "1,000", label: "Eligible: within six years of the doctorate, with a host or a Tessellon site" },
          { value: "48", label: "Shortlisted for interview" },
          { value: "10", label: "Fellows appointed, for two years each" },
          { value: "62", label: "Noether Fellows appointed since the first cohort in 2020" },
        ],
      },
      {
        type: "steps",
        heading: "How the committee chose",
        items: [
          { title: "Eligibility check", body: "Institute staff confirmed that applicants were within six years of their doctorate and had a host institution or a plan to work at a Tessellon site. 137 applications did not meet the rules, most because the doctorate was older." },
          { title: "Three independent reads", body: "Each eligible application was scored by three of the nine external committee members on three criteria: the importance of the question, the soundness of the method, and the plan for publishing data and code openly. Reviewers declared conflicts; two members recused themselves from five applications in total." },
          { title: "Shortlist and interviews", body: "The 48 highest-scoring applicants were interviewed in May by panels of three. Tessellon staff advised on whether a proposed use of Orion-9, the biofoundry or the Chronon clocks was feasible, and nothing more; they did not score." },
          { title: "Final selection", body: "The full committee chose ten in a single meeting in early June, checking that the cohort was not concentrated in one field. The decisions were final once recorded; the company saw the list the day before publication." },
        ],
      },
      {
        type: "prose",
        heading: "What the fellows will work on",
        paragraphs: [
          "The cohort spans all five disciplines and two of their joins. Three fellows work on questions close to quantum hardware, one of them on two-level-system defects in superconducting films using the Institute's open Orion calibration archive, which now holds daily records since 2019. Two are in biology; one will build a public benchmark for RNA design from biofoundry campaigns funded by an instrument access grant. Two work on time and space, one using comparisons between Chronon clocks to search for slow variations in fundamental constants. One works on low-temperature heat networks of the kind the Reykjavik data hall feeds, one on side-channel analysis of open-source ML-KEM implementations on microcontrollers, and one, whose project sits between navigation and cryptography, on authenticated time distribution.",
          "Several of those projects will produce results that Tessellon would find useful. None was chosen for that reason, and all will be published under open licenses: data under CC BY 4.0 and code under Apache 2.0, available to our competitors on the same terms as to us.",
        ],
      },
      {
        type: "table",
        heading: "Where the money comes from, 2026",
        caption: "Institute budget of USD 4.6 million. Fellowship costs assume two overlapping cohorts of ten.",
        columns: ["Item", "Amount", "Note"],
        rows: [
          ["Company contribution", "USD 2.8 million", "1.5% of 2025 revenue of USD 186 million, set by formula"],
          ["Endowment income and other foundations", "USD 1.8 million", "Grants restricted to fellowships and datasets"],
          ["Fellowships", "USD 2.34 million", "20 fellows at USD 92,000 salary plus USD 25,000 research budget a year"],
          ["Instrument access grants", "About USD 0.93 million", "Processor time, biofoundry campaigns, clock data"],
          ["Open datasets and the annual symposium", "About USD 0.92 million", "Curation, storage and two days of talks, free to attend"],
          ["Administration", "About USD 0.41 million", "9% of the budget"],
        ],
      },
      {
        type: "prose",
        heading: "Why a formula, and what it cannot do",
        paragraphs: [
          "The company's contribution is 1.5% of the previous year's revenue, adopted by our board in 2021. It can be lowered only with two years' notice, which is longer than any fellowship lasts, so a fellow appointed this year cannot lose funding because of a bad quarter. The formula also removes the annual negotiation in which a funder is tempted to ask what it is getting. The honest limitation is that the Institute's largest source of money still moves with our revenue. If revenue fell by a fifth, the contribution would fall by a fifth a year later, and the Institute would have to appoint fewer fellows. The board of the Institute, not the company, would decide how.",
          "What we do not know is whether the fellowships change careers or merely select people who would have thrived anyway. Of the 22 fellows in the 2020 to 2022 cohorts, 13 now lead research groups or hold faculty posts, 5 work in industry, 2 of them at Tessellon, 3 are still postdoctoral researchers and 1 has left research. Those numbers look good and prove little. The Institute has therefore begun following shortlisted applicants who were not selected, with their consent, as a comparison group; the first results are due in 2027, and we will publish them whatever they show.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "2026 fellows announcement", href: "/newsroom/tessellon-institute-fellows-2026", body: "Names, institutions and projects of the ten fellows." },
          { title: "The Tessellon Institute", href: "/tessellon-institute", body: "Programs, open datasets and governance." },
          { title: "Emmy Noether", href: "/emmy-noether", body: "The mathematician the fellowship is named after." },
          { title: "Academic partnerships", href: "/academic-partnerships", body: "Other ways academic groups work with us." },
          { title: "Not plankton", href: "/blog/not-plankton", body: "The founder on why the disciplines must meet." },
          { title: "Investors", href: "/investors", body: "How we report milestones and spending to shareholders." },
        ],
      },
    ],
  },
  {
    slug: "cryogenics-energy-budget",
    title: "The energy budget of a cold quantum computer",
    description: "Where the 25 kW of an Orion-9 system goes, from pulse-tube compressors to control electronics, which savings worked, and what scale could cost.",
    keywords: ["dilution refrigerator", "cryogenics energy", "quantum computer power", "pulse tube", "Orion-9", "sustainable quantum computing"],
    heading: "The cryogenics energy budget",
    excerpt: "An Orion-9 system draws about 25 kW to keep 256 qubits at 20 mK and drive them. Almost none of that power reaches the chip; this is where it goes, and why the figure that matters is energy per logical operation.",
    category: "energy",
    tags: ["superconducting-qubits", "sustainability"],
    authorId: "sofia-alvarez",
    published: "2025-12-02",
    updated: "2026-01-12",
    theme: "quantum",
    blocks: [
      {
        type: "prose",
        heading: "The largest load in the building",
        paragraphs: [
          "When the Green Energy division's site committee metered the Boston Lab in 2024, the cryostat hall turned out to be the largest single electricity load on the site: twelve dilution refrigerators, four of them running Orion-9 systems for cloud users, drawing about 210 kW around the clock, about a fifth of the building's electricity. This post, written with the cryogenics group and Kwame Asante's team, follows the power of one Orion-9 system from the wall socket to the chip. It draws on our 2025 paper on sustainable quantum architectures.",
          "A dilution refrigerator cools by mixing two isotopes of helium, helium-3 and helium-4, at its coldest stage, the mixing chamber, which holds the processor at about 20 mK. Above it sit warmer stages at roughly 50 K, 4 K, 1 K and 100 mK, each cooled by the one above it. The first two stages are cooled by a pulse-tube cryocooler, driven by a compressor at room temperature. That compressor is where most of the electricity goes.",
        ],
      },
      {
        type: "table",
        heading: "Where 25 kW goes in one Orion-9 system",
        caption: "Measured at the Boston Lab over 30 days of normal operation in October 2025, before the savings described below were rolled out. Chilled-water energy is allocated from the site plant by metered flow. The 2025 paper's breakdown (cryogenics 17.5 kW, control electronics 4.8 kW, decoding 1.2 kW) is an earlier measurement of another configuration, grouped differently.",
        columns: ["Consumer", "Average power", "Share"],
        rows: [
          ["Pulse-tube compressor", "11.5 kW", "46%"],
          ["Room-temperature control electronics: waveform generators, microwave sources, digitizers", "6.5 kW", "26%"],
          ["Chilled water for compressor and electronics", "3.0 kW", "12%"],
          ["Gas handling, circulation and vacuum pumps", "1.7 kW", "7%"],
          ["Monitoring, rack cooling and auxiliaries", "1.5 kW", "6%"],
          ["Decoder FPGAs and servers", "0.8 kW", "3%"],
        ],
      },
      {
        type: "prose",
        heading: "Why so little reaches the chip",
        paragraphs: [
          "The mixing chamber of an Orion-9 cryostat can remove about 20 µW of heat at 20 mK. Thermodynamics sets a hard floor on the cost: an ideal refrigerator rejecting heat at room temperature, 300 K, needs at least 15,000 W of work for every watt removed at 20 mK. Real systems are far from ideal, and the whole system draws about a billion times more power than its coldest stage removes. Most of that effort does not go to the qubits at all. It goes to the warmer stages, which intercept heat conducted down the wiring and radiated from above before it can reach the chip.",
          "Wiring is the crux. Orion-9 needs about 1,100 coaxial and flexible lines for qubit drive, flux bias of qubits and tunable couplers, and readout. Each line conducts heat and carries attenuators that dissipate signal power, and together they take about 60% of the roughly 1.5 W of cooling available at the 4 K stage. Adding qubits adds lines, so in today's architecture the cooling load grows with the processor, and the room-temperature electronics that drive those lines grow with it.",
        ],
      },
      {
        type: "features",
        heading: "What saved power, and what we gave back",
        items: [
          { title: "Warmer chilled water", body: "Raising the chilled-water supply for compressors from 10 °C to 18 °C lets the site plant use outside air instead of chillers for most of the year. This saves about 1.4 kW per system, with no effect on the qubits." },
          { title: "Idle modes for electronics", body: "Waveform generators and microwave sources now drop into a low-power state between jobs and during calibration gaps. This saves about 1.6 kW per system on average, at the cost of a 3-second warm-up before each job." },
          { title: "Efficient power supplies", body: "Replacing linear power supplies in the electronics racks with low-noise switching supplies, filtered so that they add no measurable qubit dephasing, saved about 0.7 kW per system." },
          { title: "Heat recovery", body: "Compressor heat, rejected at 35 to 45 °C, now preheats ventilation air for the cleanroom in winter, recovering about 40% of it from November to March. It does not reduce electricity use, but it displaces gas heating." },
          { title: "A saving we reversed", body: "Lowering the compressor's input power by 12% warmed the 4 K stage by 0.3 K and raised thermal noise in the lines. Median T1 fell by about 8% and two-qubit error rose measurably. We restored full power after nine days." },
        ],
      },
      {
        type: "prose",
        heading: "The figure that matters",
        paragraphs: [
          "Together the kept changes cut a system's draw by about 3.7 kW, close to 15%, and we have not found a way to go further without losing performance. They are being rolled out across the four cloud systems during 2026. Total kilowatts, however, are the wrong figure to optimize. What a user buys from an error-corrected computer is reliable logical operations, so we now track energy per logical qubit per cycle. An Orion-9 system running two distance-7 logical qubits spends about 25 mJ per 1 µs cycle, some 12 mJ per logical qubit per cycle. Better qubits lower that figure as surely as better compressors do, because they allow a smaller code for the same logical error rate. This figure now appears in every processor generation's error budget beside the error sources.",
        ],
      },
      {
        type: "prose",
        heading: "What scale could cost, and what we do not know",
        paragraphs: [
          "Useful error-corrected chemistry is estimated to need about 1,000 logical qubits at error rates near 1e-9, on the order of a million physical qubits. If power scaled linearly from Orion-9's 25 kW per 256 qubits, such a machine would draw around 100 MW, which no one should accept. It will not scale linearly if control electronics move into the cryostat as cryogenic CMOS, if lines are multiplexed, or if superconducting flexible cables replace coaxial ones, but each of those brings its own heat load at cold stages, and we do not yet know which combination works. Published estimates, ours included, range over more than an order of magnitude. The honest statement is that the energy cost of a fault-tolerant quantum computer is not yet known, and that we intend to measure it generation by generation rather than project it.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Sustainable quantum architectures", href: "/publications/sustainable-quantum-architectures", body: "Our 2025 paper on the energy budget of cryogenic computing." },
          { title: "The geothermal data hall: year one", href: "/blog/geothermal-data-hall-year-one", body: "The other large load, and its heat recovery." },
          { title: "Boston Lab", href: "/facilities/boston-lab", body: "The cleanroom and the hall of twelve dilution refrigerators." },
          { title: "Logical qubits below threshold", href: "/blog/logical-qubits-below-threshold", body: "Why better qubits lower energy per logical operation." },
          { title: "Quantum Chip v3", href: "/products/quantum-chip-v3", body: "The 64-qubit tile and its wiring requirements." },
          { title: "Climate technology initiative", href: "/initiatives/climate-tech", body: "Energy targets for every site." },
        ],
      },
    ],
  },
  {
    slug: "ai-safety-in-the-lab",
    title: "AI safety in the lab: rules for models near experiments",
    description: "How Tessellon screens designed sequences, constrains lab robots and keeps clinical decisions human, with 2025 screening figures and two near misses.",
    keywords: ["AI safety", "biosecurity screening", "laboratory automation", "AI governance", "Lucy AI", "clinical decision support"],
    heading: "AI safety in the lab",
    excerpt: "A model that proposes proteins, a robot that builds them and software that suggests trial doses each need a different kind of guard. These are the rules our AI governance board set, what they caught in 2025, and what they cannot yet catch.",
    category: "ai-biology",
    tags: ["safety", "machine-learning", "protein-design"],
    authorId: "priya-raman",
    published: "2026-09-08",
    updated: "2026-10-06",
    theme: "ai",
    blocks: [
      {
        type: "prose",
        heading: "Three places where a model meets the physical world",
        paragraphs: [
          "Most discussion of AI safety concerns what a model says. In our laboratories the concern is what a model causes to be made or done. Lucy AI proposes protein and RNA sequences that can be synthesized. Planning assistants draft protocols that the 14 Tessellon Cellworks arms in the Boston biofoundry can execute. Athena Clinical simulates adaptive trials and can suggest which dose cohort to expand. Each of those is a point where a wrong or misused output turns into matter or into a decision about a person.",
          "The AI governance board, which I have chaired since its founding in 2023 and on which Dr. Rafael Medina and Dr. Leila Haddad also sit, sets the rules for all three. The board reports to the company's board of directors twice a year. Work that is defense-related, clinical or biosecurity-sensitive goes in addition to the research ethics and dual-use committee, nine people including two external members with no financial interest in the company and a patient representative, which can stop a project outright.",
        ],
      },
      {
        type: "features",
        heading: "The rules",
        items: [
          { title: "Outputs are hypotheses", body: "Every Lucy AI prediction carries a calibrated uncertainty and a measure of distance from known sequences. No design is described internally or to customers as a result until it has been measured." },
          { title: "Every sequence is screened before synthesis", body: "Designed sequences, from our own campaigns and from customers of the Lucy AI discovery service, are checked automatically against lists of sequences of concern. Anything flagged is held, and a trained reviewer decides; the model cannot release its own output." },
          { title: "Robots run only signed protocols", body: "A protocol drafted by software, including by a model, runs on a Cellworks arm only after a named scientist has reviewed and signed it. Hardware interlocks on speeds, volumes, temperatures and biosafety cabinet doors act independently of any software." },
          { title: "Clinicians decide", body: "Athena Clinical may propose a dose cohort, a site or an interim analysis. A named clinician makes the decision and records why, and the record is available to the trial's independent data monitoring committee on request." },
          { title: "Data has provenance", body: "Measurements used to retrain a model must trace back to a plate map, an instrument run and an operator. Data without that trail is excluded, however useful it looks." },
        ],
      },
      {
        type: "stats",
        heading: "Biosecurity screening in 2025",
        items: [
          { value: "2.3 million", label: "Designed sequences screened before synthesis" },
          { value: "0.2%", label: "Flagged by the automated first stage" },
          { value: "310", label: "Sent to a trained human reviewer after the second stage" },
          { value: "14", label: "Refused outright" },
          { value: "1", label: "Customer campaign declined by the dual-use committee" },
        ],
      },
      {
        type: "prose",
        heading: "Two near misses",
        paragraphs: [
          "In March 2025 a planning assistant drafted a centrifugation step at 22,000 g for a rotor rated to 16,000 g, having carried over a value from a protocol written for a different instrument. The scientist reviewing the protocol missed it. The centrifuge's own interlock refused to start, which is exactly why interlocks sit outside software. We added a check of every drafted parameter against the rated limits of the instrument assigned to run it, and the reviewing scientist now sees those limits beside each value.",
          "The second was quieter and cost more. In mid-2025 a plate map was uploaded with two columns swapped, and two weeks of expression measurements entered a Lucy AI retraining set attached to the wrong sequences. The next design round performed markedly worse than its predicted success rate, which is how we noticed. No harm was done beyond six weeks of biofoundry time, but it is the reason for the provenance rule above: a model trained on mislabeled measurements is confidently wrong in a way no output filter can catch.",
        ],
      },
      {
        type: "prose",
        heading: "What we cannot yet do",
        paragraphs: [
          "Screening by similarity to known sequences of concern works well for natural and lightly modified proteins. It works poorly for designs that share little sequence with anything known but might still have a harmful function, and generative models make such designs easier to produce. Screening by predicted function is an active research area for us and for others, and it is not yet reliable enough to replace human review. We also do not know how to measure well whether a model gives meaningful uplift to someone trying to cause harm. Twice a year external biosecurity specialists try to misuse Lucy AI under controlled conditions; we publish a summary of what they attempted and what the safeguards did, but not the details, which would themselves be hazardous.",
          "Finally, laboratory agents that plan and execute whole experiments with little human involvement are arriving faster than the rules for them. Our present answer, that a named person signs every protocol, will not scale to agents that design a hundred experiments a day. The board is working on what should replace it, and we expect to publish a revised rule set in 2027.",
        ],
      },
      {
        type: "links",
        heading: "Related",
        items: [
          { title: "Ethical innovation", href: "/ethical-innovation", body: "The principles behind the rules and the committees that apply them." },
          { title: "Our message on AI", href: "/ai-message", body: "How the company approaches AI, in the founder's words." },
          { title: "Lucy AI and protein design", href: "/blog/lucy-ai-protein-design-lessons", body: "Five years of lessons, including confident mistakes." },
          { title: "Platform access", href: "/hubs/biotechnology/platform-access", body: "How outside teams use the biofoundry, including screening." },
          { title: "Athena Clinical demo", href: "/demos/athena-clinical", body: "Sample size, power and 10,000 simulated trials in the browser." },
          { title: "Research culture", href: "/topics/research-culture", body: "Safety as a design input, and other habits." },
        ],
      },
    ],
  },
];

export const blogIndex: Page = {
  path: "/blog",
  kind: "landing",
  title: "Blog: research notes from five disciplines",
  description: "Posts by Tessellon researchers on quantum computing, AI biology, space navigation, energy and security, with measured results, limits and corrections.",
  keywords: ["Tessellon blog", "research blog", "quantum computing", "AI biotechnology", "space navigation", "post-quantum security"],
  eyebrow: "Blog",
  heading: "Writing by the people who do the work",
  lede: "Posts from the five divisions of Tessellon Research, written by the researchers and engineers who ran the experiments, edited for readers who are experts in something else.",
  updated: "2026-10-20",
  theme: "company",
  facts: [
    { label: "Editor", value: "Sofia Alvarez, Head of Developer Relations" },
    { label: "Categories", value: "Quantum, AI & Biology, Space, Energy, Security, Company" },
    { label: "Review", value: "Every figure checked by a second researcher" },
    { label: "Corrections", value: "Dated note at the end of the post" },
  ],
  blocks: [
    { type: "listing", of: "posts", heading: "All posts, newest first" },
    {
      type: "prose",
      heading: "What this blog covers",
      paragraphs: [
        "Tessellon Research works in five disciplines: quantum computing, AI biotechnology, space navigation, green energy and secure communications. This blog is where the people in those divisions explain what they have measured, how they measured it and what they do not yet know. A post might report the logical error rate of an Orion-9 memory experiment, the photon budget of pulsar navigation, the share of waste heat the Reykjavik data hall delivered to the city, or the byte sizes that make post-quantum signatures awkward on radio links. Company posts explain how we organize research, fund the Tessellon Institute's fellowships and decide what not to do.",
        "Each post belongs to one category and carries two to four tags, and each ends with links to the projects, products and research pages it connects to. If you are new to a field, the topic pages give a short introduction and a suggested reading order before you start here.",
      ],
    },
    {
      type: "prose",
      heading: "Who writes",
      paragraphs: [
        "Posts are written by the person who did or led the work: a division head, a program lead, the Chief Medical Officer on clinical manufacturing, the Chief Financial Officer on how the fellowships are paid for, or our founder on why the company is built the way it is. We do not use ghostwriters. Sofia Alvarez, Head of Developer Relations, edits every post, and where an editor has rewritten substantial parts of a text, the editor is named at its end.",
      ],
    },
    {
      type: "list",
      heading: "Editorial standards",
      intro: "The full standards are on the authors page. In short:",
      items: [
        "Every figure is listed with its source and checked by a second researcher who did not work on the result.",
        "Posts state what was measured, how, on what sample, and what is not yet known; numbers carry units and, where they exist, uncertainties.",
        "Failures and negative results are reported with the same care as successes.",
        "Posts about clinical programs are reviewed by the Chief Medical Officer and never suggest benefit to patients before trial results support it; posts about security are reviewed by the Chief Security Officer.",
        "No customer is named without written permission, and no post describes a weapons use of any product, because there is none.",
      ],
    },
    {
      type: "prose",
      heading: "Corrections",
      paragraphs: [
        "When a post is wrong, we correct the text and add a dated note at the end saying what changed and why; figures are never edited silently, and the post's updated date changes with the note. To report an error, write to hello@tessellon.example; the editor acknowledges reports within two business days. Security-related errors should go to security@tessellon.example.",
      ],
    },
    {
      type: "steps",
      heading: "How to follow the blog",
      items: [
        { title: "By subject", body: "Each category and tag has its own page listing its posts, newest first, with a short introduction to the subject." },
        { title: "By email", body: "For a monthly digest of new posts, write to hello@tessellon.example with Blog digest in the subject line. We send at most one message a month, use your address for nothing else, and every message has a one-click unsubscribe link." },
        { title: "By topic", body: "The six topic pages gather posts together with projects, videos and research pages on the same subject." },
      ],
    },
    {
      type: "links",
      heading: "Start with a category",
      items: [
        { title: "Quantum", href: "/category/quantum", body: "Orion-9, surface-code error correction and real-time decoding." },
        { title: "AI & Biology", href: "/category/ai-biology", body: "Lucy AI, protein design, gene-therapy manufacturing and lab safety." },
        { title: "Space", href: "/category/space", body: "Pulsar navigation, optical clocks and autonomy." },
        { title: "Energy", href: "/category/energy", body: "The geothermal data hall and the cost of cryogenics." },
        { title: "Security", href: "/category/security", body: "Post-quantum migration in practice." },
        { title: "Company", href: "/category/company", body: "Essays, research culture and the Noether Fellowships." },
        { title: "Authors and editorial standards", href: "/authors", body: "Who writes here and the rules they follow." },
      ],
    },
  ],
};
