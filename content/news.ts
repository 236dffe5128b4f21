import type { Block, NewsItem, Page } from '@/lib/content/types';
import { ABOUT_TESSELLON } from './press';

/** The newsroom: press releases and announcements, newest last in this file; the list is sorted by date when rendered. */


const MEDIA_CONTACT =
  "Media contact: Press office, Tessellon Research, One Kendall Square, Building 1400, Cambridge, MA 02139, USA. Email press@tessellon.example; telephone +1 617 555 0142. Requests are answered the same business day where possible and always within two business days.";

/** The boilerplate every release ends with. */
const ABOUT_BLOCK: Block = { type: "prose", heading: "About Tessellon Research", paragraphs: [ABOUT_TESSELLON, MEDIA_CONTACT] };

export const newsItems: NewsItem[] = [
  {
    slug: "reykjavik-data-hall-opens",
    title: "Geothermal data hall opens in Reykjavik",
    description: "Our Reykjavik data hall opens on geothermal electricity, cooled by outside air, with its waste heat sent to the city's district heating network.",
    keywords: ["Reykjavik data hall", "geothermal computing", "heat recovery", "district heating", "PUE", "Lucy AI inference"],
    heading: "Tessellon opens a geothermal-powered data hall in Reykjavik that returns its heat to the city",
    excerpt: "After ten weeks of commissioning, the 2.4 MW hall now runs Lucy AI inference and part of Aetherion Core's classical compute on geothermal electricity, with a measured PUE of 1.09 at partial load.",
    kind: "Announcement",
    location: "Reykjavik, Iceland",
    published: "2025-01-23",
    theme: "energy",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "REYKJAVIK, Iceland, January 23, 2025 – Tessellon Research today formally opened its data hall in Reykjavik, a computing facility that runs entirely on geothermal electricity, is cooled by outside air for most of the year and delivers its waste heat to the city's district heating network. The hall has been in trial operation since October 2024 and now hosts all Lucy AI inference and the classical part of the Aetherion Core cloud that does not need to sit beside a quantum processor: compilation, circuit simulation and calibration analysis.",
          "The first phase provides 2.4 MW of IT capacity in 96 racks on a floor of 1,400 square meters. Accelerator racks are cooled by a direct-to-chip liquid loop that returns water at about 45 °C; the remaining equipment is cooled by filtered outside air. Heat from the liquid loop passes through plate heat exchangers and a heat-pump stage that raises it to the 75 °C the district network requires. The building has space and electrical connections for a second phase of the same size.",
          "The hall is the working core of the Geothermal compute pilot, run by the Green Energy division under Kwame Asante. Its purpose is to measure, rather than assume, what clean and heat-recovering computing costs, and to publish the figures, including those that turn out worse than planned.",
        ],
      },
      {
        type: "stats",
        heading: "Commissioning figures, October to December 2024",
        items: [
          { value: "2.4 MW", label: "IT capacity in the first phase" },
          { value: "1.09", label: "Power usage effectiveness measured at about 55% of IT load" },
          { value: "100%", label: "Electricity from geothermal generation, under a 15-year supply agreement" },
          { value: "75%", label: "Design share of waste heat delivered to district heating" },
          { value: "0 L", label: "Water evaporated for cooling; the liquid loops are closed" },
        ],
      },
      {
        type: "quote",
        text: "A data hall is a heater that happens to compute. In most places that heat is thrown away at a cost. In Reykjavik the grid is geothermal, the air is cold for most of the year and the city already pipes hot water to its homes, so we can use all three. What we do not yet know is how close the full year will come to the commissioning numbers, and we will publish the answer either way.",
        attribution: "Kwame Asante, Head of Green Energy, Tessellon Research",
      },
      {
        type: "prose",
        heading: "What was measured, and what was not",
        paragraphs: [
          "Power usage effectiveness, or PUE, is the energy drawn by the whole facility divided by the energy delivered to its computing equipment. The figure of 1.09 was measured over the last six weeks of commissioning with meters at the utility connection and at every rack power distribution unit, while the hall ran at about 55% of its IT capacity and outdoor temperatures averaged 1 °C. The electricity used by the heat pumps that serve the district network is metered separately and reported as part of heat delivery, not hidden in the PUE. A full-year figure, covering summer conditions and higher load, will be published in the first quarter of 2026.",
          "Moving workloads to Reykjavik has a cost in distance. A round trip between Reykjavik and the Boston Lab takes about 55 milliseconds, which is acceptable for Lucy AI inference and for compiling circuits but not for the error-correction decoder, which must answer in under 1 µs and therefore stays next to the dilution refrigerators in Boston.",
        ],
      },
      {
        type: "quote",
        text: "We chose which work moves by asking a simple question of each service: does it care where it runs, or only how much it costs to run? Lucy AI inference and circuit simulation only care about cost and carbon, so they moved. The decoder cares about every nanosecond, so it did not.",
        attribution: "Dr. Tobias Lindqvist, Co-founder and Chief Technology Officer, Tessellon Research",
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Geothermal compute pilot", href: "/projects/geothermal-compute-pilot", body: "The project behind the hall, with its methods and milestones." },
          { title: "The geothermal data hall: year one", href: "/blog/geothermal-data-hall-year-one", body: "The full-year figures, good and bad." },
          { title: "Reykjavik data hall video transcript", href: "/videos/reykjavik-data-hall", body: "Kwame Asante walks through the hall and its heat plant." },
          { title: "Green technology", href: "/technology/green-technology", body: "Forecasting, storage and efficient computing explained." },
          { title: "Kwame Asante", href: "/team/kwame-asante", body: "Head of Green Energy." },
        ],
      },
    ],
  },
  {
    slug: "genovax-gx101-phase-2",
    title: "GX-101 enters Phase II in advanced retinitis pigmentosa",
    description: "The first participant has been randomized in the Phase II trial of GX-101, an investigational AI-designed gene therapy for advanced retinitis pigmentosa.",
    keywords: ["GX-101", "GenovaX", "Phase II trial", "retinitis pigmentosa", "gene therapy", "Müller glia"],
    heading: "GX-101 enters a randomized, sham-controlled Phase II trial in advanced retinitis pigmentosa",
    excerpt: "The trial plans to enroll 84 participants at 11 sites in the United States, the European Union and Singapore. Its primary endpoint is retinal light sensitivity at 12 months; readout is expected in 2028.",
    kind: "Press release",
    location: "Singapore",
    published: "2025-02-20",
    theme: "biotech",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "SINGAPORE, February 20, 2025 – Tessellon Research today announced that the first participant was randomized on February 18 in the Phase II trial of GX-101, an investigational gene therapy for advanced retinitis pigmentosa, an inherited disease in which the light-sensing cells of the retina die. GX-101 is the lead program of GenovaX, the company's platform for gene therapies designed with its Lucy AI foundation model and tested in its Boston biofoundry.",
          "GX-101 is given as a single intravitreal injection. An adeno-associated virus (AAV) vector, whose capsid was designed over 13 rounds of model proposals and laboratory measurements, carries transcription factors into Müller glia, support cells that survive in the degenerating retina. The aim is to guide some of those cells to become rod-like photoreceptors. Because the approach does not repair a particular gene, it is intended for patients whatever mutation caused their disease. It has not been shown to benefit patients, and it is not approved by any regulator.",
        ],
      },
      {
        type: "specs",
        heading: "Trial design",
        rows: [
          { label: "Design", value: "Randomized, sham-controlled, double-masked, multicenter" },
          { label: "Planned enrollment", value: "84 participants with advanced retinitis pigmentosa" },
          { label: "Sites", value: "11, in the United States, the European Union and Singapore" },
          { label: "Primary endpoint", value: "Change in light sensitivity across the central retina, measured by microperimetry, at 12 months" },
          { label: "Secondary endpoints", value: "Mobility in a standardized low-light course; safety and tolerability" },
          { label: "Oversight", value: "Independent data monitoring committee with access to unmasked data" },
          { label: "Expected timing", value: "Enrollment complete in the first half of 2027; primary readout in 2028" },
        ],
      },
      {
        type: "prose",
        heading: "What Phase I showed",
        paragraphs: [
          "The Phase I study, which dosed its first participant on March 15, 2023, at two sites, enrolled 18 participants and was designed to test safety. No dose-limiting toxicity was observed. Five participants developed mild intraocular inflammation, which was treated with standard steroid eye drops and resolved. Phase I was not designed to measure benefit, and the company makes no claim of benefit from it.",
          "The Phase II design was chosen after simulating several adaptive and fixed designs in Athena Clinical, the company's trial design software, and after review of the Phase I safety data by the data monitoring committee and by regulators in each region.",
        ],
      },
      {
        type: "quote",
        text: "I spent ten years telling patients with retinitis pigmentosa that there was nothing for their particular mutation. GX-101 is an attempt to change that answer, and the way to find out whether it does is a trial that can fail clearly. That is why it is sham-controlled and why we will report the result whatever it is.",
        attribution: "Dr. Leila Haddad, Chief Medical Officer, Tessellon Research",
      },
      {
        type: "quote",
        text: "Lucy AI proposed the capsid variants, but it was the thirteen rounds of measurement in the biofoundry that decided which one reached the clinic. A model gives you hypotheses. Patients deserve evidence, and this trial is where that evidence is collected.",
        attribution: "Dr. Rafael Medina, Head of AI Biotechnology, Tessellon Research",
      },
      {
        type: "prose",
        heading: "Information for patients and families",
        paragraphs: [
          "Eligibility is decided by the investigators at each trial site, not by Tessellon Research. People interested in the trial should speak to their eye specialist, who can find it in public trial registries. The company cannot give advice on individual medical situations.",
        ],
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Retina regeneration with GX-101", href: "/projects/retina-regeneration-gx101", body: "The project page for the program." },
          { title: "Therapeutic pipeline", href: "/hubs/biotechnology/therapeutic-pipeline", body: "Every GenovaX program and its next milestone." },
          { title: "GenovaX demo", href: "/demos/genovax", body: "Analyze a DNA sequence; the GX-101 design rounds are shown in a booked demonstration." },
          { title: "Athena Clinical demo", href: "/demos/athena-clinical", body: "Calculate a trial's sample size and power, then simulate it." },
          { title: "Dr. Leila Haddad", href: "/team/leila-haddad", body: "Chief Medical Officer and medical lead of the trial." },
        ],
      },
    ],
  },
  {
    slug: "series-d-funding-2025",
    title: "Series D: USD 420 million for long-horizon research",
    description: "Tessellon Research raises USD 420 million in a Series D led by long-horizon funds, to expand Zurich, fund GX-101 Phase II and build new qubit tiles.",
    keywords: ["Series D", "funding round", "long-horizon capital", "investors", "milestone-based reporting", "research financing"],
    heading: "Tessellon Research raises USD 420 million in Series D financing led by long-horizon funds",
    excerpt: "The round, led by Meridian Long Horizon Partners and Halvard Patient Capital, funds the Zurich error-correction laboratory, the GX-101 Phase II trial and the next generation of quantum processor tiles.",
    kind: "Press release",
    location: "Cambridge, Massachusetts",
    published: "2025-04-08",
    theme: "company",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "CAMBRIDGE, Mass., April 8, 2025 – Tessellon Research today announced that it has raised USD 420 million in Series D financing. The round was led by Meridian Long Horizon Partners and Halvard Patient Capital, two funds whose investment periods run to fifteen years or more, with participation from investors in the company's Series B and Series C rounds. It brings the primary equity raised by the company since its founding in 2014 to USD 864 million. Tessellon Research remains privately held and does not plan a further equity round before 2028.",
          "Revenue in 2024 was USD 135 million, from platform licenses, cloud access and services. Revenue now pays for a growing share of the company's operations, but its most important programs run on horizons longer than any revenue forecast: error-corrected quantum computing, gene therapies designed with AI and autonomous navigation for spacecraft beyond the Moon. The Series D is sized to carry those programs through their next published milestones without depending on the timing of capital markets.",
        ],
      },
      {
        type: "features",
        heading: "What the round funds",
        items: [
          { title: "The Zurich error-correction laboratory", body: "An expansion of the Zurich site, home to the error-correction and cryptography groups, with new laboratory space, additional dilution refrigerators for testing decoders against live hardware and room for about 50 more researchers by 2028." },
          { title: "The GX-101 Phase II trial", body: "The randomized, sham-controlled trial of GX-101 in advanced retinitis pigmentosa, which randomized its first participant on February 18, 2025, and plans to enroll 84 participants at 11 sites." },
          { title: "The next quantum processor tiles", body: "Design and fabrication in the Boston Lab cleanroom of the successor to the 64-qubit Quantum Chip v3 tile, aimed at lower leakage errors and at tiles that can later be linked between cryostats." },
        ],
      },
      {
        type: "stats",
        items: [
          { value: "USD 420M", label: "Series D, led by long-horizon funds" },
          { value: "USD 864M", label: "Primary equity raised since 2014" },
          { value: "USD 135M", label: "Revenue in 2024" },
          { value: "2028", label: "Earliest date of any further equity round" },
        ],
      },
      {
        type: "quote",
        text: "We asked our investors to accept a different kind of reporting. Each quarter they see which technical milestones we met, which we missed and what each one cost, next to revenue and cash. The funds that led this round wanted exactly that, because their horizon is as long as our research.",
        attribution: "Dr. Mara Okafor, Founder and Chief Executive Officer, Tessellon Research",
      },
      {
        type: "quote",
        text: "Every program this round pays for has a published list of milestones and a budget tied to them. If a program stops meeting its milestones, its funding stops growing, and we say so in the shareholder letter. That discipline is what lets us raise patient capital without asking anyone to take the research on trust.",
        attribution: "Jonas Weber, Chief Financial Officer, Tessellon Research",
      },
      {
        type: "prose",
        heading: "How investors are kept informed",
        paragraphs: [
          "Since 2021 the company has sent shareholders a quarterly letter that reports research milestones achieved and missed alongside revenue by line and cash position, and an annual research progress report on every program. The Series D investors receive the same reports and no additional rights over the research portfolio. The company's rule against making weapons, and the authority of the board's research ethics and dual-use committee to stop any project, are unchanged by the round and were accepted explicitly by its lead investors.",
        ],
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Investors", href: "/investors", body: "Financial highlights, funding history and governance." },
          { title: "Jonas Weber", href: "/team/jonas-weber", body: "Chief Financial Officer and co-lead of the round." },
          { title: "GX-101 enters Phase II", href: "/newsroom/genovax-gx101-phase-2", body: "The trial the round helps to fund." },
          { title: "Zurich laboratory expansion", href: "/newsroom/zurich-lab-expansion", body: "The expanded error-correction laboratory, opened in 2026." },
          { title: "Mara Okafor", href: "/mara-okafor", body: "A profile of the founder." },
        ],
      },
    ],
  },
  {
    slug: "orion-9-general-availability",
    title: "Orion-9 quantum processor is generally available",
    description: "Orion-9, our 256-qubit superconducting processor, is now generally available on the Aetherion Core cloud with daily calibration data and a 99.95% SLA.",
    keywords: ["Orion-9", "general availability", "quantum cloud", "Aetherion Core", "superconducting qubits", "Quantum Chip v3"],
    heading: "Orion-9 quantum processing unit is generally available through the Aetherion Core cloud",
    excerpt: "Four 256-qubit Orion-9 systems in the Boston Lab now serve cloud customers under a 99.95% monthly availability commitment, with the calibration data the company's own researchers use.",
    kind: "Press release",
    location: "Cambridge, Massachusetts",
    published: "2025-06-10",
    theme: "quantum",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "CAMBRIDGE, Mass., June 10, 2025 – Tessellon Research today made Orion-9, its ninth-generation superconducting quantum processing unit, generally available to customers of the Aetherion Core cloud. Four Orion-9 systems in the Boston Lab now accept jobs from any customer under a 99.95% monthly availability commitment, with business-hours and around-the-clock support tiers. General availability follows eleven months of early access, during which 27 research groups ran about 190,000 jobs and reported 412 issues, all of which were resolved or documented as known limits before today.",
          "Each Orion-9 joins four Quantum Chip v3 tiles of 64 qubits, fabricated in the Boston Lab cleanroom, into a 256-qubit processor operated at about 20 millikelvin in a dilution refrigerator. Tunable couplers switch the interaction between neighboring qubits off when no gate is running, which reduces crosstalk, and each tile is flip-chip bonded to a separate wiring layer.",
        ],
      },
      {
        type: "specs",
        heading: "Orion-9 at general availability",
        rows: [
          { label: "Physical qubits", value: "256, in four 64-qubit Q3 tiles" },
          { label: "Median two-qubit gate fidelity", value: "99.82%, by interleaved randomized benchmarking" },
          { label: "Median T1 relaxation time", value: "310 µs" },
          { label: "Operating temperature", value: "About 20 mK" },
          { label: "Calibration", value: "Full calibration daily; per-qubit data published to customers with each refresh" },
          { label: "Availability commitment", value: "99.95% a month for the cloud service" },
          { label: "Electrical draw", value: "About 25 kW continuous per system, including cryogenics" },
        ],
      },
      {
        type: "prose",
        heading: "What general availability includes, and what it does not",
        paragraphs: [
          "Customers program Orion-9 through Aetherion Core, the company's quantum-classical stack, which compiles circuits to the processor's native gates, schedules them across the four systems and returns results with the calibration snapshot that applied when each job ran. A median two-qubit fidelity of 99.82% means roughly one error in every 550 two-qubit operations; customers can see the fidelity of every individual coupler and exclude pairs that fall below a threshold they set.",
          "In the company's own experiments, a distance-7 surface code on Orion-9, using 97 physical qubits, held one logical qubit with a logical error rate of 1e-6 per cycle, with each round decoded in under 1 µs. That experiment used research tooling that is not yet part of the cloud service; error-correction experiments for cloud customers are planned for a later major version of Aetherion Core. Orion-9 cannot yet perform chemistry calculations beyond the reach of classical computers, which the company estimates will need about 1,000 logical qubits at error rates near 1e-9.",
        ],
      },
      {
        type: "quote",
        text: "General availability is a statement about dependability, not about qubit count. It means the processor you calibrate against in the morning is the one you run on in the afternoon, and that the numbers on our website are the numbers you can measure yourself.",
        attribution: "Dr. Aiko Tanaka, Head of Quantum Systems, Tessellon Research",
      },
      {
        type: "quote",
        text: "The early-access groups found problems we would never have found ourselves, from queue fairness to how we reported calibration drift within a day. Most of the work of the last eleven months was making the scheduler and the documentation as reliable as the hardware.",
        attribution: "Dr. Tobias Lindqvist, Co-founder and Chief Technology Officer, Tessellon Research",
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Quantum products", href: "/products/quantum", body: "Orion-9, Quantum Chip v3 and Aetherion Core in detail." },
          { title: "Pricing", href: "/pricing", body: "Current plans for Aetherion Core cloud access." },
          { title: "Logical qubits below threshold", href: "/blog/logical-qubits-below-threshold", body: "What the distance-7 result means, and what it does not." },
          { title: "Orion-9 lab tour", href: "/videos/orion-9-lab-tour", body: "Inside the cleanroom and the refrigerator hall." },
          { title: "Logical qubit roadmap", href: "/projects/logical-qubit-roadmap", body: "The milestones after general availability." },
        ],
      },
    ],
  },
  {
    slug: "echonet-fips-validation",
    title: "EchoNet cryptographic module validated to FIPS 140-3",
    description: "The EchoNet cryptographic module, which runs ML-KEM and ML-DSA in hybrid with X25519, has completed validation under FIPS 140-3.",
    keywords: ["EchoNet", "FIPS 140-3", "ML-KEM", "ML-DSA", "post-quantum cryptography", "hybrid key exchange", "CMVP"],
    heading: "EchoNet's post-quantum cryptographic module completes FIPS 140-3 validation",
    excerpt: "The validation covers ML-KEM-768, ML-DSA-65 and AES-256-GCM in the hardware module of EchoNet nodes and in the software library of its gateways, and shows how a hybrid handshake can run inside a validated boundary.",
    kind: "Press release",
    location: "Zurich, Switzerland",
    published: "2025-07-22",
    theme: "security",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "ZURICH, Switzerland, July 22, 2025 – Tessellon Research today announced that the EchoNet cryptographic module has been validated under FIPS 140-3, the standard for cryptographic modules used by the United States and Canadian governments, by the Cryptographic Module Validation Program run by NIST and the Canadian Centre for Cyber Security. EchoNet is the company's encrypted mesh network for critical sites such as substations, water plants and transport control centers, and it protects traffic with the post-quantum algorithms standardized by NIST in August 2024.",
          "The validation covers two forms of the module. The hardware module inside EchoNet node appliances is validated at overall Security Level 2, which adds tamper-evident enclosures and role-based operator authentication to the level 1 requirements. The software library used in EchoNet gateways and in the management client on 64-bit Linux is validated at Security Level 1. Both are included in EchoNet 3.3 and later releases. The process, from submission to an accredited testing laboratory to the issue of the certificate, took 19 months.",
        ],
      },
      {
        type: "specs",
        heading: "Algorithms inside the validated boundary",
        rows: [
          { label: "Key establishment", value: "ML-KEM-768 (FIPS 203)" },
          { label: "Signatures", value: "ML-DSA-65 (FIPS 204)" },
          { label: "Classical component", value: "X25519, combined as an additional secret in the key derivation" },
          { label: "Key derivation", value: "Two-step key derivation under NIST SP 800-56C, with both shared secrets as input" },
          { label: "Bulk encryption", value: "AES-256-GCM" },
          { label: "Security levels", value: "Level 2 for the node hardware module; Level 1 for the gateway software library" },
        ],
      },
      {
        type: "prose",
        heading: "Hybrid mode inside a validated module",
        paragraphs: [
          "EchoNet runs every session in hybrid mode: it performs an ML-KEM-768 key exchange and an X25519 key exchange together and feeds both shared secrets into one key-derivation function, so that the session remains secure as long as either scheme holds. A classical-only mode cannot be enabled by configuration. Within the validated module, ML-KEM is the approved key-establishment scheme and the X25519 secret enters the derivation as an additional input, an arrangement the standard's key-derivation rules allow. Customers who are required to use validated cryptography therefore do not have to give up the classical safeguard to obtain it.",
          "Many operators of critical infrastructure, and every United States federal agency, must use cryptographic modules validated under FIPS 140-3. Until now, operators who needed validated post-quantum cryptography had to wait or to run unvalidated code. The EchoNet module is in service at water, power and transport sites, including the substations of the Post-quantum grid project.",
        ],
      },
      {
        type: "quote",
        text: "Standardizing ML-KEM and ML-DSA was the mathematicians' part of the work. Getting them into equipment that a utility is allowed to install is ours, and validation is one of the slowest and least glamorous steps on that road. It is also the step that decides whether the new algorithms protect anything in practice.",
        attribution: "Dr. Priya Raman, Head of Secure Communications and Chief Security Officer, Tessellon Research",
      },
      {
        type: "quote",
        text: "Our own quantum group builds the machines that will one day threaten today's public-key cryptography. That gives us an obligation to make the defense ready first, and to make it ready in a form that can actually be deployed.",
        attribution: "Dr. Mara Okafor, Founder and Chief Executive Officer, Tessellon Research",
      },
      {
        type: "prose",
        heading: "Keeping the validation current",
        paragraphs: [
          "Changes to a validated module must themselves be reviewed before they are covered by the certificate. The company will submit module updates as they arise and will state in each EchoNet release note whether its cryptographic module is the validated version or an update under review. Security reports about EchoNet can be sent to security@tessellon.example and are acknowledged within one business day.",
        ],
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Secure communications", href: "/technology/secure-communications", body: "The threat, the standards and how EchoNet uses them." },
          { title: "EchoNet demo", href: "/demos/echonet", body: "Size a hybrid handshake and a key rotation on each link type." },
          { title: "Post-quantum migration playbook", href: "/blog/post-quantum-migration-playbook", body: "How to move long-lived systems without breaking them." },
          { title: "Post-quantum grid", href: "/projects/post-quantum-grid", body: "Hybrid key exchange on grid control traffic." },
          { title: "Post-quantum in practice", href: "/videos/post-quantum-in-practice", body: "Dr. Priya Raman on what migration involves." },
        ],
      },
    ],
  },
  {
    slug: "hera-os-lunar-mission",
    title: "HeraOS completes its first lunar transfer",
    description: "HeraOS, flying on Ares Orbital's Lunar Pathfinder, handled two safe-mode events without a ground command during a 97-day transfer to lunar orbit.",
    keywords: ["HeraOS", "lunar transfer", "spacecraft autonomy", "safe mode", "Ares Orbital", "flight software"],
    heading: "HeraOS brings Ares Orbital's Lunar Pathfinder to lunar orbit after two autonomous recoveries",
    excerpt: "During a 97-day low-energy transfer, the flight software isolated a star-tracker outage and a propulsion fault on its own, each time outside ground contact, and recorded every rule it applied.",
    kind: "Press release",
    location: "Toulouse, France",
    published: "2025-11-12",
    theme: "space",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "TOULOUSE, France, November 12, 2025 – Tessellon Research today announced that HeraOS, its real-time operating system for spacecraft autonomy, has completed its first lunar transfer as the primary flight software of Ares Orbital's Lunar Pathfinder. The 640 kg spacecraft entered lunar orbit on November 3 after a 97-day low-energy transfer, during which HeraOS detected, isolated and safed two faults without a command from the ground. Lunar Pathfinder is the fourteenth spacecraft to fly HeraOS and the first to leave Earth orbit.",
          "Lunar Pathfinder tests the autonomy and operations concepts of Ares Orbital's crewed-Mars program. Ares Orbital flies the spacecraft from its own control center; the Tessellon mission operations team in Toulouse provides flight software engineering and an on-call response around the clock. Low-energy transfers use less propellant than direct ones but take longer and include gaps of up to nine hours between ground passes, which is why the mission relies on on-board fault management.",
        ],
      },
      {
        type: "timeline",
        heading: "The two events",
        items: [
          { date: "2025-08-14", title: "Star trackers lose lock", body: "During a slew, stray light from the sunlit Earth entered both star-tracker baffles and neither returned an attitude solution. After 120 seconds on gyroscopes alone, a HeraOS rule declared attitude knowledge degraded, isolated the star trackers, turned the spacecraft to a Sun-pointing safe attitude using its Sun sensors and shed payload loads, keeping the battery above 55%. The ground pass began 2 hours 10 minutes later; normal operations resumed after 5 hours 40 minutes." },
          { date: "2025-09-23", title: "Thruster fault during a correction burn", body: "Forty-one seconds into a planned 58-second trajectory correction, the catalyst-bed temperature of one thruster fell below its limit after a heater circuit tripped. A HeraOS rule ended the burn, switched to the redundant thruster branch and safed the spacecraft. The remaining 17 seconds of the burn were performed two days later. The event cost 0.3 m/s of a 12 m/s propellant margin." },
          { date: "2025-11-03", title: "Lunar orbit insertion", body: "Completed as planned, with the ground in contact and HeraOS executing the burn sequence." },
        ],
      },
      {
        type: "prose",
        heading: "What the ground saw",
        paragraphs: [
          "Both events happened shortly before 3 a.m. Toulouse time. In each case the alert reached the on-call engineer within a minute of the next telemetry packet, and the Toulouse team joined the call with Ares Orbital's flight controllers within four minutes. Because HeraOS records every rule that fires, the telemetry that triggered it and the actions it took, the teams were reviewing the spacecraft's decision, not reconstructing it. No command was needed to make the spacecraft safe. The return to normal operations was commanded from the ground in both cases, after review, as the mission's rules require.",
          "The experience shaped the release that followed: the decision records used on Lunar Pathfinder, written for this mission, are becoming a standard part of the HeraOS fault-management framework. HeraOS is developed under a DO-178C DAL B process; qualification of the spacecraft is Ares Orbital's responsibility.",
        ],
      },
      {
        type: "quote",
        text: "Nine hours without contact is a long time for a spacecraft with a fault. What matters is not that HeraOS acted, but that it acted exactly as the rules we had reviewed with Ares Orbital said it would, and that it could show us why within minutes of the next pass.",
        attribution: "Dr. Céline Moreau, Head of Space Navigation, Tessellon Research",
      },
      {
        type: "quote",
        text: "The lunar transfer is a rehearsal for Mars, where the gaps are measured in tens of minutes of light time on every exchange. Each autonomous decision on this mission has been added to the test suite that every future HeraOS release must pass.",
        attribution: "Dr. Tobias Lindqvist, Co-founder and Chief Technology Officer, Tessellon Research",
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "HeraOS 6 press release", href: "/press/hera-os", body: "The fault-management framework that followed this mission." },
          { title: "Ares Orbital Mars program", href: "/partnerships/ares-mars-programme", body: "The partnership Lunar Pathfinder prepares for." },
          { title: "Mission operations", href: "/hubs/space/mission-operations", body: "The Toulouse operations center." },
          { title: "HeraOS demo", href: "/demos/heraos", body: "Inject a fault into a model of its fault management and follow the recovery." },
          { title: "HeraOS brand", href: "/brand/hera-os", body: "The product line and how to refer to it." },
        ],
      },
    ],
  },
  {
    slug: "zurich-lab-expansion",
    title: "Expanded Zurich laboratory opens for error correction",
    description: "Our Zurich site adds 3,200 square meters for decoder hardware, cryogenic test and cryptographic side-channel work, funded by the 2025 Series D.",
    keywords: ["Zurich laboratory", "quantum error correction", "decoder hardware", "dilution refrigerators", "side-channel testing", "expansion"],
    heading: "Tessellon opens an expanded Zurich laboratory for error correction and cryptography",
    excerpt: "The new wing adds four dilution refrigerators for testing decoders against live qubits, a hardware lab for decoder electronics and a side-channel laboratory, with room for about 50 more researchers by 2028.",
    kind: "Announcement",
    location: "Zurich, Switzerland",
    published: "2026-03-17",
    theme: "quantum",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "ZURICH, Switzerland, March 17, 2026 – Tessellon Research today opened an expansion of its Zurich site, adding 3,200 square meters of laboratory and office space to the building the company has occupied since 2017. The Zurich site is home to the company's quantum error-correction and cryptography groups, about 115 people today, and is planned to grow to about 165 by the end of 2028. The expansion is the first of the three uses of the 2025 Series D to be completed.",
          "Until now, Zurich has designed error-correction codes and decoders largely against data recorded in Boston, with two dilution refrigerators on site for smaller experiments. The new wing adds four refrigerators, so that decoders developed in Zurich can be run in closed loop against live Quantum Chip v3 tiles in the same building, and a laboratory for the electronics that run decoders within 1 µs per round.",
        ],
      },
      {
        type: "features",
        heading: "What the new wing contains",
        items: [
          { title: "Cryogenic test hall", body: "Four dilution refrigerators on vibration-isolated foundations, each able to hold a Q3 tile at about 20 mK, with helium recovery connected from the first day. They are used for decoder-in-the-loop experiments and for studies of leakage and correlated errors." },
          { title: "Decoder hardware laboratory", body: "Benches for the FPGA boards and custom electronics that run Aetherion Core decoders beside the cryostat, with timing instruments able to resolve latency to a few nanoseconds." },
          { title: "Side-channel and fault-injection laboratory", body: "A shielded room where the Secure Communications division measures power, electromagnetic and timing leakage from EchoNet hardware and injects faults by voltage and clock glitching and by laser." },
          { title: "Teaching rooms", body: "Two seminar rooms for doctoral students co-supervised through the joint quantum chair with Halden University, and for rotations from other divisions." },
        ],
      },
      {
        type: "stats",
        items: [
          { value: "3,200 m²", label: "Laboratory and office space added" },
          { value: "6", label: "Dilution refrigerators in Zurich, up from 2" },
          { value: "USD 58M", label: "Series D funds allocated to the expansion, including equipment" },
          { value: "~165", label: "Planned Zurich staff by the end of 2028" },
        ],
      },
      {
        type: "quote",
        text: "For nine years most of our decoders met real qubits only in Boston. Running them against live hardware down the corridor shortens an experiment cycle from weeks to days, and it lets the people who write the decoders see the failures they are trying to correct. The first experiments here will study leakage and bursts of correlated errors, the two problems we expect to limit the next processor generation.",
        attribution: "Dr. Aiko Tanaka, Head of Quantum Systems, Tessellon Research",
      },
      {
        type: "quote",
        text: "An algorithm that is secure on paper can leak its key through a power supply. The new laboratory lets us attack our own EchoNet hardware the way a well-equipped adversary would, before anyone else does.",
        attribution: "Dr. Priya Raman, Head of Secure Communications and Chief Security Officer, Tessellon Research",
      },
      {
        type: "prose",
        heading: "Energy and helium",
        paragraphs: [
          "The new wing draws contracted renewable electricity, like every Tessellon site. Each dilution refrigerator and its compressor draws about 10 kW continuously, and the recovered heat warms the building in winter. Helium recovery in Zurich stood at 86% in 2025; the new refrigerators are connected to a recovery line designed to bring the site toward the company's target of 95% by 2027. The site will hold open days for neighbors and students twice a year, with registration through hello@tessellon.example.",
        ],
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "Quantum error correction research", href: "/research/quantum-error-correction", body: "The questions the Zurich group works on." },
          { title: "Decoders in a microsecond", href: "/blog/decoders-in-a-microsecond", body: "Why decoder speed matters as much as qubit quality." },
          { title: "Series D announcement", href: "/newsroom/series-d-funding-2025", body: "The round that funded the expansion." },
          { title: "Dr. Aiko Tanaka", href: "/team/aiko-tanaka", body: "Head of Quantum Systems, based in Zurich." },
          { title: "Careers", href: "/careers", body: "Open positions in Zurich and elsewhere." },
        ],
      },
    ],
  },
  {
    slug: "tessellon-institute-fellows-2026",
    title: "Ten Noether Fellows named for 2026",
    description: "The Tessellon Institute names ten 2026 Noether Fellows, chosen from 1,137 applications by external reviewers, bringing the total since 2020 to 62.",
    keywords: ["Noether Fellowship", "Tessellon Institute", "open science", "early-career researchers", "fellowships 2026", "research funding"],
    heading: "The Tessellon Institute names ten Noether Fellows for 2026",
    excerpt: "Ten early-career researchers from eight countries will spend two years on questions of their own choosing, from correlated errors in qubits to basalt that stores heat, and publish everything openly.",
    kind: "Announcement",
    location: "Cambridge, Massachusetts",
    published: "2026-06-16",
    theme: "company",
    blocks: [
      {
        type: "prose",
        paragraphs: [
          "CAMBRIDGE, Mass., June 16, 2026 – The Tessellon Institute, the independent non-profit funded mainly by Tessellon Research, today named the ten researchers who make up its 2026 cohort of Noether Fellows. They were chosen from 1,137 applications from 74 countries by a selection committee of nine external researchers, after 48 shortlisted candidates were interviewed in May. The cohort brings the number of Noether Fellows appointed since the first cohort in 2020 to 62.",
          "Each fellowship lasts two years and provides a salary of USD 92,000 a year, a research budget of USD 25,000 a year and access to Tessellon facilities, including processor time on Orion-9, campaigns in the Boston biofoundry and data from the Chronon optical clocks. Fellows choose their own questions and collaborators, are not employees of Tessellon Research, and publish their results, data and code under open licenses without company review.",
        ],
      },
      {
        type: "list",
        heading: "Some of the questions the 2026 fellows will pursue",
        intro: "Each fellow's full proposal will be published on the Institute's pages when the fellowship begins in September.",
        items: [
          "How often bursts of ionizing radiation cause correlated errors across a superconducting chip, measured with a particle detector array mounted below the qubits.",
          "Open chemical probing data on the folding of 20,000 untranslated regions of human messenger RNA, released as a benchmark that no model has been trained on.",
          "Timing of the Crab pulsar's optical giant pulses, and whether they can improve navigation fixes.",
          "Durability of crushed-basalt thermal storage over thousands of heating cycles to 600 °C.",
          "Formal verification of constant-time behavior in implementations of ML-KEM on small microcontrollers.",
          "Conserved quantities in machine-learned molecular force fields, and what is lost when a model does not respect the symmetry behind them.",
        ],
      },
      {
        type: "stats",
        items: [
          { value: "10", label: "Fellows in the 2026 cohort, from 8 countries" },
          { value: "1,137", label: "Applications, from 74 countries" },
          { value: "USD 234,000", label: "Salary and research budget per fellow over two years" },
          { value: "62", label: "Noether Fellows appointed since 2020" },
        ],
      },
      {
        type: "quote",
        text: "I sit on the Institute's board without a vote, and neither I nor anyone else at the company scored a single application. That is deliberate. The value of the fellowships lies in questions nobody here would have thought to fund, and this year's list has several.",
        attribution: "Dr. Mara Okafor, Founder and Chief Executive Officer, Tessellon Research",
      },
      {
        type: "quote",
        text: "The company's contribution is set by formula at 1.5% of the previous year's revenue, USD 2.8 million for 2026, and it can only be lowered with two years' notice. Fellows start two-year appointments, so the Institute needs to know its income two years out, not one.",
        attribution: "Jonas Weber, Chief Financial Officer, Tessellon Research",
      },
      {
        type: "prose",
        heading: "Where the fellows will work",
        paragraphs: [
          "Six fellows will be hosted by universities and research institutes, one of them at Halden University, and four will work at Tessellon sites under access agreements: two in Cambridge, one in Toulouse and one in Reykjavik. All ten will present their work at the Tessellon Institute Symposium in April 2027, which is free to attend in person or online. Applications for the 2027 cohort open in January 2027 and close in March.",
        ],
      },
      ABOUT_BLOCK,
      {
        type: "links",
        heading: "Related pages",
        items: [
          { title: "The Tessellon Institute", href: "/tessellon-institute", body: "Programs, governance and open datasets." },
          { title: "Open science fellowship 2026", href: "/blog/open-science-fellowship-2026", body: "How this year's fellows were selected." },
          { title: "Emmy Noether", href: "/emmy-noether", body: "The mathematician the fellowship is named after." },
          { title: "Events", href: "/events", body: "The symposium and other dates." },
          { title: "Research culture", href: "/topics/research-culture", body: "How research works across the company." },
        ],
      },
    ],
  },
];

export const newsroomIndex: Page = {
  path: "/newsroom",
  kind: "landing",
  title: "Newsroom: press releases and announcements",
  description: "Press releases and announcements from Tessellon Research, with press contacts, our embargo policy, the media kit and how to request an interview.",
  keywords: ["newsroom", "press releases", "announcements", "press contact", "embargo policy", "media interviews"],
  eyebrow: "Newsroom",
  heading: "Newsroom",
  lede: "Releases and announcements about our research, products and company, each with the figures behind it and the name of the person who can answer questions about it. Every item is listed below, newest first.",
  updated: "2026-11-02",
  theme: "company",
  facts: [
    { label: "Press contact", value: "press@tessellon.example" },
    { label: "Telephone", value: "+1 617 555 0142, ask for the press office" },
    { label: "Response time", value: "Same business day where possible; always within two business days" },
    { label: "Media kit", value: "Logo rules, boilerplate and bios at /media-kit" },
  ],
  blocks: [
    { type: "listing", of: "news", heading: "Releases and announcements, newest first" },
    {
      type: "prose",
      heading: "What you will find here",
      paragraphs: [
        "The newsroom publishes four kinds of item, and each is labeled. A press release announces something that has happened and that we are accountable for: a product release, a financing, a clinical milestone, a validation. It carries a dateline, quotes from named people, the figures that support it and a media contact. An announcement covers company matters of narrower interest, such as a new laboratory or a fellowship cohort, written in the same way but usually shorter. Media coverage links to independent reporting about our work, and awards record recognition given to our people or products by others.",
        "Every figure in a release is signed off with its method and conditions by the person who owns it, and then by the office of the Chief Executive. If a figure later turns out to be wrong, we correct the release and add a dated note at the end that says what changed and why. We do not delete releases. Clinical statements about GenovaX programs are reviewed by our Chief Medical Officer, Dr. Leila Haddad, and never suggest benefit before a trial has shown it.",
      ],
    },
    {
      type: "features",
      heading: "Working with the press office",
      items: [
        { title: "Press contacts", body: "Write to press@tessellon.example or call +1 617 555 0142 and ask for the press office, staffed in Cambridge, Massachusetts, on weekdays from 09:00 to 18:00 US Eastern time. Put your deadline in the subject line; outside those hours an on-call member of the team reads urgent messages." },
        { title: "Embargo policy", body: "We share some releases in advance under a written embargo that states the date and time, in US Eastern time, when it lifts. Agreeing to it by reply is a condition of receiving the material. We honor embargoes as strictly as we ask you to; if one is broken, we lift it for everyone at once and tell all recipients." },
        { title: "Media kit", body: "Logo rules, product names and how to write them, brand colors, the approved boilerplate and short biographies of the leadership team are in the media kit, where the logo pack can be requested. High-resolution photographs of laboratories, hardware and people are sent on request." },
        { title: "Footage", body: "Broadcast-quality video of our laboratories and interviews recorded for our video library can be supplied for editorial use. Ask the press office, naming the video and the segment you need." },
      ],
    },
    {
      type: "steps",
      heading: "How to request an interview",
      intro: "Most of our researchers will speak to journalists about their own work. The press office arranges it so that you reach the right person quickly.",
      items: [
        { title: "Tell us the subject and the deadline", body: "Write to press@tessellon.example with your outlet, the subject, the format (print, broadcast, podcast or background briefing) and your deadline." },
        { title: "We propose the right person", body: "Usually the researcher who did the work, not a spokesperson. Division heads can speak for their divisions; Dr. Mara Okafor and Dr. Tobias Lindqvist speak for the company." },
        { title: "Agree the ground rules", body: "We will ask whether the conversation is on the record. We do not ask to approve quotes, but we will check technical facts and figures on request, within your deadline." },
        { title: "Visits and filming", body: "Visits to the Boston Lab and other sites are possible under our visitor safety rules, booked at least 15 business days ahead. Filming in the cleanroom and biofoundry is done through observation windows." },
      ],
    },
    {
      type: "faq",
      heading: "Questions from journalists",
      items: [
        { question: "Will you comment on valuation or a public listing?", answer: "No. We do not comment on valuation, secondary share transactions or rumors of a listing. Financial figures we do publish are on the investors page." },
        { question: "Can I speak to a customer or a trial participant?", answer: "We can ask customers who have agreed to be references whether they will speak to you. We never put journalists in contact with clinical trial participants; questions about trials go to the Chief Medical Officer's office." },
        { question: "Do you issue releases in other languages?", answer: "Releases are written in English. Datelines reflect where the news happened, and the local team can give interviews in French, German, Icelandic or Mandarin where relevant." },
      ],
    },
    {
      type: "links",
      heading: "For journalists",
      items: [
        { title: "Media kit", href: "/media-kit", body: "Logos, colors, boilerplate and leadership biographies." },
        { title: "Press center", href: "/press-center", body: "Press contacts, spokespeople, embargoes and image rules." },
        { title: "Video library", href: "/videos", body: "Talks and tours with full transcripts." },
        { title: "Leadership team", href: "/team", body: "Who leads each division and function." },
        { title: "Investors", href: "/investors", body: "Financial highlights and governance." },
      ],
    },
  ],
};
